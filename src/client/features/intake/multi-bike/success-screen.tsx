import { Home } from 'lucide-react';
import type { DeliveryType } from '../../../../contract/service-request-constants.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useTexts } from '../../../lib/language.ts';
import { useWaitTimes } from '../shared/api.ts';
import { PrivateLinkNotice } from '../shared/private-link-notice.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import { SuccessCard } from '../shared/success-card.tsx';

/**
 * 'Aanvraag Verzonden!': the request number and private link, what happens next, and the way home. The wait is
 * only that of the service the customer chose: the other one's would read as a promise to them.
 */
export function SuccessScreen({
  id,
  deliveryType,
  privateLink,
  marketingUrl,
}: {
  id: number;
  deliveryType: DeliveryType;
  /** Missing from a confirmation kept by a version before private links. */
  privateLink: string | undefined;
  marketingUrl: string;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const waitTimes = useWaitTimes();
  const onLocation = deliveryType === 'on_location';
  return (
    <SuccessCard heading={intake.successTitle}>
      <p className="text-lg font-semibold text-brand-800">{intake.requestNumber(id)}</p>
      <p className="text-gray-700">{intake.successReview}</p>
      <p className="text-gray-700">{intake.successEmail}</p>
      {privateLink ? <PrivateLinkNotice link={privateLink} /> : null}
      {waitTimes ? (
        <dl className="grid w-full grid-cols-[1fr_auto] gap-x-4 rounded-lg bg-gray-50 p-4 text-left text-sm text-gray-800">
          <dt className="font-semibold text-gray-900">
            {intake.successWaitTitle(onLocation ? intake.onLocation : intake.workshop)}
          </dt>
          <dd>
            {intake.workingDays(onLocation ? waitTimes.on_location_days : waitTimes.workshop_days)}
          </dd>
        </dl>
      ) : null}
      <a href={marketingUrl} className={buttonVariants('default')}>
        <Home className="size-4" aria-hidden="true" />
        {intake.home}
      </a>
    </SuccessCard>
  );
}
