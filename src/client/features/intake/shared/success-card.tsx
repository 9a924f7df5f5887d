import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';

/**
 * The confirmation that replaces a form once it is sent, under the page's title, which stays.
 * Its heading takes the focus, so screen reader and keyboard users hear the outcome and continue
 * from there.
 */
export function SuccessCard({ heading, children }: { heading: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
        <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-gray-900 outline-none"
        >
          {heading}
        </h2>
        {children}
      </CardContent>
    </Card>
  );
}
