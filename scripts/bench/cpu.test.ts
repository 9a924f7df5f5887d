import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { cpuBetween, settled, snapshot } from './cpu.ts';
import { leastMeanLatency } from './load.ts';

/** Spends `seconds` of CPU on its main thread, says so, then idles until killed. */
const busyChild = (seconds: number) =>
  spawn(
    process.execPath,
    [
      '-e',
      `while (process.cpuUsage().user < ${seconds * 1e6});
       console.log('done');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );

describe('CPU accounting of the bench', () => {
  it("counts a started process's CPU as the server's, on its main thread, and not as the bench's", async () => {
    const before = snapshot();
    const child = busyChild(0.3);
    try {
      await once(child.stdout, 'data');
      const used = cpuBetween(before, snapshot());
      expect(used.spawned).toBeGreaterThanOrEqual(0.25);
      expect(used.spawnedMainThread).toBeGreaterThanOrEqual(0.25);
      // Linux rounds a thread's and its process's user and system times to ticks apart.
      expect(used.spawnedMainThread).toBeLessThanOrEqual(used.spawned + 0.02);
      expect(used.bench).toBeLessThan(used.spawned);
    } finally {
      child.kill();
    }
  });

  it('leaves out a process that has exited but is not yet reaped, since its parent may be gone', async () => {
    // The shell starts a short-lived Node process and becomes `sleep`, which never reaps it.
    const parent = spawn('sh', ['-c', `"${process.execPath}" -e "" & echo $!; exec sleep 30`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [output] = await once(parent.stdout, 'data');
      const exited = Number(String(output).trim());
      while (!/\) Z /.test(readFileSync(`/proc/${exited}/stat`, 'utf8'))) await sleep(10);
      const { processes, spawned } = snapshot();
      expect(processes.has(parent.pid ?? 0)).toBe(true);
      expect(processes.has(exited)).toBe(false);
      expect(spawned.has(exited)).toBe(false);
    } finally {
      parent.kill();
    }
  });

  it('waits for a busy process to settle, and says so when it does not in time', async () => {
    const child = busyChild(1);
    try {
      expect(await settled(child.pid ?? 0, { share: 0.05, timeoutMs: 500 })).toBe(false);
      expect(await settled(child.pid ?? 0, { share: 0.05, timeoutMs: 10_000 })).toBe(true);
    } finally {
      child.kill();
    }
  });

  it('bounds the mean latency by the cores the whole request shares', () => {
    const postgresRequest = { server: 4, serverMainThread: 3, postgres: 7.5, loadGenerator: 0.5 };
    expect(leastMeanLatency(postgresRequest, 10, 2)).toBe(60);
  });

  it("bounds the mean latency by the server's main thread when that is narrower", () => {
    const embeddedRequest = { server: 14, serverMainThread: 13, postgres: 0, loadGenerator: 0.5 };
    expect(leastMeanLatency(embeddedRequest, 10, 2)).toBe(130);
  });
});
