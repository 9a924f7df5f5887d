import { ShieldAlert } from 'lucide-react';
import { buttonClassName } from '../components/ui/button.tsx';
import { SHELL_TEXT } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

export function AdminAccessDeniedPage() {
  return (
    <CenteredCardPage>
      <div className="flex items-center gap-2">
        <ShieldAlert className="h-7 w-7 text-red-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{SHELL_TEXT.adminDeniedTitle}</h1>
      </div>
      <p className="mt-3 text-gray-600">{SHELL_TEXT.adminDeniedText}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href="/customer" className={buttonClassName('primary', 'flex-1')}>
          {SHELL_TEXT.toCustomerPortal}
        </a>
        <a href="/api/logout" className={buttonClassName('outline', 'flex-1')}>
          {SHELL_TEXT.logout}
        </a>
      </div>
    </CenteredCardPage>
  );
}
