import type { ServiceRequestCounts } from '../../../../../contract/service-requests/list.ts';
import { REQUESTS_TEXT as T } from '../strings.ts';

const TONE = {
  pending: 'text-amber-800',
  approved: 'text-green-800',
  rejected: 'text-red-800',
} as const;

/** How many requests the archive filter holds per status. */
export function RequestCounts({ counts }: { counts: ServiceRequestCounts | undefined }) {
  return (
    <section aria-label={T.countsLabel}>
      <dl className="grid grid-cols-3 gap-2">
        {(Object.keys(TONE) as (keyof typeof TONE)[]).map((status) => (
          <div key={status} className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
            <dt className="text-sm text-gray-700">{T.counts[status]}</dt>
            <dd className={`text-2xl font-bold ${TONE[status]}`}>{counts?.[status] ?? T.dash}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
