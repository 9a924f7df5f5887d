import { BIKE_STAGES, type BikeStage } from '../../../../../contract/service-requests/stages.ts';
import type { Formats } from '../../../../lib/format.ts';
import type { HistoryEntryItem } from '../api/get-request-history.ts';
import type { RequestsTexts } from '../strings.ts';

type TimelineTexts = RequestsTexts['timeline'];
/** What a history entry is told with: the texts, and the words its ids stand for. */
export type Lookups = {
  t: TimelineTexts;
  stages: Record<BikeStage, string>;
  minutes: (minutes: number) => string;
  format: Formats;
  labelName: (id: unknown) => string;
  noteBody: (id: unknown) => string | undefined;
  staffName: (id: unknown) => string;
};

// A payload is what the event recorded when it happened, read here without trusting its shape:
// an event type changes over the years, and an old entry must still read as something.
const numberIn = (value: unknown) => (typeof value === 'number' ? value : undefined);
const textIn = (value: unknown) => (typeof value === 'string' ? value : undefined);
const stageIn = (value: unknown) =>
  BIKE_STAGES.find((stage) => stage === value) as BikeStage | undefined;

/** How a lease bike passed its lessor's gate, as its move recorded it; undefined for any other move. */
function lessorPassageText(payload: Record<string, unknown>, { t, format }: Lookups) {
  const approval = (payload.lessorApproval ?? {}) as Record<string, unknown>;
  const reference = textIn(approval.reference);
  const approvedOn = textIn(approval.approvedOn);
  if (reference && approvedOn) return t.lessorApproved(reference, format.shortDate(approvedOn));
  const reason = textIn((payload.lessorOverride as Record<string, unknown> | undefined)?.reason);
  return reason && t.lessorOverridden(reason);
}

/** A bike's plan as '28 nov 2026 · 90 min'. */
function planText(plan: unknown, { t, format, minutes }: Lookups) {
  const { plannedDate, plannedMinutes } = (plan ?? {}) as Record<string, unknown>;
  const date = textIn(plannedDate);
  const duration = numberIn(plannedMinutes);
  return [date ? format.shortDate(date) : t.notPlanned, duration && minutes(duration)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What happened, in words, and the words of the note that went with it, if any. A type this
 * does not know, or a payload not shaped as expected, still reads as a change of that type.
 */
export function describeHistoryEntry(
  entry: HistoryEntryItem,
  lookups: Lookups,
): { what: string; note?: string } {
  const { t, stages } = lookups;
  const { payload } = entry;
  const bike = () => t.bike(numberIn(payload.position) ?? 0);
  switch (entry.type) {
    case 'bike.stage_changed': {
      const from = stageIn(payload.from);
      const to = stageIn(payload.to);
      if (!from || !to) break;
      const passage = lessorPassageText(payload, lookups);
      return {
        what: `${bike()}: ${stages[from]} → ${stages[to]}${passage ? ` · ${passage}` : ''}`,
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
    case 'bike.assigned':
      return {
        what:
          payload.to === null
            ? t.unassigned(bike())
            : t.assigned(bike(), lookups.staffName(payload.to)),
      };
    case 'request.customer_added':
      return {
        what: t.customerAdded(payload.note === true, payload.photo === true),
      };
    case 'bike.quote_sent':
      return {
        what: t.quoteSent(
          bike(),
          numberIn(payload.version) ?? 0,
          lookups.format.euros(numberIn(payload.totalCents) ?? 0),
        ),
      };
    case 'bike.quote_decided': {
      const decision = payload.decision === 'approved' ? 'approved' : 'declined';
      return { what: t.quoteDecided[decision](bike(), numberIn(payload.version) ?? 0) };
    }
    case 'request.submitted':
      return { what: t.submitted(numberIn(payload.bikeCount) ?? 1) };
    case 'request.created_as_duplicate':
      return { what: t.createdAsDuplicate };
    case 'request.approved':
      return { what: t.approved };
    case 'request.rejected':
      return { what: t.rejected };
    case 'request.cancelled_by_customer':
      return { what: t.cancelledByCustomer };
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
    case 'request.link_resent':
      return { what: t.linkResent };
    case 'request.link_replaced':
      return { what: t.linkReplaced };
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
