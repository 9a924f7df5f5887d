import { AlertCircle } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { useTexts } from '../lib/language.ts';
import { UI_TEXTS } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/**
 * An admin path when the user lookup failed with something other than 401 (server or network
 * down): saying "not signed in" there would send an admin to a login that cannot help.
 */
export function AuthErrorPage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const ui = useTexts(UI_TEXTS);
  return (
    <CenteredCardPage
      title={ui.authErrorTitle}
      icon={<AlertCircle className="size-8 shrink-0 text-red-600" aria-hidden="true" />}
    >
      <p className="text-gray-700">{ui.authErrorText}</p>
      <p className="mt-2 text-sm break-words text-gray-600">{error.message}</p>
      <Button className="mt-6 w-full" onClick={onRetry}>
        {ui.retry}
      </Button>
    </CenteredCardPage>
  );
}
