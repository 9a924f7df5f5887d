import { Home } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useTexts } from '../../../lib/language.ts';
import { useWaitTimes } from '../shared/api.ts';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import { SuccessCard } from '../shared/success-card.tsx';

/** 'Aanvraag Verzonden!': the request number, what happens next, and the way home. */
export function SuccessScreen({ id, marketingUrl }: { id: number; marketingUrl: string }) {
  const intake = useTexts(INTAKE_TEXTS);
  const waitTimes = useWaitTimes();
  return (
    <SuccessCard heading={intake.successTitle} level={2}>
      <p className="text-lg font-semibold text-brand-800">{intake.requestNumber(id)}</p>
      <p className="text-gray-700">{intake.successReview}</p>
      <p className="text-gray-700">{intake.successEmail}</p>
      {waitTimes ? (
        <div className="w-full rounded-lg bg-gray-50 p-4 text-left text-sm text-gray-800">
          <h3 className="font-semibold text-gray-900">{intake.successWaitTitle}</h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>{intake.onLocation}</dt>
            <dd>{intake.workingDays(waitTimes.on_location_days)}</dd>
            <dt>{intake.workshop}</dt>
            <dd>{intake.workingDays(waitTimes.workshop_days)}</dd>
          </dl>
        </div>
      ) : null}
      <a href={marketingUrl} className={buttonVariants('default')}>
        <Home className="size-4" aria-hidden="true" />
        {intake.home}
      </a>
    </SuccessCard>
  );
}
