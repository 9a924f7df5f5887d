import { z } from 'zod';
import { checkpoint, vacuumAndAnalyze } from '../db/maintenance.ts';
import { defineJob } from './boss.ts';

/**
 * Every night, for the embedded database only (PostgreSQL has autovacuum and a checkpointer):
 * statistics and dead rows (`vacuumAndAnalyze`), then a `checkpoint`. At night, because the
 * single embedded connection waits for it (about 1.5 s on 100 000 requests).
 */
export const maintainEmbeddedDatabaseJob = defineJob({
  name: 'maintain-embedded-database',
  payload: z.object({}),
  schedule: '10 4 * * *',
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 600,
  retryBackoff: false,
  async handle(_payload, { database }) {
    await vacuumAndAnalyze(database);
    await checkpoint(database);
  },
});
