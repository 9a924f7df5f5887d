import { and, eq, isNull } from 'drizzle-orm';
import {
  type CustomerCancellation,
  customerCancellationSchema,
  type NotCancellableState,
} from '../../../contract/service-requests/customer-cancel.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { queueTemplatedEmail } from '../emails/service.ts';
import { markRequestNotificationsHandled, raiseNotification } from '../notifications/service.ts';
import { CUSTOMER_ACTOR, requestCancelledByCustomer } from './events.ts';
import { findServiceRequestRow } from './handling.ts';

type Row = typeof serviceRequests.$inferSelect;

/** What a request that is no longer pending became, as the customer is told it. */
const stateOf = (row: Row): NotCancellableState =>
  row.cancelledByCustomerAt ? 'cancelled' : row.status === 'approved' ? 'approved' : 'rejected';

/**
 * The customer cancels their pending request (decision 046): it becomes `rejected`, the spec's
 * only way out of pending but approval, marked as cancelled by them with their optional reason,
 * so every count, filter and call of the specs keeps working while staff read 'Geannuleerd door
 * klant'. In one transaction the history gets `request.cancelled_by_customer`, the request's
 * earlier notifications are marked handled and a new one tells staff, and the customer gets the
 * confirmation mail when its template is active. Only a pending request may be cancelled: 409
 * `REQUEST_NOT_CANCELLABLE` says what it became. The UPDATE's WHERE repeats the condition, so of
 * a cancel and a staff approval at the same moment exactly one wins.
 */
export async function cancelRequestByCustomer(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  /** The customer's words, as they typed them; blank counts as none. */
  reason?: CustomerCancellation['reason'];
  workshop: Pick<Config['workshop'], 'address' | 'phone'>;
}) {
  const { jobs, serviceRequestId } = options;
  const reason = customerCancellationSchema.parse({ reason: options.reason }).reason || null;
  return options.database.transaction(async (tx) => {
    const now = new Date();
    const [cancelled] = await tx.db
      .update(serviceRequests)
      .set({
        status: 'rejected',
        cancelledByCustomerAt: now,
        cancellationReason: reason,
        updatedAt: now,
      })
      .where(
        and(
          eq(serviceRequests.id, serviceRequestId),
          eq(serviceRequests.status, 'pending'),
          isNull(serviceRequests.cancelledByCustomerAt),
        ),
      )
      .returning();
    if (!cancelled) {
      const row = await findServiceRequestRow(tx.db, serviceRequestId);
      throw new AppError('REQUEST_NOT_CANCELLABLE', { state: stateOf(row) });
    }
    const reference = formatReference(cancelled.id, cancelled.createdAt);
    const event = await jobs.publish(tx, requestCancelledByCustomer, {
      serviceRequestId,
      actor: CUSTOMER_ACTOR,
      payload: { reasonGiven: reason !== null },
    });
    await markRequestNotificationsHandled(tx.db, serviceRequestId);
    await raiseNotification(tx.db, {
      type: 'service_request_cancelled_by_customer',
      title: `Aanvraag ${reference} geannuleerd door klant`,
      message: `${cancelled.fullName} heeft de aanvraag zelf geannuleerd${reason ? `: "${reason}"` : ', zonder reden'}.`,
      severity: 'info',
      about: { serviceRequestId },
    });
    const emailId = await queueTemplatedEmail({
      tx,
      jobs,
      status: 'cancelled_by_customer',
      request: cancelled,
      workshop: options.workshop,
      onceKey: `${event.eventId}:cancelled_by_customer`,
    });
    return { cancelledAt: now, customerMailQueued: emailId !== null };
  });
}
