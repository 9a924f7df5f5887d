import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, copyFileSync, cpSync, openSync, readFileSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export type Environment = Record<string, string | undefined>;

/** Runs a command to its end; its output goes to `logFile`, and on failure to the error. */
export async function run(command: string, args: string[], env: Environment, logFile: string) {
  const output = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', output] });
  closeSync(output);
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${code}; see ${logFile}\n${stdout}`);
  }
  return stdout;
}

/**
 * `npm run build` (vite build && tsc -p tsconfig.build.json) into a folder of the bench's own,
 * laid out like the project (dist/, the migrations, package.json, node_modules) so the server
 * runs there as it runs here. The other engineers' test runs rebuild ./dist meanwhile; a
 * server serving from it would load chunks that disappear under it.
 */
export async function buildInto(buildRoot: string, logFile: string) {
  const dist = path.join(buildRoot, 'dist');
  await run('npx', ['vite', 'build', '--outDir', path.join(dist, 'client')], process.env, logFile);
  await run('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', dist], process.env, logFile);
  const migrations = 'src/server/db/migrations';
  cpSync(path.join(root, migrations), path.join(buildRoot, migrations), { recursive: true });
  copyFileSync(path.join(root, 'package.json'), path.join(buildRoot, 'package.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(buildRoot, 'node_modules'));
}

/**
 * The memory settings `npm start` runs the server with (package.json's start script: glibc's
 * allocator settings and Node's options, decision 013), so that the measured server is the
 * one the workshop runs.
 */
export function npmStartSettings() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const shape = /^((?:[A-Z_]+=\S+ )*)exec node ((?:--\S+ )*)scripts\/start\.mjs$/.exec(
    scripts.start,
  );
  if (!shape) throw new Error(`the bench cannot read npm start's settings: ${scripts.start}`);
  const words = (text = '') => text.split(' ').filter(Boolean);
  return {
    env: Object.fromEntries(words(shape[1]).map((pair) => pair.split('='))) as Environment,
    nodeOptions: words(shape[2]),
  };
}

/** `npm run cli -- …` on the database that `env` names. */
export const cli = (args: string[], env: Environment, logFile: string) =>
  run('npm', ['run', '--silent', 'cli', '--', ...args], env, logFile);

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const sleep = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));

/** Polls `url` until it answers 200; returns the milliseconds since `since`. */
export async function firstAnswer(url: string, since: number, child: ChildProcess) {
  for (;;) {
    if (hasExited(child))
      throw new Error(`the process exited (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - since > 60_000) throw new Error(`${url} did not answer within 60 s`);
    await sleep(10);
  }
}

/** Resident memory of a process, and its peak, from Linux's /proc. */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN) * 1024;
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

export type Spawned = { child: ChildProcess; startupMs: number; stop(): Promise<void> };

/** Spawns a server process and waits for `healthUrl` to answer; the timing starts at spawn. */
export async function spawnServer(options: {
  args: string[];
  env: Environment;
  healthUrl: string;
  logFile: string;
}): Promise<Spawned> {
  const output = openSync(options.logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: root,
    env: options.env,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  const stop = async () => {
    if (hasExited(child)) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    return { child, startupMs: await firstAnswer(options.healthUrl, started, child), stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${options.logFile}`);
  }
}
