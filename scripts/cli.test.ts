import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { startServer } from '../src/server/main.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-cli-'));
const environment = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };

/** Runs `npm run cli -- …` as a person would, and returns its exit code and output. */
const cli = (...args: string[]) => cliWith({}, ...args);

/** The same, with some settings of its own. */
async function cliWith(settings: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/cli.ts', ...args], {
      env: { ...environment, ...settings },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  expect((await cli('admin:add', 'eerste@example.nl')).code).toBe(0);
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each test starts the command line as processes of its own, each opening the embedded database
// (WebAssembly compiled afresh): seconds per call, more on a machine busy with other tests.
describe('the command line', { timeout: 90_000 }, () => {
  it('prints a one-time sign-in link', async () => {
    const result = await cli('login-link', 'eerste@example.nl');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(
      /^http:\/\/localhost:5000\/api\/auth\/magic\?token=[\w-]{43}$/,
    );
  });

  it('adds and removes an admin, but never the last one', async () => {
    expect((await cli('admin:add', 'tweede@example.nl')).stdout).toContain(
      'tweede@example.nl is now an admin',
    );
    expect((await cli('admin:add', 'tweede@example.nl')).stderr).toContain('is al beheerder');
    expect((await cli('admin:remove', 'tweede@example.nl')).code).toBe(0);
    const last = await cli('admin:remove', 'eerste@example.nl');
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('De laatste beheerder kan niet worden verwijderd');
  });

  it('refuses to make an admin of, or print a link for, what is not an e-mail address', async () => {
    for (const command of ['admin:add', 'login-link']) {
      const result = await cli(command, 'werkplaats');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('EMAIL must be an e-mail address, not "werkplaats"');
    }
    expect((await cli('admin:remove', 'werkplaats')).stderr).toContain('Beheerder niet gevonden');
  });

  it('adds demo requests', async () => {
    const result = await cli('seed:demo', '30');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Added 30 demo requests');
  });

  it('explains its commands when called without one', async () => {
    const result = await cli();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('login-link EMAIL');
  });

  it('prints its commands on standard output and succeeds when asked for help', async () => {
    for (const flag of ['--help', '-h', 'help']) {
      const result = await cli(flag);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('login-link EMAIL');
    }
  });

  it('says why it cannot open the database, a malformed setting or a server out of reach, without a stack trace', async () => {
    const malformed = await cliWith({ PORT: 'vijfduizend' }, 'login-link', 'eerste@example.nl');
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(/Invalid configuration:\n {2}PORT: /);
    expect(malformed.stderr).not.toMatch(/^\s+at /m);
    const unreachable = await cliWith(
      { DATABASE_URL: 'postgres://spaak@127.0.0.1:1/spaak' },
      'login-link',
      'eerste@example.nl',
    );
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('connect ECONNREFUSED 127.0.0.1:1');
    expect(unreachable.stderr).not.toMatch(/^\s+at /m);
  });

  it('refuses to open the embedded database while the server runs', async () => {
    const server = await startServer(loadConfig({ ...environment, PORT: '0', NODE_ENV: 'test' }));
    try {
      const result = await cli('login-link', 'eerste@example.nl');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is open in another Spaak process (pid ${process.pid})`);
    } finally {
      await server.close();
    }
  });
});
