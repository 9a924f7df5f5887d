import type { ReactNode } from 'react';
import { Card } from '../components/ui/card.tsx';

/** A card in the middle of a light grey page: the shell's status pages. */
export function CenteredCardPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-gray-50 p-4">
      <Card className="w-full max-w-md p-6">{children}</Card>
    </main>
  );
}
