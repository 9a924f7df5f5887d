import { Printer } from 'lucide-react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { useLanguage, useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/**
 * 'Offerte voor leasemaatschappij': a lease bike's quote as a page the server draws for print
 * (A4), in a tab of its own so the panel stays; in the dashboard's language.
 */
export function LessorQuoteLink({
  requestId,
  bikeId,
  bikeName,
}: {
  requestId: number;
  bikeId: number;
  bikeName: string;
}) {
  const t = useTexts(REQUESTS_TEXTS).lessorQuote;
  const language = useLanguage();
  return (
    <a
      href={`/api/service-requests/${requestId}/bikes/${bikeId}/lessor-quote?lang=${language}`}
      target="_blank"
      rel="noopener"
      className={buttonVariants('outline', 'self-start')}
    >
      <Printer className="size-4" aria-hidden="true" />
      {t.link}
      <span className="sr-only">{t.ofBike(bikeName)}</span>
    </a>
  );
}
