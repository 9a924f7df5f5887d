import { asc, eq } from 'drizzle-orm';
import { OPENING_HOURS } from '../../../contract/capacity-constants.ts';
import type { Language } from '../../../contract/language.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { CALENDAR_TEXTS_EN } from '../../../contract/texts/calendar-en.ts';
import { CALENDAR_TEXTS_NL } from '../../../contract/texts/calendar-nl.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { bikeProgress, bikes, serviceRequests } from '../../db/schema.ts';
import { weekdayOf } from '../capacity/calendar.ts';
import { type CalendarEvent, calendarFile } from './ics.ts';

const TEXTS = { nl: CALENDAR_TEXTS_NL, en: CALENDAR_TEXTS_EN } satisfies Record<Language, unknown>;

/** A request's file: its name, and its text as RFC 5545 (CRLF lines). */
export type CalendarFile = { fileName: string; content: string };

/**
 * A bike's event is the same event however often its date moves: `bike-<id>@<public host>`,
 * unique per installation and bike, never reused (bike ids are not).
 */
export const calendarUid = (bikeId: number, publicUrl: string) =>
  `bike-${bikeId}@${new URL(publicUrl).hostname}`;

/**
 * The calendar file of a request's planned days (decision 049): an event per bike with a
 * planned date, in the request's language. At the workshop the event spans that weekday's
 * opening hours, when the bike can be brought (the whole day on a day without them); a visit
 * on location takes the whole day, as its time comes from the route planner. Its SEQUENCE is
 * the bike's version, which grows with every change of plan or stage, so a moved date updates
 * the event already in the customer's calendar. Null for a request with no planned bike.
 */
export async function calendarFileForRequest(
  db: Db,
  options: {
    serviceRequestId: number;
    publicUrl: string;
    workshop: Pick<Config['workshop'], 'name' | 'address' | 'phone'>;
    /** When the file is made; its DTSTAMP. */
    now?: Date;
  },
): Promise<CalendarFile | null> {
  const { workshop } = options;
  const rows = await db
    .select({
      request: {
        id: serviceRequests.id,
        createdAt: serviceRequests.createdAt,
        language: serviceRequests.language,
        deliveryType: serviceRequests.deliveryType,
      },
      bikeId: bikes.id,
      brand: bikes.brand,
      model: bikes.model,
      plannedDate: bikeProgress.plannedDate,
      version: bikeProgress.version,
    })
    .from(bikeProgress)
    .innerJoin(bikes, eq(bikes.id, bikeProgress.bikeId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, bikeProgress.serviceRequestId))
    .where(eq(bikeProgress.serviceRequestId, options.serviceRequestId))
    .orderBy(asc(bikes.position));
  const request = rows[0]?.request;
  if (!request) return null;
  const texts = TEXTS[request.language];
  const reference = formatReference(request.id, request.createdAt);
  const atWorkshop = request.deliveryType === 'workshop';
  const events = rows.flatMap((row): CalendarEvent[] => {
    if (!row.plannedDate) return [];
    const bike = [row.brand, row.model].filter(Boolean).join(' ');
    return [
      {
        uid: calendarUid(row.bikeId, options.publicUrl),
        sequence: row.version,
        date: row.plannedDate,
        hours: atWorkshop ? OPENING_HOURS[weekdayOf(row.plannedDate)] : null,
        summary: atWorkshop
          ? texts.workshopSummary(workshop.name, bike)
          : texts.visitSummary(workshop.name, bike),
        description: atWorkshop
          ? texts.workshopDescription(reference, workshop.phone)
          : texts.visitDescription(reference, workshop.phone),
        // The customer's own address is theirs to know; the file names only the workshop's.
        location: atWorkshop ? workshop.address : null,
      },
    ];
  });
  if (events.length === 0) return null;
  return {
    fileName: texts.fileName(reference.slice(1)),
    content: calendarFile(events, options.now ?? new Date()),
  };
}
