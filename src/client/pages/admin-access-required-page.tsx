import { LogIn, ShieldCheck } from 'lucide-react';
import { buttonVariants } from '../components/ui/button.tsx';
import { UI_TEXT } from '../lib/strings.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/** `/admin` for a visitor who is not signed in. */
export function AdminAccessRequiredPage() {
  useDocumentTitle(UI_TEXT.adminRequiredTitle);
  return (
    <CenteredCardPage>
      <div className="mb-4 flex gap-2">
        <ShieldCheck className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-gray-900">{UI_TEXT.adminRequiredTitle}</h1>
      </div>
      <p className="text-gray-700">{UI_TEXT.adminRequiredText}</p>
      <a href="/api/login" className={buttonVariants('default', 'mt-6 w-full')}>
        <LogIn className="size-4" aria-hidden="true" />
        {UI_TEXT.adminRequiredLogin}
      </a>
    </CenteredCardPage>
  );
}
