import { LogOut, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../components/ui/button.tsx';
import { UI_TEXT } from '../lib/strings.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/** `/admin` for a signed-in account that is not an admin. */
export function AdminAccessDeniedPage() {
  useDocumentTitle(UI_TEXT.adminDeniedTitle);
  return (
    <CenteredCardPage>
      <div className="mb-4 flex gap-2">
        <ShieldAlert className="size-8 shrink-0 text-red-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-gray-900">{UI_TEXT.adminDeniedTitle}</h1>
      </div>
      <p className="text-gray-700">{UI_TEXT.adminDeniedText}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link href="/customer" className={buttonVariants('default', 'flex-1')}>
          {UI_TEXT.toCustomerPortal}
        </Link>
        <a href="/api/logout" className={buttonVariants('outline', 'flex-1')}>
          <LogOut className="size-4" aria-hidden="true" />
          {UI_TEXT.logout}
        </a>
      </div>
    </CenteredCardPage>
  );
}
