import { WORKSHOP_TIME_ZONE } from '../../../contract/service-request-constants.ts';

// An RFC 5545 calendar file, written by hand (decision 049): a few lines of text, validated in
// the tests by a real parser.

/** One day in a customer's calendar, as a calendar program keeps it. */
export type CalendarEvent = {
  /** The same for every version of the event, so a calendar updates it in place. */
  uid: string;
  /** Grows with every change, so a calendar takes the newer version. */
  sequence: number;
  /** The day, YYYY-MM-DD, in Amsterdam. */
  date: string;
  /** From when until when that day (HH:MM, Amsterdam); without it the event takes the day. */
  hours: { opens: string; closes: string } | null;
  summary: string;
  description: string;
  location: string | null;
};

/**
 * Amsterdam's offsets since the EU's summer time rules of 1996: the calendar file must define
 * every TZID it uses (RFC 5545 §3.6.5), and these rules hold for every date Spaak plans.
 */
const AMSTERDAM = [
  'BEGIN:VTIMEZONE',
  `TZID:${WORKSHOP_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19960331T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT as RFC 5545 §3.3.11 escapes it. */
const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (§3.1): the continuation starts with a space. Cut between
 * characters, never inside one's UTF-8 bytes.
 */
function fold(line: string) {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;

/** The day after a YYYY-MM-DD date: an all-day event ends there (DTEND is exclusive). */
const nextDay = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const utcStamp = (moment: Date) => `${moment.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function eventLines(event: CalendarEvent, stampedAt: Date) {
  const when = event.hours
    ? [
        `DTSTART;TZID=${WORKSHOP_TIME_ZONE}:${compactDate(event.date)}T${compactTime(event.hours.opens)}`,
        `DTEND;TZID=${WORKSHOP_TIME_ZONE}:${compactDate(event.date)}T${compactTime(event.hours.closes)}`,
      ]
    : [
        `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
        `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
      ];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(stampedAt)}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // The customer's day stays free for other plans: dropping a bike off takes minutes.
    'TRANSP:TRANSPARENT',
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/**
 * A VCALENDAR with one event per entry, published (not an invitation: the customer answers by
 * phone, not by calendar). `stampedAt` is when the file is made.
 */
export function calendarFile(events: CalendarEvent[], stampedAt: Date) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Spaak//Werkplaats//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(events.some((event) => event.hours) ? AMSTERDAM : []),
    ...events.flatMap((event) => eventLines(event, stampedAt)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
