import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginLink } from '../auth/service.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { assembleServer } from '../main.ts';
import { createTestDatabase } from '../test/database.ts';

const logLines: string[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-log-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://spaak.test',
  SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
});
let database: Database;
let server: Awaited<ReturnType<typeof assembleServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await assembleServer({
    config,
    database,
    logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
  });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the request log', () => {
  it('names the path of a sign-in link but never its token', async () => {
    const link = new URL(await createLoginLink({ database, config, email: 'klant@example.nl' }));
    const token = link.searchParams.get('token') ?? '';
    const opened = await server.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
    });
    expect(opened.statusCode).toBe(200);
    const requestLines = logLines.filter((line) => line.includes('/api/auth/magic'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    expect(logLines.filter((line) => line.includes('token='))).toEqual([]);
  });
});
