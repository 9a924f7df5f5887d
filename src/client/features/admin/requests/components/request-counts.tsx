import type { ServiceRequestCounts } from '../../../../../contract/service-requests/list.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

const TONE = {
  pending: 'text-amber-800',
  approved: 'text-green-800',
  rejected: 'text-red-800',
} as const;

/** How many requests the archive filter holds per status. */
export function RequestCounts({ counts }: { counts: ServiceRequestCounts | undefined }) {
  const t = useTexts(REQUESTS_TEXTS);
  return (
    <section aria-label={t.countsLabel}>
      <dl className="grid grid-cols-3 gap-2">
        {(Object.keys(TONE) as (keyof typeof TONE)[]).map((status) => (
          <div key={status} className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
            <dt className="text-sm text-gray-700">{t.counts[status]}</dt>
            <dd className={`text-2xl font-bold ${TONE[status]}`}>{counts?.[status] ?? t.dash}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
