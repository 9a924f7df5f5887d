import type { SameTexts } from '../../../../../contract/language.ts';
import type { ServiceRequestStatus } from '../../../../../contract/service-request-constants.ts';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import {
  type HistoryItem,
  useCustomerServiceRequests,
} from '../api/get-customer-service-requests.ts';
import { CUSTOMERS_TEXTS, type CustomersTextTable } from '../strings.ts';
import { DetailRow } from './detail-row.tsx';

const STATUS_BADGE: Record<ServiceRequestStatus, BadgeVariant> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
};

/** A bike as brand and model, then its e-bike and lease facts in short: 'Bosch e-bike · Lease: Athlon'. */
function bikeSummary(bike: HistoryItem['bikes'][number], t: SameTexts<CustomersTextTable>) {
  const name = [bike.brand, bike.model].filter(Boolean).join(' ');
  const facts = [
    bike.eBike && t.eBikeShort(bike.eBike.driveSystem),
    bike.lease && t.leaseShort(bike.lease.company),
  ].filter(Boolean);
  return facts.length > 0 ? `${name} (${facts.join(' · ')})` : name;
}

function HistoryEntry({ request }: { request: HistoryItem }) {
  const t = useTexts(CUSTOMERS_TEXTS);
  const format = useFormat();
  return (
    <article
      aria-label={request.reference}
      className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-gray-900">{request.reference}</h4>
        <Badge variant={STATUS_BADGE[request.status]}>{t.status[request.status]}</Badge>
        {request.isArchived ? <Badge>{t.archived}</Badge> : null}
      </div>
      <dl className="flex flex-col gap-1">
        <DetailRow term={t.date}>
          <time dateTime={request.createdAt}>{format.shortDate(request.createdAt)}</time>
        </DetailRow>
        <DetailRow term={t.bikes}>
          {request.bikes.map((bike) => bikeSummary(bike, t)).join(', ')}
        </DetailRow>
        <DetailRow term={t.delivery}>{t.deliveryType[request.deliveryType]}</DetailRow>
        <DetailRow term={t.workOrders}>{request.workOrderIds.join(', ')}</DetailRow>
        {request.rejectionReason ? (
          <DetailRow term={t.rejectionReason}>{request.rejectionReason}</DetailRow>
        ) : null}
        {request.contactDifferences.length > 0 ? (
          <DetailRow term={t.contactDifferences}>
            {t.differsFromRecord(request.contactDifferences)}
          </DetailRow>
        ) : null}
      </dl>
    </article>
  );
}

/** 'Service History': the count and every request of the customer, in a scrolling area. */
export function ServiceHistory({ customerId }: { customerId: number }) {
  const t = useTexts(CUSTOMERS_TEXTS);
  const history = useCustomerServiceRequests(customerId);
  return (
    <section aria-labelledby="service-history-title" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h3 id="service-history-title" className="text-lg font-semibold">
          {t.serviceHistory}
        </h3>
        {history.data ? <Badge>{t.historyCount(history.data.length)}</Badge> : null}
      </div>
      {history.isPending ? (
        <p role="status">{t.loadingHistory}</p>
      ) : history.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {t.fetchRequestsFailed}: {history.error.message}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-gray-700">{t.noRequests}</p>
      ) : (
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area without controls must take focus to be scrolled by keyboard
          tabIndex={0}
          aria-label={t.serviceHistory}
          className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto rounded-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {history.data.map((request) => (
            <li key={request.id}>
              <HistoryEntry request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
