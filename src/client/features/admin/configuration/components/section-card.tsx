import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';

/** A panel of the tab: its heading (level 2 under the dashboard's h1), a line about it, its body. */
export function SectionCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: string;
  description: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="text-sm text-gray-600">{description}</p>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
