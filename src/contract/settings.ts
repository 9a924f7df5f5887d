import { z } from 'zod';

/** Shown when the configuration cannot be read ("in the second option block" of the spec). */
export const FALLBACK_WAIT_DAYS = { on_location_days: 5, workshop_days: 3 } as const;
/** What the configuration form shows until it has loaded, and what a new install stores. */
export const DEFAULT_WAIT_DAYS = { on_location_days: 2, workshop_days: 1 } as const;

export const WAIT_TIME_MESSAGES = {
  invalidTitle: 'Ongeldige Waarden',
  invalid: 'Wachttijden moeten minimaal 1 dag zijn',
} as const;

const waitDays = z
  .number({ error: WAIT_TIME_MESSAGES.invalid })
  .int(WAIT_TIME_MESSAGES.invalid)
  .min(1, WAIT_TIME_MESSAGES.invalid)
  .max(365, 'Wachttijden kunnen hoogstens 365 dagen zijn');

export const serviceWaitTimesSchema = z.strictObject({
  on_location_days: waitDays,
  workshop_days: waitDays,
});
export type ServiceWaitTimes = z.infer<typeof serviceWaitTimesSchema>;

/** What the portals need to know about the workshop. */
export const siteInfoSchema = z.object({
  workshopName: z.string(),
  workshopAddress: z.string(),
  marketingUrl: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
