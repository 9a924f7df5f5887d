import { AlertCircle } from 'lucide-react';
import { useTexts } from '../lib/language.ts';
import { UI_TEXTS } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/** Any path the routing table does not know (docs/product.md#paths, quoted exactly). */
export function NotFoundPage() {
  const ui = useTexts(UI_TEXTS);
  return (
    <CenteredCardPage
      title={ui.notFoundTitle}
      icon={<AlertCircle className="size-8 shrink-0 text-red-500" aria-hidden="true" />}
    >
      <p className="mt-4 text-sm text-gray-600">{ui.notFoundText}</p>
    </CenteredCardPage>
  );
}
