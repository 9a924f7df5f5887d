import { LogIn, ShieldCheck } from 'lucide-react';
import { buttonVariants } from '../components/ui/button.tsx';
import { UI_TEXT } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/** `/admin` for a visitor who is not signed in. */
export function AdminAccessRequiredPage() {
  return (
    <CenteredCardPage
      title={UI_TEXT.adminRequiredTitle}
      icon={<ShieldCheck className="size-8 shrink-0 text-brand-700" aria-hidden="true" />}
    >
      <p className="text-gray-700">{UI_TEXT.adminRequiredText}</p>
      <a href="/api/login" className={buttonVariants('default', 'mt-6 w-full')}>
        <LogIn className="size-4" aria-hidden="true" />
        {UI_TEXT.adminRequiredLogin}
      </a>
    </CenteredCardPage>
  );
}
