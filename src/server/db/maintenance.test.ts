import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobs } from '../jobs/boss.ts';
import { maintainEmbeddedDatabaseJob } from '../jobs/maintain-embedded-database.ts';
import { createTestDatabase } from '../test/database.ts';
import { insertServiceRequest } from '../test/factories.ts';
import { jobContextForTests } from '../test/job-context.ts';
import { connectDatabase, type Database } from './connect.ts';

const hasStatistics = async (database: Database) =>
  (
    await database.executeSql(
      `SELECT 1 FROM pg_stats WHERE schemaname = 'public' AND tablename = 'service_requests'`,
      [],
    )
  ).rows.length > 0;

async function insertRequests(database: Database, count: number) {
  for (let index = 0; index < count; index += 1) {
    await insertServiceRequest(database.db, { fullName: `Klant ${index}` });
  }
}

describe('keeping the planner informed', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('gathers statistics for the planner in the nightly maintenance job', async () => {
    await insertRequests(database, 20);
    await database.executeSql(`DELETE FROM service_requests WHERE full_name = 'Klant 3'`);
    const logger = pino({ level: 'silent' });
    const context = jobContextForTests(logger);
    const jobs = createJobs({ database, logger, context });
    await maintainEmbeddedDatabaseJob.handle({}, { ...context, database, logger, jobs });
    expect(await hasStatistics(database)).toBe(true);
    const { rows } = await database.executeSql(
      `SELECT reltuples FROM pg_class WHERE relname = 'service_requests'`,
      [],
    );
    expect(Number(rows[0]?.reltuples)).toBe(19);
  });
});

describe.skipIf(process.env.DATABASE_URL)('the embedded database after a crash', () => {
  it('replays at most a day of WAL: the nightly maintenance ends with a checkpoint', async () => {
    const database = await createTestDatabase();
    try {
      await insertRequests(database, 3);
      const { rows } = await database.executeSql('SELECT pg_current_wal_lsn()::text AS lsn');
      const logger = pino({ level: 'silent' });
      const context = jobContextForTests(logger);
      const jobs = createJobs({ database, logger, context });
      await maintainEmbeddedDatabaseJob.handle({}, { ...context, database, logger, jobs });
      const redo = await database.executeSql(
        'SELECT redo_lsn >= $1::pg_lsn AS replays_nothing_older FROM pg_control_checkpoint()',
        [rows[0]?.lsn],
      );
      expect(redo.rows).toEqual([{ replays_nothing_older: true }]);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(process.env.DATABASE_URL)('opening the embedded database', () => {
  it('analyses a requests table without statistics when it opens, as after a restore', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-maintenance-'));
    const first = await connectDatabase({ dataDir });
    await insertRequests(first, 5);
    expect(await hasStatistics(first)).toBe(false);
    await first.close();

    const reopened = await connectDatabase({ dataDir });
    try {
      expect(await hasStatistics(reopened)).toBe(true);
    } finally {
      await reopened.close();
    }
  });
});
