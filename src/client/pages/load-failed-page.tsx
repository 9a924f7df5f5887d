import { AlertCircle } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { useTexts } from '../lib/language.ts';
import { UI_TEXTS } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/**
 * Shown instead of a blank screen when a page could not be shown, mostly because a part of it
 * could not be fetched (the network or the server is down). Part of the first download, so it
 * can still be shown then.
 */
export function LoadFailedPage() {
  const ui = useTexts(UI_TEXTS);
  return (
    <CenteredCardPage
      title={ui.loadFailedTitle}
      icon={<AlertCircle className="size-8 shrink-0 text-red-600" aria-hidden="true" />}
    >
      <p className="text-gray-700">{ui.loadFailedText}</p>
      <Button className="mt-6 w-full" onClick={() => window.location.reload()}>
        {ui.retry}
      </Button>
    </CenteredCardPage>
  );
}
