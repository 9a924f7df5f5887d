// English words of the calendar file a customer gets for their bike's planned day.
import type { SameTexts } from '../language.ts';
import type { CALENDAR_TEXTS_NL } from './calendar-nl.ts';

export const CALENDAR_TEXTS_EN: SameTexts<typeof CALENDAR_TEXTS_NL> = {
  fileName: (reference) => `appointment-${reference}.ics`,
  workshopSummary: (workshop, bike) => `Bike to ${workshop}: ${bike}`,
  workshopDescription: (reference, phone) =>
    `Request ${reference}: please bring your bike to the workshop during opening hours on this day. Anything changed? Call us on ${phone}.`,
  visitSummary: (workshop, bike) => `${workshop} mechanic visits: ${bike}`,
  visitDescription: (reference, phone) =>
    `Request ${reference}: our mechanic comes by on this day; we will let you know the time. Anything changed? Call us on ${phone}.`,
};
