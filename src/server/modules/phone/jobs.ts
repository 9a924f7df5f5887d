import { z } from 'zod';
import { PHONE_MESSAGES } from '../../../contract/phone.ts';
import { defineJob } from '../../jobs/boss.ts';
import { raiseNotification } from '../notifications/service.ts';
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

/**
 * Removes the Aircall contact of a customer whose data Spaak no longer keeps (an erasure or
 * the retention). Enqueued in the transaction that deletes the customer; retried for about a
 * day, then the staff are told to remove the contact by hand.
 */
export const deletePhoneContactJob = defineJob({
  name: 'delete-phone-contact',
  payload: z.object({ contactId: z.string().min(1) }),
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ contactId }, { integrations }) {
    if (!integrations.phone) throw new Error(PHONE_MESSAGES.notConfigured);
    await integrations.phone.deleteContact(contactId);
  },

  async onFinalFailure({ contactId }, error, { database }) {
    await raiseNotification(database.db, {
      type: 'phone_contact_delete_failed',
      title: 'Contact van een verwijderde klant staat nog in Aircall',
      message: `De klant is verwijderd, maar Aircall gaf steeds een fout (${error.message}). Verwijder contact ${contactId} handmatig in Aircall.`,
      severity: 'error',
      source: 'aircall',
    });
  },
});

/** What the boot registers for this module. */
export const phoneJobs = [syncAircallContactsJob, deletePhoneContactJob];
