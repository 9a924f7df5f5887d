import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGE_NAMES_NL } from '../../../../../contract/service-requests/stage-names.ts';
import { formatsFor } from '../../../../lib/format.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { describeHistoryEntry, type Lookups } from './history-entries.ts';

const texts = REQUESTS_TEXTS.dutch;
const lookups: Lookups = {
  t: texts.timeline,
  stages: STAGE_NAMES_NL,
  minutes: texts.journey.minutes,
  format: formatsFor('nl'),
  labelName: (id) => (id === 3 ? 'Spoed' : texts.timeline.deletedLabel),
  noteBody: (id) => (id === 9 ? 'Remkabel besteld' : undefined),
  staffName: (id) => (id === 5 ? 'Joris Monteur' : texts.timeline.formerStaff),
};

const entry = (type: string, payload: Record<string, unknown> = {}) => ({
  id: 1,
  type,
  actor: 'beheer@werkplaats.test',
  at: '2026-11-27T10:00:00.000Z',
  payload,
});

describe('a history entry in words', () => {
  it("names a bike's move with both stages and the words of the note that went with it", () => {
    expect(
      describeHistoryEntry(
        entry('bike.stage_changed', {
          bikeId: 4,
          position: 2,
          from: 'planned',
          to: 'in_repair',
          noteId: 9,
        }),
        lookups,
      ),
    ).toEqual({ what: 'Fiets 2: Ingepland → In reparatie', note: 'Remkabel besteld' });
  });

  it("names how a lease bike left the lessor's stage: the lessor's reference and date, or staff's reason", () => {
    const leaving = (passage: Record<string, unknown>) =>
      describeHistoryEntry(
        entry('bike.stage_changed', {
          position: 1,
          from: 'waiting_for_lessor',
          to: 'in_repair',
          ...passage,
        }),
        lookups,
      ).what;
    expect(leaving({ lessorApproval: { reference: 'LAB-4471', approvedOn: '2026-11-26' } })).toBe(
      'Fiets 1: Wacht op leasemaatschappij → In reparatie · Akkoord leasemaatschappij: ref LAB-4471 van 26 nov 2026',
    );
    expect(leaving({ lessorOverride: { reason: 'Lessor telefonisch akkoord' } })).toBe(
      'Fiets 1: Wacht op leasemaatschappij → In reparatie · Zonder akkoord verder: Lessor telefonisch akkoord',
    );
  });

  it('names whom a bike was given to, a former colleague when they left, and nobody', () => {
    const given = (to: number | null) =>
      describeHistoryEntry(entry('bike.assigned', { position: 2, from: null, to }), lookups).what;
    expect(given(5)).toBe('Fiets 2 gegeven aan Joris Monteur');
    expect(given(6)).toBe('Fiets 2 gegeven aan een oud-medewerker');
    expect(given(null)).toBe('Fiets 2 van niemand meer');
  });

  it("names a bike's new plan, day and minutes before and after", () => {
    expect(
      describeHistoryEntry(
        entry('bike.plan_changed', {
          position: 1,
          from: { plannedDate: null, plannedMinutes: 60 },
          to: { plannedDate: '2026-12-01', plannedMinutes: 90 },
        }),
        lookups,
      ).what,
    ).toBe('Fiets 1: planning geen datum · 60 min → 1 dec 2026 · 90 min');
  });

  it("names a quote sent with its version and total, and the customer's answer", () => {
    const quote = { bikeId: 4, position: 2, quoteId: 7, version: 3 };
    expect(
      describeHistoryEntry(entry('bike.quote_sent', { ...quote, totalCents: 5200 }), lookups).what,
    ).toBe('Fiets 2: offerte versie 3 verstuurd (€\u00a052,00)');
    expect(
      describeHistoryEntry(entry('bike.quote_decided', { ...quote, decision: 'approved' }), lookups)
        .what,
    ).toBe('Fiets 2: klant gaat akkoord met offerte versie 3');
    expect(
      describeHistoryEntry(entry('bike.quote_decided', { ...quote, decision: 'declined' }), lookups)
        .what,
    ).toBe('Fiets 2: klant gaat niet akkoord met offerte versie 3');
  });

  it('names a label by its id, and one deleted since as such', () => {
    expect(describeHistoryEntry(entry('request.label_added', { labelId: 3 }), lookups).what).toBe(
      'Label toegevoegd: Spoed',
    );
    expect(describeHistoryEntry(entry('request.label_removed', { labelId: 8 }), lookups).what).toBe(
      'Label weggehaald: een verwijderd label',
    );
  });

  it('still says something for a type it does not know, or a payload of another shape', () => {
    expect(describeHistoryEntry(entry('quote.sent'), lookups)).toEqual({
      what: 'Wijziging (quote.sent)',
    });
    expect(
      describeHistoryEntry(entry('bike.stage_changed', { from: 'somewhere' }), lookups).what,
    ).toBe('Wijziging (bike.stage_changed)');
  });
});

/** Every event type the server defines (`defineEvent({ type: '…' })` in a module's events.ts). */
function definedEventTypes() {
  const modules = new URL('../../../../../server/modules/', import.meta.url);
  return readdirSync(modules).flatMap((module) => {
    const events = new URL(`${module}/events.ts`, modules);
    let source: string;
    try {
      source = readFileSync(events, 'utf8');
    } catch {
      return [];
    }
    return [...source.matchAll(/defineEvent\(\{\s*type: '([^']+)'/g)].map((match) => match[1]);
  });
}

it('has words of its own for every event type the server defines', () => {
  const types = definedEventTypes();
  expect(types.length).toBeGreaterThan(20);
  const source = readFileSync(new URL('./history-entries.ts', import.meta.url), 'utf8');
  expect(types.filter((type) => !source.includes(`case '${type}':`))).toEqual([]);
});
