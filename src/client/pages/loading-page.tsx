import { LoaderCircle } from 'lucide-react';
import { useTexts } from '../lib/language.ts';
import { UI_TEXTS } from '../lib/strings.ts';

/** The spinning loading message. */
export function LoadingMessage() {
  const ui = useTexts(UI_TEXTS);
  return (
    <p role="status" className="flex items-center gap-2 text-gray-700">
      <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {ui.loading}
    </p>
  );
}

/** Shown on every path while the current user is looked up, and while a lazy page loads. */
export function LoadingPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <LoadingMessage />
    </main>
  );
}
