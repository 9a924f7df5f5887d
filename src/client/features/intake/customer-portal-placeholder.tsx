import { buttonClassName } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SHELL_TEXT } from '../../lib/strings.ts';

/** Stands on the customer paths until the portals of the intake issue replace it. */
export function CustomerPortalPlaceholder() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-6 p-4">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">Service aanvraag</h1>
        <p className="mt-3 text-gray-600">
          Het aanvraagformulier voor onderhoud en reparatie komt hier binnenkort online.
        </p>
      </Card>
      <a href="/api/login" className={buttonClassName('outline', 'self-start')}>
        {SHELL_TEXT.adminLogin}
      </a>
    </main>
  );
}
