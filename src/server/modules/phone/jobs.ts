import { z } from 'zod';
import { PHONE_MESSAGES } from '../../../contract/phone.ts';
import { defineJob } from '../../jobs/boss.ts';
import { reportFailedContactSync, syncPendingContacts } from './contact-sync.ts';

/**
 * Works through the pending Aircall contacts, one batch a run; a run that leaves some
 * pending enqueues the next. The client waits out Aircall's rate limit, so a large sync
 * takes minutes rather than failing. At most one run is queued and one running at a time.
 * When Aircall keeps failing, the pending contacts are marked failed and the staff told.
 */
export const syncAircallContactsJob = defineJob({
  name: 'sync-aircall-contacts',
  payload: z.object({}),
  policy: 'stately',
  retryLimit: 6,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,

  async handle(_payload, { database, integrations, jobs }) {
    if (!integrations.phone) throw new Error(PHONE_MESSAGES.notConfigured);
    const { remaining } = await syncPendingContacts({
      db: database.db,
      phone: integrations.phone,
    });
    if (remaining > 0) await jobs.enqueue(database, syncAircallContactsJob, {});
  },

  async onFinalFailure(_payload, error, { database }) {
    await reportFailedContactSync(database.db, error);
  },
});
