import { asc } from 'drizzle-orm';
import {
  DEFAULT_WAIT_DAYS,
  type OnLocationNote,
  type ServiceWaitTimes,
  type SiteInfo,
} from '../../../contract/settings.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { serviceConfig } from '../../db/schema.ts';
import { waitEstimateDays } from '../capacity/service.ts';

/** What the portals show of the workshop: `GET /api/site`, and in the portal shell's page. */
export const siteInfoOf = ({ workshop }: Config): SiteInfo => ({
  workshopName: workshop.name,
  workshopAddress: workshop.address,
  marketingUrl: workshop.marketingUrl,
  privacyUrl: workshop.privacyUrl ?? null,
});

/** The wait times staff entered, in business days (the defaults when none are stored). */
export async function getManualWaitTimes(db: Db): Promise<ServiceWaitTimes> {
  const [row] = await db.select().from(serviceConfig).orderBy(asc(serviceConfig.id)).limit(1);
  if (!row) return { ...DEFAULT_WAIT_DAYS };
  return { on_location_days: row.onLocationDays, workshop_days: row.workshopDays };
}

/**
 * The wait estimates the portals and mails promise, in business days: from the workshop's
 * capacity once it is configured (the same for both services, as approval plans both on that
 * capacity), otherwise the manual wait times (decision 042).
 */
export async function getServiceWaitTimes(db: Db): Promise<ServiceWaitTimes> {
  const days = await waitEstimateDays(db);
  if (days === null) return getManualWaitTimes(db);
  return { on_location_days: days, workshop_days: days };
}

/** Writes `values` to the one configuration row, which the first change creates. */
async function updateServiceConfig(db: Db, values: Partial<typeof serviceConfig.$inferInsert>) {
  const [existing] = await db.select({ id: serviceConfig.id }).from(serviceConfig).limit(1);
  if (existing) await db.update(serviceConfig).set(values);
  else await db.insert(serviceConfig).values(values);
}

/** Changes the wait estimates; the portals show them from the next page load. */
export async function updateServiceWaitTimes(options: { db: Db; waitTimes: ServiceWaitTimes }) {
  await updateServiceConfig(options.db, {
    onLocationDays: options.waitTimes.on_location_days,
    workshopDays: options.waitTimes.workshop_days,
  });
  return getManualWaitTimes(options.db);
}

/** What staff say the on-location service costs or means; empty texts when they said nothing. */
export async function getOnLocationNote(db: Db): Promise<OnLocationNote> {
  const [row] = await db
    .select({ nl: serviceConfig.onLocationNoteNl, en: serviceConfig.onLocationNoteEn })
    .from(serviceConfig)
    .orderBy(asc(serviceConfig.id))
    .limit(1);
  return row ?? { nl: '', en: '' };
}

/** Changes the on-location explanation in both languages at once. */
export async function updateOnLocationNote(options: { db: Db; note: OnLocationNote }) {
  await updateServiceConfig(options.db, {
    onLocationNoteNl: options.note.nl,
    onLocationNoteEn: options.note.en,
  });
  return getOnLocationNote(options.db);
}

/** Business days to wait for a request of this delivery type. */
export async function waitDaysFor(db: Db, deliveryType: 'workshop' | 'on_location') {
  const waitTimes = await getServiceWaitTimes(db);
  return deliveryType === 'on_location' ? waitTimes.on_location_days : waitTimes.workshop_days;
}
