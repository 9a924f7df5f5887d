import type { ReactNode } from 'react';
import { Card, CardContent } from '../components/ui/card.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * A card in the middle of a light grey page: the shell's status pages. `title` heads the card
 * beside `icon`, and names the browser tab.
 */
export function CenteredCardPage({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-gray-50">
      <Card className="mx-4 w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            {icon}
            <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
          </div>
          {children}
        </CardContent>
      </Card>
    </main>
  );
}
