import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { TEST_PUBLIC_URL } from '../../test/app.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { withMailingTestApp } from '../../test/smtp.ts';
import { addDays, weekdayOf } from '../capacity/calendar.ts';
import { type CalendarEvent, calendarFile } from './ics.ts';
import { calendarFileForRequest } from './service.ts';

/** The file as a calendar program reads it: Mozilla's parser, its time zones registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

const STAMP = new Date('2026-11-27T10:00:00Z');

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'bike-7@spaak.test',
  sequence: 0,
  date: '2026-12-08',
  hours: { opens: '09:00', closes: '19:00' },
  summary: 'Fiets naar Spaak: Gazelle Ultimate C8',
  description: 'Aanvraag #SR-2026-007: breng je fiets deze dag.',
  location: 'Lemelerbergweg 48, 1101AM Amsterdam',
  ...overrides,
});

describe('calendarFile', () => {
  it('publishes an event in Amsterdam time that a real parser reads back, in winter and in summer', () => {
    const text = calendarFile(
      [event(), event({ uid: 'bike-8@spaak.test', date: '2027-06-15', sequence: 3 })],
      STAMP,
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const [winter, summer] = events;
    expect(winter?.uid).toBe('bike-7@spaak.test');
    expect(winter?.sequence).toBe(0);
    expect(winter?.startDate.zone?.tzid).toBe('Europe/Amsterdam');
    expect(winter?.startDate.toJSDate().toISOString()).toBe('2026-12-08T08:00:00.000Z');
    expect(winter?.endDate.toJSDate().toISOString()).toBe('2026-12-08T18:00:00.000Z');
    expect(summer?.sequence).toBe(3);
    expect(summer?.startDate.toJSDate().toISOString()).toBe('2027-06-15T07:00:00.000Z');
    expect(winter?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-11-27T10:00:00Z',
    );
  });

  it('takes the whole day for an event without hours, and needs no time zone then', () => {
    const text = calendarFile([event({ hours: null, location: null })], STAMP);
    expect(text).not.toContain('VTIMEZONE');
    const [allDay] = parse(text).events;
    expect(allDay?.startDate.isDate).toBe(true);
    expect(allDay?.startDate.toString()).toBe('2026-12-08');
    expect(allDay?.endDate.toString()).toBe('2026-12-09');
    expect(allDay?.location).toBeNull();
  });

  it('escapes commas, semicolons and backslashes, and folds long lines without breaking a character', () => {
    const summary = `Fiets naar Spaak; “Café”, ${'Gazelle Ultimate C8 élégante '.repeat(6)}\\ klaar`;
    const text = calendarFile([event({ summary })], STAMP);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const [parsed] = parse(text).events;
    expect(parsed?.summary).toBe(summary);
    expect(parsed?.location).toBe('Lemelerbergweg 48, 1101AM Amsterdam');
  });
});

describe('calendarFileForRequest', () => {
  const app = withMailingTestApp();

  const fileOf = (serviceRequestId: number) =>
    calendarFileForRequest(app.server.database.db, {
      serviceRequestId,
      publicUrl: TEST_PUBLIC_URL,
      workshop: app.server.config.workshop,
      now: STAMP,
    });

  async function approvedRequest(overrides: Parameters<typeof insertServiceRequest>[1] = {}) {
    const request = await insertServiceRequest(app.server.database.db, overrides);
    const approval = await app.asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
    expect(approval.statusCode, approval.body).toBe(200);
    const [bike] = approval.json().request.bikes;
    return { ...request, bike, reference: formatReference(request.id, request.createdAt) };
  }

  it("puts a workshop bike on its planned day during that day's opening hours, at the workshop's address", async () => {
    const request = await approvedRequest();
    const file = await fileOf(request.id);
    expect(file?.fileName).toBe(`afspraak-${request.reference.slice(1)}.ics`);
    const [bike] = parse(file?.content ?? '').events;
    expect(bike?.uid).toBe(`bike-${request.bike.id}@spaak.test`);
    expect(bike?.summary).toBe('Fiets naar Spaak: VanMoof S3');
    expect(bike?.location).toBe(app.server.config.workshop.address);
    expect(bike?.description).toContain(request.reference);
    const plannedDate: string = request.bike.progress.plannedDate;
    expect(bike?.startDate.toString().slice(0, 10)).toBe(plannedDate);
    const opens = weekdayOf(plannedDate) === 'monday' ? 'T13:00:00' : 'T09:00:00';
    expect(bike?.startDate.toString()).toBe(`${plannedDate}${opens}`);
    expect(bike?.startDate.zone?.tzid).toBe('Europe/Amsterdam');
  });

  it('keeps the UID and raises the SEQUENCE when staff move the bike to another day', async () => {
    const request = await approvedRequest();
    const [before] = parse((await fileOf(request.id))?.content ?? '').events;
    let later = addDays(request.bike.progress.plannedDate, 7);
    while (['saturday', 'sunday'].includes(weekdayOf(later))) later = addDays(later, 1);
    const moved = await app.asAdmin(
      'PATCH',
      `/api/service-requests/${request.id}/bikes/${request.bike.id}/plan`,
      { plannedDate: later, plannedMinutes: 60, version: 0, confirmOverfull: true },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const [after] = parse((await fileOf(request.id))?.content ?? '').events;
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? 0);
    expect(after?.startDate.toString().slice(0, 10)).toBe(later);
  });

  it('gives an English customer an English file, and a visit on location the whole day without an address', async () => {
    const request = await approvedRequest({
      language: 'en',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Kade',
      bikeLocationHouseNumber: '9',
      bikeLocationPostcode: '1013AA',
      bikeLocationCity: 'Amsterdam',
    });
    const file = await fileOf(request.id);
    expect(file?.fileName).toBe(`appointment-${request.reference.slice(1)}.ics`);
    const [visit] = parse(file?.content ?? '').events;
    expect(visit?.summary).toBe('Spaak mechanic visits: VanMoof S3');
    expect(visit?.startDate.isDate).toBe(true);
    expect(visit?.location).toBeNull();
    expect(file?.content).not.toContain('Kade');
  });

  it('attaches the file to the approval mail over SMTP, as text/calendar to publish', async () => {
    const request = await approvedRequest({ email: 'agenda@example.nl' });
    const mail = await app.smtp.waitForMessage((received) =>
      received.to.includes('agenda@example.nl'),
    );
    expect(mail.subject).toContain('goedgekeurd');
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`afspraak-${request.reference.slice(1)}.ics`);
    expect(attachment?.contentType).toBe('text/calendar');
    expect(attachment?.parameters.method).toBe('PUBLISH');
    const [bike] = parse(attachment?.content ?? '').events;
    expect(bike?.uid).toBe(`bike-${request.bike.id}@spaak.test`);
    expect(bike?.startDate.toString().slice(0, 10)).toBe(request.bike.progress.plannedDate);
  });

  it('attaches nothing to a mail that announces no day', async () => {
    const request = await insertServiceRequest(app.server.database.db, {
      email: 'afwijzing@example.nl',
    });
    const rejection = await app.asAdmin('PATCH', `/api/service-requests/${request.id}/reject`, {
      customReason: 'Buiten ons servicegebied',
    });
    expect(rejection.statusCode, rejection.body).toBe(200);
    const mail = await app.smtp.waitForMessage((received) =>
      received.to.includes('afwijzing@example.nl'),
    );
    expect(mail.attachments).toEqual([]);
  });

  it('makes no file for a request without a planned day', async () => {
    const pending = await insertServiceRequest(app.server.database.db);
    expect(await fileOf(pending.id)).toBeNull();
  });
});
