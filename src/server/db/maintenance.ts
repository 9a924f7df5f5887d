import type { Database } from './connect.ts';

/**
 * PostgreSQL's autovacuum keeps planner statistics current and reclaims dead rows. The
 * embedded database (PGlite) runs as a single process without it, so Spaak does that work
 * itself: without statistics the planner misjudges the search (a bitmap scan where walking
 * the date index is faster), and without vacuum every read pays for old row versions.
 */
export async function vacuumAndAnalyze(database: Database) {
  await database.executeSql('VACUUM (ANALYZE)');
}

/**
 * Writes every changed page to the data files and starts the WAL afresh. PostgreSQL's own
 * checkpointer does this every few minutes; the embedded database has none and checkpoints
 * only when it closes or its WAL reaches 1 GB, so after a crash it could replay weeks of WAL
 * before it answers again. Done nightly, a restart after a crash replays a day at most.
 */
export async function checkpoint(database: Database) {
  await database.executeSql('CHECKPOINT');
}

/**
 * Gathers statistics when the requests table has none yet: after the first boot, after a
 * restore, or after an upgrade from a version that never ran the nightly maintenance.
 */
export async function analyzeIfWithoutStatistics(database: Database) {
  const { rows } = await database.executeSql(
    `SELECT 1 FROM pg_stats WHERE schemaname = 'public' AND tablename = $1 LIMIT 1`,
    ['service_requests'],
  );
  if (rows.length === 0) await database.executeSql('ANALYZE');
}
