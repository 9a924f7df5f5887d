import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
type EmscriptenModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];
/** The one operation of Emscripten's Node filesystem that PGlite leaves out. */
type FileStreamOperations = { fsync?: (stream: { nfd: number }) => number };
type NodeOperations = { setattr: (node: unknown, attributes: { mode?: number }) => void };

/** Permission bits for the group and others: the embedded database's files have none. */
const OPEN_TO_OTHERS = 0o077;

/**
 * The embedded database's files on disk, flushed as PostgreSQL asks. PGlite's Node filesystem
 * has no fsync: PostgreSQL's flushes ended in Emscripten, and a commit reached only the
 * operating system's cache, which a power cut loses. Here each flush is `fsync(2)` on the
 * file, so a request confirmed to a customer is on disk before the customer hears so. Its
 * files and folders are the server's user's alone (0600, 0700), as in PostgreSQL's own.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const flushFilesToDisk = (module: EmscriptenModule) => {
      const fileStreams = (module.NODEFS as unknown as { stream_ops: FileStreamOperations })
        .stream_ops;
      fileStreams.fsync = (stream) => {
        fs.fsyncSync(stream.nfd);
        return 0;
      };
    };
    // PGlite unpacks a new database with chmod 0666, which the process's umask does not limit.
    const keepFilesPrivate = (module: EmscriptenModule) => {
      const nodeOperations = (module.NODEFS as unknown as { node_ops: NodeOperations }).node_ops;
      const setattr = nodeOperations.setattr;
      nodeOperations.setattr = (node, attributes) =>
        setattr(
          node,
          attributes.mode === undefined
            ? attributes
            : { ...attributes, mode: attributes.mode & ~OPEN_TO_OTHERS },
        );
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), flushFilesToDisk, keepFilesPrivate],
      },
    };
  }
}

/**
 * `settings` for the embedded database in `pgdataDir`, made durable. PGlite starts PostgreSQL
 * with fsync off (`-F`); without it, PostgreSQL flushes the WAL at every commit and the data
 * files at every checkpoint, as a server does. The WAL is flushed with `fsync`: Emscripten
 * ignores `fdatasync`, PostgreSQL's default on Linux.
 */
export const withDurableStorage = <Settings extends { postgresqlconf: string[] }>(
  settings: Settings,
  pgdataDir: string,
) => ({
  ...settings,
  fs: new DurableNodeFS(pgdataDir),
  startParams: PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  postgresqlconf: [...settings.postgresqlconf, 'wal_sync_method = fsync'],
});

function flushToDisk(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Flushes every file and folder under `dir`, and `dir`'s own entry in its parent, to disk, as
 * `initdb --sync-only` does. PGlite creates a new database's files through a filesystem of its
 * own, without flushing: a power cut soon after the first start could leave a database that
 * no longer opens.
 */
export function flushDirectoryTree(dir: string) {
  const folders = [dir];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) folders.push(entryPath);
    else if (entry.isFile()) flushToDisk(entryPath);
  }
  // A file's name is on disk once its folder is flushed; deepest folders first.
  for (const folder of folders.reverse()) flushToDisk(folder);
  flushToDisk(path.dirname(dir));
}
