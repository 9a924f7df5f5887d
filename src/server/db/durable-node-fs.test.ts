import fs, {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type Database } from './connect.ts';
import { flushDirectoryTree } from './durable-node-fs.ts';

/** The files and folders `work` flushes to disk, by their path under `folder`. */
async function filesFlushedBy(folder: string, work: () => unknown) {
  const flushed: string[] = [];
  const flushToDisk = fs.fsyncSync;
  const fsync = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    flushed.push(path.relative(folder, readlinkSync(`/proc/self/fd/${fd}`)));
    flushToDisk(fd);
  });
  try {
    await work();
  } finally {
    fsync.mockRestore();
  }
  return flushed;
}

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

  it('runs PostgreSQL with fsync on', async () => {
    const { rows } = await database.executeSql('show fsync');
    expect(rows).toEqual([{ fsync: 'on' }]);
  });

  it('flushes the write-ahead log to disk before a commit returns, so a power cut loses no confirmed request', async () => {
    const flushed = await filesFlushedBy(dataDir, () =>
      database.transaction((tx) =>
        tx.executeSql('insert into flush_probe (note) values ($1)', ['bevestigd']),
      ),
    );
    expect(flushed).toEqual(expect.arrayContaining([expect.stringMatching(/^pgdata\/pg_wal\//)]));
  });

  it('flushes nothing for a read', async () => {
    const flushed = await filesFlushedBy(dataDir, () =>
      database.executeSql('select count(*) from flush_probe'),
    );
    expect(flushed).toEqual([]);
  });

  it('flushes every file and folder of a new database at its first start, not at later ones, so a power cut soon after the first start leaves a database that opens', async () => {
    const newDataDir = mkdtempSync(path.join(tmpdir(), 'spaak-first-start-'));
    const start = async () => (await connectDatabase({ dataDir: newDataDir })).close();
    try {
      const atFirstStart = await filesFlushedBy(newDataDir, start);
      // initdb's files: the version file and the shared catalogs, which no later write touches.
      const createdByInitdb = [
        'pgdata/PG_VERSION',
        ...readdirSync(path.join(newDataDir, 'pgdata/global')).map(
          (name) => `pgdata/global/${name}`,
        ),
      ];
      expect(atFirstStart).toEqual(
        expect.arrayContaining([...createdByInitdb, 'pgdata', 'pgdata/global', 'pgdata/base', '']),
      );

      const atSecondStart = await filesFlushedBy(newDataDir, start);
      expect(atSecondStart).not.toContain('pgdata/PG_VERSION');
    } finally {
      rmSync(newDataDir, { recursive: true, force: true });
    }
  });
});

describe('flushDirectoryTree', () => {
  it('flushes every file and folder under a folder, and the folder itself in its parent', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'spaak-flush-tree-'));
    const tree = path.join(parent, 'tree');
    mkdirSync(path.join(tree, 'a/b'), { recursive: true });
    writeFileSync(path.join(tree, 'top'), '1');
    writeFileSync(path.join(tree, 'a/b/deep'), '2');
    try {
      const flushed = await filesFlushedBy(parent, () => flushDirectoryTree(tree));
      expect(flushed.sort()).toEqual([
        '',
        'tree',
        'tree/a',
        'tree/a/b',
        'tree/a/b/deep',
        'tree/top',
      ]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
