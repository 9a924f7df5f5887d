import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.ts';
import { magicLinkTokens, sessions } from '../db/schema.ts';
import { createJobs } from '../jobs/boss.ts';
import { createTestDatabase } from '../test/database.ts';
import { jobContextForTests } from '../test/job-context.ts';
import { deleteExpiredSignInsJob } from './jobs.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('deleting expired sign-ins', () => {
  it('removes expired sessions and day-old sign-in links, and keeps the rest', async () => {
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    await database.db.insert(sessions).values([
      { sid: 'verlopen', sess: {}, expire: new Date(now - hour) },
      { sid: 'geldig', sess: {}, expire: new Date(now + hour) },
    ]);
    await database.db.insert(magicLinkTokens).values([
      {
        tokenHash: 'oud',
        email: 'a@example.nl',
        requestedFromIp: '1',
        expiresAt: new Date(now - 25 * hour),
        createdAt: new Date(now - 25 * hour),
      },
      {
        tokenHash: 'recent',
        email: 'a@example.nl',
        requestedFromIp: '1',
        expiresAt: new Date(now - hour),
        createdAt: new Date(now - 2 * hour),
      },
    ]);
    const logger = pino({ level: 'silent' });
    const context = jobContextForTests(logger);
    const jobs = createJobs({ database, logger, context });
    await deleteExpiredSignInsJob.handle({}, { ...context, database, logger, jobs });
    expect((await database.db.select().from(sessions)).map((row) => row.sid)).toEqual(['geldig']);
    expect((await database.db.select().from(magicLinkTokens)).map((row) => row.tokenHash)).toEqual([
      'recent',
    ]);
  });
});
