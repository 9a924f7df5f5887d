import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useCustomerAdditions } from '../api/get-customer-additions.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { BikePhoto } from './bike-photo.tsx';
import { DetailSection } from './detail-list.tsx';

/**
 * What the customer added on their request's private page, oldest first: each note in their
 * words and each photo, zoomable as a bike's. Nothing at all while they added nothing.
 */
export function CustomerAdditions({ requestId }: { requestId: number }) {
  const t = useTexts(REQUESTS_TEXTS).additions;
  const format = useFormat();
  const additions = useCustomerAdditions(requestId);
  if (!additions.data?.length) return null;
  return (
    <DetailSection title={t.title}>
      <p className="text-sm text-gray-700">{t.intro}</p>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {additions.data.map((addition) => {
          const when = format.mediumDateTime(addition.createdAt);
          return (
            <li
              key={addition.id}
              className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-3"
            >
              <p className="text-sm text-gray-700">
                <time dateTime={addition.createdAt}>{when}</time>
              </p>
              {addition.photoPath ? (
                <BikePhoto path={addition.photoPath} bike={t.photoOf(when)} />
              ) : null}
              {addition.note ? (
                <p className="text-sm whitespace-pre-line wrap-anywhere text-gray-900">
                  {addition.note}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}
