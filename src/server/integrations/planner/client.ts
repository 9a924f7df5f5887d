import { z } from 'zod';
import { callJson, IntegrationError, numericId } from '../http.ts';

/** One visit for the route planner: where to go, what to do there and for how long. */
export type PlannerActivity = {
  /**
   * Our id for the activity (the request id). The planner matches on it, so sending the same
   * activity again updates it instead of making a second one.
   */
  linkId: string;
  /** `stop` or `pickup`. */
  type: string;
  durationMinutes: number;
  reference: string;
  description: string;
  address: {
    name: string;
    street: string;
    houseNumber: string;
    houseNumberAddition: string | null;
    zipcode: string;
    city: string;
    phone: string | null;
    email: string;
  };
};

/** What the planner knows of an activity now. */
export type PlannerActivityState = {
  statusId: number;
  /** The visit's time window once it is planned, as the planner wrote it; null before. */
  plannedSlot: { from: string; to: string } | null;
};

/** The port the planner service calls. */
export interface RoutePlanner {
  /** Creates the activity, or updates the one made before for the same `linkId`. */
  upsertActivity(activity: PlannerActivity): Promise<{ activityId: string }>;
  readActivity(activityId: string): Promise<PlannerActivityState>;
  /** Takes the activity off the planner; one that is gone already counts as done. */
  deleteActivity(activityId: string): Promise<void>;
}

/** Bumbal's activity status "planned". */
export const BUMBAL_PLANNED_STATUS_ID = 3;

/** The `provider_name` of our links on Bumbal activities. */
export const BUMBAL_PROVIDER_NAME = 'spaak';

/** Bumbal's answer to writes, `{code, type, message, additional_data}`: what we read of it. */
const setAnswerSchema = z.object({ additional_data: z.unknown().optional() });

/** An activity as `GET /activity/{id}` answers it, the fields we read. */
const activitySchema = z.object({
  status_id: z.number(),
  planned_date_time_from: z.string().nullish(),
  planned_date_time_to: z.string().nullish(),
  time_slots: z
    .array(z.object({ date_time_from: z.string().nullish(), date_time_to: z.string().nullish() }))
    .nullish(),
});
type BumbalActivity = z.output<typeof activitySchema>;

/**
 * Where `POST /activity/set` puts the id of the activity it made or updated. Bumbal answers
 * `{code, type, message, additional_data}` and does not document what `additional_data`
 * holds; we read `additional_data.id`. Unconfirmed (docs/integrations.md): when the id is not
 * there the call fails loudly, and because the activity is matched by its link a retry after
 * this is fixed updates the same activity rather than making another.
 */
function activityIdOf(answer: z.output<typeof setAnswerSchema>): string {
  const data = z.object({ id: numericId }).safeParse(answer.additional_data);
  if (data.success) return data.data.id;
  throw new IntegrationError('freightlive', 'bumbal answered without an activity id');
}

/** The planned window, else the first time slot; only a window with both ends counts. */
function plannedSlotOf(activity: BumbalActivity): PlannerActivityState['plannedSlot'] {
  if (activity.planned_date_time_from && activity.planned_date_time_to) {
    return { from: activity.planned_date_time_from, to: activity.planned_date_time_to };
  }
  const [slot] = activity.time_slots ?? [];
  return slot?.date_time_from && slot.date_time_to
    ? { from: slot.date_time_from, to: slot.date_time_to }
    : null;
}

/**
 * Bumbal's API v2 (the route planner behind Freightlive): header `ApiKey`, activities created
 * or updated with `POST /activity/set` and matched by our link, read with `GET /activity/{id}`
 * and removed with `DELETE /activity/{id}`.
 * Failures are reported with source `freightlive`, the name the staff know the planner by.
 */
export function createBumbalClient(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}): RoutePlanner {
  const call = <Answer extends z.ZodType>(
    path: string,
    answer: Answer,
    init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
  ) =>
    callJson({
      system: 'freightlive',
      url: `${options.baseUrl}${path}`,
      method: init.method,
      body: init.body,
      headers: { ApiKey: options.apiKey },
      timeoutMs: options.timeoutMs,
      answer,
      errorText: (body) => (body as { message?: string } | undefined)?.message,
    });

  return {
    async upsertActivity(activity) {
      const { address } = activity;
      const answer = await call('/activity/set', setAnswerSchema, {
        method: 'POST',
        body: {
          activity_type_name: activity.type,
          duration: activity.durationMinutes,
          reference: activity.reference,
          description: activity.description,
          address: {
            name_1: address.name,
            street_1: address.street,
            house_nr: address.houseNumber,
            house_nr_addendum: address.houseNumberAddition ?? undefined,
            zipcode: address.zipcode,
            city: address.city,
            iso_country: 'NL',
            phone_nrs: address.phone ? [{ nr: address.phone, primary: true }] : [],
            emails: [{ email: address.email, primary: true }],
          },
          links: [{ link_id: activity.linkId, provider_name: BUMBAL_PROVIDER_NAME }],
        },
      });
      return { activityId: activityIdOf(answer) };
    },

    async readActivity(activityId) {
      const activity = await call(
        `/activity/${encodeURIComponent(activityId)}?include_time_slots=true`,
        activitySchema,
      );
      return { statusId: activity.status_id, plannedSlot: plannedSlotOf(activity) };
    },

    async deleteActivity(activityId) {
      try {
        await call(`/activity/${encodeURIComponent(activityId)}`, z.unknown(), {
          method: 'DELETE',
        });
      } catch (error) {
        if (error instanceof IntegrationError && error.status === 404) return;
        throw error;
      }
    },
  };
}
