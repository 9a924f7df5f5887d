import { lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { magicLinkTokens } from '../db/schema.ts';
import { defineJob } from '../jobs/boss.ts';
import { deleteExpiredSessions } from './session-store.ts';

/** Used and expired sign-in links are kept a day, for the rate limits and for support. */
const TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Every hour: removes expired sessions and sign-in links no longer of use. */
export const deleteExpiredSignInsJob = defineJob({
  name: 'delete-expired-sign-ins',
  payload: z.object({}),
  schedule: '17 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: false,

  async handle(_payload, { database }) {
    const { db } = database;
    await deleteExpiredSessions(db);
    const cutoff = new Date(Date.now() - TOKEN_RETENTION_MS);
    await db
      .delete(magicLinkTokens)
      .where(or(lt(magicLinkTokens.expiresAt, cutoff), lt(magicLinkTokens.createdAt, cutoff)));
  },
});

/** What the boot registers for this part. */
export const authJobs = [deleteExpiredSignInsJob];
