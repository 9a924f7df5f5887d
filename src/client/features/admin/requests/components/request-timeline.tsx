import { useEffect, useState } from 'react';
import { BIKE_STAGES, type BikeStage } from '../../../../../contract/service-requests/stages.ts';
import { type Formats, useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useLabels } from '../api/get-labels.ts';
import { type HistoryEntryItem, useRequestHistory } from '../api/get-request-history.ts';
import { useRequestNotes } from '../api/get-request-notes.ts';
import type { RequestsTexts } from '../strings.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

type TimelineTexts = RequestsTexts['timeline'];
type Lookups = {
  t: TimelineTexts;
  stages: Record<BikeStage, string>;
  minutes: (minutes: number) => string;
  format: Formats;
  labelName: (id: unknown) => string;
  noteBody: (id: unknown) => string | undefined;
};

// A payload is what the event recorded when it happened, read here without trusting its shape:
// an event type changes over the years, and an old entry must still read as something.
const numberIn = (value: unknown) => (typeof value === 'number' ? value : undefined);
const textIn = (value: unknown) => (typeof value === 'string' ? value : undefined);
const stageIn = (value: unknown) =>
  BIKE_STAGES.find((stage) => stage === value) as BikeStage | undefined;

/** A bike's plan as '28 nov 2026 · 90 min'. */
function planText(plan: unknown, { t, format, minutes }: Lookups) {
  const { plannedDate, plannedMinutes } = (plan ?? {}) as Record<string, unknown>;
  const date = textIn(plannedDate);
  const duration = numberIn(plannedMinutes);
  return [date ? format.shortDate(date) : t.notPlanned, duration && minutes(duration)]
    .filter(Boolean)
    .join(' · ');
}

/** What happened, in words, and the words of the note that went with it, if any. */
function describe(entry: HistoryEntryItem, lookups: Lookups): { what: string; note?: string } {
  const { t, stages } = lookups;
  const { payload } = entry;
  const bike = () => t.bike(numberIn(payload.position) ?? 0);
  switch (entry.type) {
    case 'bike.stage_changed': {
      const from = stageIn(payload.from);
      const to = stageIn(payload.to);
      if (!from || !to) break;
      return {
        what: `${bike()}: ${stages[from]} → ${stages[to]}`,
        note: lookups.noteBody(payload.noteId),
      };
    }
    case 'bike.plan_changed':
      return {
        what: t.planChanged(
          bike(),
          `${planText(payload.from, lookups)} → ${planText(payload.to, lookups)}`,
        ),
      };
    case 'request.submitted':
      return { what: t.submitted(numberIn(payload.bikeCount) ?? 1) };
    case 'request.created_as_duplicate':
      return { what: t.createdAsDuplicate };
    case 'request.approved':
      return { what: t.approved };
    case 'request.rejected':
      return { what: t.rejected };
    case 'request.archived':
      return { what: t.archived };
    case 'request.edited':
      return { what: t.edited(Array.isArray(payload.fields) ? payload.fields.length : 0) };
    case 'request.duplicated':
      return { what: t.duplicated };
    case 'request.deleted':
      return { what: t.deleted };
    case 'request.label_added':
      return { what: t.labelAdded(lookups.labelName(payload.labelId)) };
    case 'request.label_removed':
      return { what: t.labelRemoved(lookups.labelName(payload.labelId)) };
    case 'request.contact_details_adopted':
      return { what: t.contactDetailsAdopted };
    case 'request.note_added':
      return { what: t.noteAdded, note: lookups.noteBody(payload.noteId) };
    case 'request.note_deleted':
      return { what: t.noteDeleted };
    case 'request.anonymised':
      return {
        what: payload.cause === 'retention' ? t.anonymised.retention : t.anonymised.erasure,
      };
    case 'work_orders.created':
      return {
        what: t.workOrdersCreated(
          Array.isArray(payload.workOrderIds) ? payload.workOrderIds.join(', ') : '',
        ),
      };
    case 'work_orders.status_changed':
      return { what: t.workOrderStatus(textIn(payload.status) ?? '') };
    case 'repair.completed':
      return { what: t.repairCompleted };
    case 'planner.activity_created':
      return { what: t.plannerActivityCreated };
    case 'planner.visit_planned':
      return { what: t.visitPlanned };
    case 'invoice.drafted':
      return { what: t.invoiceDrafted };
  }
  return { what: t.unknown(entry.type) };
}

/** The time now, again each minute, so 'x minutes ago' stays true while the panel is open. */
function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The request's history, newest first: per change what happened (a bike's move as 'Fiets 2:
 * Ingepland → In reparatie', with its note's words), who did it (an admin's address, the
 * customer, Spaak or the reporting system) and how long ago, the exact moment on hover.
 */
export function RequestTimeline({ requestId }: { requestId: number }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.timeline;
  const format = useFormat();
  const now = useNow();
  const history = useRequestHistory(requestId);
  const notes = useRequestNotes(requestId);
  const labels = useLabels();

  if (history.isPending) return null;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t.loadFailed}
      </p>
    );
  if (history.data.length === 0) return <p className="text-sm text-gray-700">{t.empty}</p>;

  const lookups: Lookups = {
    t,
    stages: texts.journey.stages,
    minutes: texts.journey.minutes,
    format,
    labelName: (id) => labels.data?.find((label) => label.id === id)?.name ?? t.deletedLabel,
    noteBody: (id) => notes.data?.find((note) => note.id === id)?.body,
  };
  return (
    <ol aria-label={t.title} className="flex flex-col">
      {history.data.map((entry) => {
        const { what, note } = describe(entry, lookups);
        return (
          <li
            key={entry.id}
            className="relative border-l border-gray-200 pb-3 pl-4 last:border-transparent last:pb-0"
          >
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[4.5px] size-2 rounded-full bg-gray-300"
            />
            <p className="text-sm wrap-anywhere text-gray-900">{what}</p>
            {note ? (
              <p className="mt-0.5 text-sm whitespace-pre-line wrap-anywhere text-gray-700 italic">
                {note}
              </p>
            ) : null}
            <p className="text-xs wrap-anywhere text-gray-600">
              {t.actors[entry.actor] ?? entry.actor}
              {' · '}
              <time dateTime={entry.at} title={format.mediumDateTime(entry.at)}>
                {t.ago(format.elapsed(entry.at, now))}
              </time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
