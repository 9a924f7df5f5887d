import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { useTexts } from '../../../lib/language.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { INTAKE_TEXTS } from './strings.ts';
import { SuccessCard } from './success-card.tsx';

/**
 * The page of a simple form: the top bar with the workshop's name, the language switch and the
 * Home link to `/`, then the form or, once it is sent, the confirmation with its reference, the
 * 24-hour promise and the ways on.
 */
export function SimplePortalPage({
  form,
  successHeading,
  showReference,
  children,
}: {
  form: { reference?: string; startAgain: () => void };
  successHeading: string;
  showReference: (reference: string) => ReactNode;
  children: ReactNode;
}) {
  const { workshopName } = useSiteInfo();
  const intake = useTexts(INTAKE_TEXTS);
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <nav className="mx-auto flex max-w-3xl items-start justify-between gap-3 p-4">
          <span className="flex min-h-11 items-center text-lg font-bold text-brand-800">
            {workshopName}
          </span>
          {/* On a phone the switch goes under the Home link, the right way round. */}
          <div className="flex min-w-0 flex-wrap-reverse items-center justify-end gap-2">
            <LanguageSwitch tone="plain" />
            <Link href="/" className={buttonVariants('ghost')}>
              <Home className="size-4" aria-hidden="true" />
              {intake.home}
            </Link>
          </div>
        </nav>
      </header>
      <main className="mx-auto max-w-3xl p-4">
        {form.reference ? (
          <SuccessCard heading={successHeading} level={1}>
            {showReference(form.reference)}
            <p className="text-gray-700">{intake.simple.contactWithin}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={form.startAgain}>{intake.simple.startAgain}</Button>
              <Link href="/" className={buttonVariants('outline')}>
                {intake.home}
              </Link>
            </div>
          </SuccessCard>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
