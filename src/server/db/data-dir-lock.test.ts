import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];

const newDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'spaak-lock-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Another process that holds the lock of `dataDir` until it is killed. */
async function holdInAnotherProcess(dataDir: string) {
  const holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { acquireDataDirLock } = await import(${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).href)});
       await acquireDataDirLock(process.argv[1]);
       console.log('holding');
       setInterval(() => {}, 60_000);`,
      dataDir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(holder);
  const [output] = await once(holder.stdout, 'data');
  expect(String(output)).toContain('holding');
  return holder;
}

describe('the lock of the embedded database', () => {
  it('is not kept by a spaak.lock that names a live process of another program', async () => {
    const dataDir = newDataDir();
    const otherProgram = spawn('sleep', ['60']);
    children.push(otherProgram);
    writeFileSync(path.join(dataDir, 'spaak.lock'), String(otherProgram.pid));
    const release = await acquireDataDirLock(dataDir);
    release();
  });

  it('refuses while another Spaak process holds it, naming its pid', async () => {
    const dataDir = newDataDir();
    const holder = await holdInAnotherProcess(dataDir);
    const refusal = await acquireDataDirLock(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as DataDirInUseError).message).toContain(`(pid ${holder.pid})`);
  });

  it('is free again once its holder is killed with kill -9', async () => {
    const dataDir = newDataDir();
    const holder = await holdInAnotherProcess(dataDir);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const release = await acquireDataDirLock(dataDir);
    release();
  });

  it('is held once within one process too, and free again after release', async () => {
    const dataDir = newDataDir();
    const release = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    release();
    (await acquireDataDirLock(dataDir))();
  });
});
