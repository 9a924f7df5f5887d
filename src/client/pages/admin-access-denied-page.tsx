import { LogOut, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../components/ui/button.tsx';
import { useTexts } from '../lib/language.ts';
import { UI_TEXTS } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/** `/admin` for a signed-in account that is not an admin. */
export function AdminAccessDeniedPage() {
  const ui = useTexts(UI_TEXTS);
  return (
    <CenteredCardPage
      title={ui.adminDeniedTitle}
      icon={<ShieldAlert className="size-8 shrink-0 text-red-600" aria-hidden="true" />}
    >
      <p className="text-gray-700">{ui.adminDeniedText}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link href="/customer" className={buttonVariants('default', 'flex-1')}>
          {ui.toCustomerPortal}
        </Link>
        <a href="/api/logout" className={buttonVariants('outline', 'flex-1')}>
          <LogOut className="size-4" aria-hidden="true" />
          {ui.logout}
        </a>
      </div>
    </CenteredCardPage>
  );
}
