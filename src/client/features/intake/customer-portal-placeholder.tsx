import { LogIn } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { UI_TEXT } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Stands on the customer paths until the intake issues bring the three portals. */
export function CustomerPortalPlaceholder() {
  useDocumentTitle(UI_TEXT.portalTitle);
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-lg font-bold text-brand-800">{UI_TEXT.workshopName}</p>
          <a href="/api/login" className={buttonVariants('outline')}>
            <LogIn className="size-4" aria-hidden="true" />
            {UI_TEXT.adminLogin}
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-3xl p-4">
        <Card>
          <CardContent className="pt-6">
            <h1 className="text-2xl font-bold text-gray-900">{UI_TEXT.portalTitle}</h1>
            <p className="mt-3 text-gray-700">{UI_TEXT.portalComingSoon}</p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
