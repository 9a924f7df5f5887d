import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another Spaak process` +
        `${pid === undefined ? '' : ` (pid ${pid})`}. ` +
        'Only one process may open it: stop the server first, or use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Where the holder of `dataDir` listens. On Linux a name in the abstract namespace and on
 * Windows a named pipe: both exist only while their process does. Elsewhere (macOS) a socket
 * file in the folder, which a crash leaves behind.
 */
function lockAddress(dataDir: string) {
  const name = `spaak-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32)}`;
  if (process.platform === 'linux') return `\0${name}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\${name}`;
  return path.join(dataDir, 'spaak.sock');
}

const isSocketFile = (address: string) => path.isAbsolute(address);

const listen = (server: net.Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Asks the holder of the lock for its pid: a number; undefined when it does not answer in
 * time (busy, or not Spaak); 'gone' when nothing listens any more.
 */
const askHolder = (address: string) =>
  new Promise<number | undefined | 'gone'>((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    socket.setEncoding('utf8');
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => {
      const pid = Number.parseInt(answer, 10);
      resolve(Number.isInteger(pid) ? pid : undefined);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : undefined),
    );
  });

/**
 * Claims the embedded database for this process. PGlite is a single-process database: two
 * processes writing the same files would corrupt it. The claim is a socket this process
 * listens on, which the operating system frees when the process ends in any way (kill -9 and
 * power cuts included), so no start ever finds a stale claim; the holder answers with its pid
 * to name it in the refusal (decision 019). Returns the function that releases the lock.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  const address = lockAddress(dataDir);
  for (;;) {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    try {
      await listen(server, address);
      // The claim must not keep a process alive that has nothing else left to do.
      server.unref();
      return () => server.close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const holder = await askHolder(address);
    if (holder !== 'gone') throw new DataDirInUseError(dataDir, holder);
    // The holder has just ended; a socket file is what its crash left behind.
    if (isSocketFile(address)) rmSync(address, { force: true });
  }
}
