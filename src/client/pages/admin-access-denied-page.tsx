import { LogOut, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../components/ui/button.tsx';
import { UI_TEXT } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/** `/admin` for a signed-in account that is not an admin. */
export function AdminAccessDeniedPage() {
  return (
    <CenteredCardPage
      title={UI_TEXT.adminDeniedTitle}
      icon={<ShieldAlert className="size-8 shrink-0 text-red-600" aria-hidden="true" />}
    >
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
