import { AlertCircle } from 'lucide-react';
import { UI_TEXT } from '../lib/strings.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

/** Any path the routing table does not know (spec 000 §2, quoted exactly). */
export function NotFoundPage() {
  useDocumentTitle(UI_TEXT.notFoundTitle);
  return (
    <CenteredCardPage>
      <div className="mb-4 flex gap-2">
        <AlertCircle className="size-8 shrink-0 text-red-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-gray-900">{UI_TEXT.notFoundTitle}</h1>
      </div>
      <p className="mt-4 text-sm text-gray-600">{UI_TEXT.notFoundText}</p>
    </CenteredCardPage>
  );
}
