import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type Database } from './connect.ts';

// Only the embedded database is ours to make durable; PostgreSQL flushes by itself.
describe.skipIf(process.env.DATABASE_URL)('the embedded database on disk', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-durable-'));
    database = await connectDatabase({ dataDir });
    await database.executeSql('create table flush_probe (id serial primary key, note text)');
  });

  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The files `work` flushes to disk, by their path under the data directory. */
  async function filesFlushedBy(work: () => Promise<unknown>) {
    const flushed: string[] = [];
    const flushToDisk = fs.fsyncSync;
    const fsync = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      flushed.push(path.relative(dataDir, readlinkSync(`/proc/self/fd/${fd}`)));
      flushToDisk(fd);
    });
    try {
      await work();
    } finally {
      fsync.mockRestore();
    }
    return flushed;
  }

  it('runs PostgreSQL with fsync on', async () => {
    const { rows } = await database.executeSql('show fsync');
    expect(rows).toEqual([{ fsync: 'on' }]);
  });

  it('flushes the write-ahead log to disk before a commit returns, so a power cut loses no confirmed request', async () => {
    const flushed = await filesFlushedBy(() =>
      database.transaction((tx) =>
        tx.executeSql('insert into flush_probe (note) values ($1)', ['bevestigd']),
      ),
    );
    expect(flushed).toEqual(expect.arrayContaining([expect.stringMatching(/^pgdata\/pg_wal\//)]));
  });

  it('flushes nothing for a read', async () => {
    const flushed = await filesFlushedBy(() =>
      database.executeSql('select count(*) from flush_probe'),
    );
    expect(flushed).toEqual([]);
  });
});
