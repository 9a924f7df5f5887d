import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuBetween, snapshot } from './cpu.ts';
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
      expect(used.spawnedMainThread).toBeLessThanOrEqual(used.spawned);
      expect(used.bench).toBeLessThan(used.spawned);
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
