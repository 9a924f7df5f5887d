import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { text } from './fields.ts';
import { ON_LOCATION_NOTE_MAX_LENGTH } from './settings-constants.ts';

// Without zod, for the customer portal's first download; part of this contract all the same.
export * from './settings-constants.ts';

const waitDays = z
  .number({ error: inputMessage('waitDaysTooFew') })
  .int(inputMessage('waitDaysTooFew'))
  .min(1, inputMessage('waitDaysTooFew'))
  .max(365, inputMessage('waitDaysTooMany'));

export const serviceWaitTimesSchema = z.strictObject({
  on_location_days: waitDays,
  workshop_days: waitDays,
});
export type ServiceWaitTimes = z.infer<typeof serviceWaitTimesSchema>;

const onLocationNote = text().trim().max(ON_LOCATION_NOTE_MAX_LENGTH, inputMessage('tooLong'));

/**
 * What the on-location ("premium") service costs or means, as staff word it for customers, in
 * each language; empty leaves the portal's own words.
 */
export const onLocationNoteSchema = z.strictObject({ nl: onLocationNote, en: onLocationNote });
export type OnLocationNote = z.infer<typeof onLocationNoteSchema>;

/** What the portals need to know about the workshop. */
export const siteInfoSchema = z.object({
  workshopName: z.string(),
  workshopAddress: z.string(),
  marketingUrl: z.string(),
  /** The workshop's privacy statement; null when it has none to link to. */
  privacyUrl: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
