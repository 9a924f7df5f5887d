import { SHELL_TEXT } from '../lib/strings.ts';

export function LoadingPage() {
  return (
    <main className="flex min-h-screen items-center justify-center" aria-busy="true">
      <p role="status" className="text-gray-600">
        {SHELL_TEXT.loading}
      </p>
    </main>
  );
}
