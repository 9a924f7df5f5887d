import type { ReactNode } from 'react';
import { Card, CardContent } from '../components/ui/card.tsx';

/** A card in the middle of a light grey page: the shell's status pages. */
export function CenteredCardPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-gray-50">
      <Card className="mx-4 w-full max-w-md">
        <CardContent className="pt-6">{children}</CardContent>
      </Card>
    </main>
  );
}
