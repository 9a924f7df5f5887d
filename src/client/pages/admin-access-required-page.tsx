import { LogIn, ShieldCheck } from 'lucide-react';
import { buttonVariants } from '../components/ui/button.tsx';
import { useTexts } from '../lib/language.ts';
import { UI_TEXTS } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/** `/admin` for a visitor who is not signed in. */
export function AdminAccessRequiredPage() {
  const ui = useTexts(UI_TEXTS);
  return (
    <CenteredCardPage
      title={ui.adminRequiredTitle}
      icon={<ShieldCheck className="size-8 shrink-0 text-brand-700" aria-hidden="true" />}
    >
      <p className="text-gray-700">{ui.adminRequiredText}</p>
      <a href="/api/login" className={buttonVariants('default', 'mt-6 w-full')}>
        <LogIn className="size-4" aria-hidden="true" />
        {ui.adminRequiredLogin}
      </a>
    </CenteredCardPage>
  );
}
