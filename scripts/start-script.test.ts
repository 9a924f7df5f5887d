import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const folder = mkdtempSync(path.join(tmpdir(), 'spaak-start-script-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A stand-in for the server, in the start script's place: says it is up, and says which signal
 * reached it before it stops, as the server's graceful shutdown would. Left without a signal,
 * it ends itself after a while rather than outlive the test.
 */
const standIn = path.join(folder, 'stand-in.mjs');
writeFileSync(
  standIn,
  `for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => { console.log(signal); process.exit(0); });
console.log('listening'); setTimeout(() => process.exit(1), 10_000);`,
);

describe("npm start's script", () => {
  it('hands a SIGTERM sent to its shell to the server, so a process manager can stop it', async () => {
    const command = scripts.start.replace('scripts/start.mjs', standIn);
    expect(command).not.toBe(scripts.start);
    // npm runs a script as `sh -c` and forwards its own SIGTERM to that shell.
    const shell = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    shell.stdout.setEncoding('utf8').on('data', (text: string) => {
      output += text;
    });
    while (!output.includes('listening')) await once(shell.stdout, 'data');
    shell.kill('SIGTERM');
    // A server the signal missed keeps the output open, so the wait for it is bounded.
    await Promise.race([once(shell, 'close'), sleep(5_000)]);
    expect(output).toContain('SIGTERM');
  });
});
