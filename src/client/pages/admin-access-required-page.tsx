import { LogIn } from 'lucide-react';
import { buttonClassName } from '../components/ui/button.tsx';
import { SHELL_TEXT } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

export function AdminAccessRequiredPage() {
  return (
    <CenteredCardPage>
      <h1 className="text-2xl font-bold">{SHELL_TEXT.adminRequiredTitle}</h1>
      <p className="mt-3 text-gray-600">{SHELL_TEXT.adminRequiredText}</p>
      <a href="/api/login" className={buttonClassName('primary', 'mt-6 w-full')}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        {SHELL_TEXT.adminRequiredLogin}
      </a>
    </CenteredCardPage>
  );
}
