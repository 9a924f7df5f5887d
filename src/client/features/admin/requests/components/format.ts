import type { ServiceRequestStatus } from '../../../../../contract/service-request-constants.ts';
import type { BadgeVariant } from '../../../../components/ui/badge.tsx';
import type { RequestItem } from '../api/list-service-requests.ts';
import type { RequestsTexts } from '../strings.ts';

export const STATUS_BADGE: Record<ServiceRequestStatus, BadgeVariant> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
};

/** The first bike's brand, and "+N more bikes" or its frame number. */
export function bikeSummary(item: RequestItem, t: Pick<RequestsTexts, 'dash' | 'moreBikes'>) {
  const [first] = item.bikes;
  const brand = first?.brand ?? t.dash;
  const detail =
    item.bikes.length > 1 ? t.moreBikes(item.bikes.length - 1) : first?.frameNumber || undefined;
  return { brand, detail };
}

/** Request-level actions are offered by state (docs/product.md#statuses). */
export const canHandle = (item: RequestItem) => item.status === 'pending';
export const canArchive = (item: RequestItem) => item.status === 'approved' && !item.isArchived;

/** Why approval made no work order, while the approved request still has none. */
export const workOrderProblem = (item: RequestItem) =>
  item.status === 'approved' && !item.cycleSoftwareWorkOrderId ? item.workOrderError : null;

/** Why approval made no planner activity, while the approved request still has none. */
export const plannerProblem = (item: RequestItem) =>
  item.status === 'approved' && !item.bumbalActivityId ? item.plannerActivityError : null;
