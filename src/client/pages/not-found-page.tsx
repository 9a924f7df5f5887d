import { AlertCircle } from 'lucide-react';
import { SHELL_TEXT } from '../lib/strings.ts';
import { CenteredCardPage } from './centered-card-page.tsx';

export function NotFoundPage() {
  return (
    <CenteredCardPage>
      <div className="mb-4 flex gap-2">
        <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-gray-900">{SHELL_TEXT.notFoundTitle}</h1>
      </div>
      <p className="mt-4 text-sm text-gray-600">{SHELL_TEXT.notFoundText}</p>
    </CenteredCardPage>
  );
}
