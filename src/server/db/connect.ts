import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { flushDirectoryTree, withDurableStorage } from './durable-node-fs.ts';
import { analyzeIfWithoutStatistics } from './maintenance.ts';
import { drizzleOnPglite, readTypesAsTextForDrizzle } from './pglite-drizzle.ts';
import { PGliteTakingTurns } from './pglite-taking-turns.ts';

/** The Drizzle query builder, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type SqlResult = { rows: Record<string, unknown>[] };

/** Runs raw SQL with `$1` parameters; pg-boss uses it to enqueue inside our transactions. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

export type Transaction = { db: Db; executeSql: ExecuteSql };

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /** Runs `work` in one transaction: every write in it, jobs included, lands or none does. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(
  new URL('../../../src/server/db/migrations', import.meta.url),
);

/** Any number: every Spaak process takes the same lock to set up PostgreSQL. */
const SETUP_LOCK_ID = 72_616_161;

export type ConnectOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** `copyOf`: the files of an embedded database to start from (`migratedEmbeddedDataDir`). */
  | { inMemory: true; copyOf?: Blob };

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database (on disk
 * under `dataDir`, or in memory for tests), and brings its schema up to date.
 */
export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  const database =
    'databaseUrl' in options ? openPostgres(options.databaseUrl) : await openPglite(options);
  try {
    await migrateDatabase(database);
    if (database.kind === 'pglite') await analyzeIfWithoutStatistics(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(databaseUrl: string): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection that breaks (the server restarts, say) is dropped by the pool and the
  // next query opens a new one. Without a listener the pool's 'error' event would end the
  // process; the queries that fail report the outage themselves.
  pool.on('error', () => {});
  const executeOn =
    (client: pg.Pool | pg.PoolClient): ExecuteSql =>
    (text, values) =>
      client.query(text, values);
  return {
    kind: 'postgres',
    pool,
    db: drizzleNodePg(pool),
    executeSql: executeOn(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      // A connection that dies between two statements reports it as an event; the next
      // statement then fails, and this keeps the event from ending the process.
      const markBroken = () => {
        broken = true;
      };
      client.on('error', markBroken);
      try {
        await client.query('BEGIN');
        const result = await work({ db: drizzleNodePg(client), executeSql: executeOn(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        broken ||= isDatabaseUnavailable(error);
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // A connection that failed is closed rather than handed to the next request.
        client.off('error', markBroken);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite's PostgreSQL settings. Its default 128 MB of shared buffers cost 128 MB of memory;
 * a page it does not hold it reads from the operating system's file cache, which holds the
 * data files anyway.
 */
const PGLITE_SETTINGS = { extensions: { pg_trgm }, postgresqlconf: ['shared_buffers = 32MB'] };

/**
 * The files of a new embedded database with every migration applied: the tests start each of
 * their databases from one copy (`copyOf`), as migrating a new one takes seconds of CPU.
 */
export async function migratedEmbeddedDataDir(): Promise<Blob> {
  const client = new PGliteTakingTurns(PGLITE_SETTINGS);
  try {
    await client.waitReady;
    await migrateDatabase(pgliteDatabase(client, readTypesAsTextForDrizzle(client)));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(
  options: { dataDir: string } | { inMemory: true; copyOf?: Blob },
): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  let createdPgdata: string | undefined;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = await acquireDataDirLock(options.dataDir);
    const pgdata = path.join(options.dataDir, 'pgdata');
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) createdPgdata = pgdata;
    client = new PGliteTakingTurns(withDurableStorage(PGLITE_SETTINGS, pgdata));
  } else {
    client = new PGliteTakingTurns({ ...PGLITE_SETTINGS, loadDataDir: options.copyOf });
  }
  try {
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const database: Database = {
    ...pgliteDatabase(client, readTypesAsTextForDrizzle(client)),
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
  if (createdPgdata) {
    try {
      flushDirectoryTree(createdPgdata);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

/** An open PGlite as the app's `Database`; `parsers` as `readTypesAsTextForDrizzle` gave them. */
function pgliteDatabase(
  client: PGlite,
  parsers: ReturnType<typeof readTypesAsTextForDrizzle>,
): Database {
  const executeOn =
    (target: PGlite | PGliteTransaction): ExecuteSql =>
    async (text, values) => {
      if (values && values.length > 0) return target.query(text, values, { parsers });
      // Without parameters a text may hold several statements (pg-boss's schema does).
      const results = await target.exec(text, { parsers });
      return results.at(-1) ?? { rows: [] };
    };
  return {
    kind: 'pglite',
    db: drizzleOnPglite(client),
    executeSql: executeOn(client),
    transaction: (work) =>
      client.transaction((tx) => work({ db: drizzleOnPglite(tx), executeSql: executeOn(tx) })),
    close: () => client.close(),
  };
}

/**
 * Runs `work` while this process holds the lock of setting PostgreSQL up: the migrations, the
 * first seed, pg-boss's schema and queues. Processes started together (the first deploy of
 * several) would otherwise create the same objects at once, and all but one would fail. The
 * lock is held on a connection of its own, which `work` is given; the embedded database has
 * one process, so there `work` simply runs.
 */
export async function whileSettingUp<T>(
  database: Database,
  work: (lockHolder?: pg.PoolClient) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') return work();
  const { pool } = database as ReturnType<typeof openPostgres>;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_ID]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

async function migrateDatabase(database: Database) {
  await whileSettingUp(database, async (lockHolder) => {
    if (lockHolder) await migrateNodePg(drizzleNodePg(lockHolder), { migrationsFolder });
    else
      await migratePglite(database.db as Parameters<typeof migratePglite>[0], {
        migrationsFolder,
      });
  });
}

/** PostgreSQL error classes 08 (connection exception) and 57 (operator intervention). */
const UNAVAILABLE_SQLSTATE = /^(08|57)/;
const UNAVAILABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * Whether an error means the database cannot be reached (down, restarting, network cut),
 * as opposed to a query it refused. Looks through the causes that drizzle wraps around it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))
    )
      return true;
    if (/Connection terminated|Client has encountered a connection error/.test(current.message))
      return true;
  }
  return false;
}
