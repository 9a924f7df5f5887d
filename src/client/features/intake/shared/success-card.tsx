import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';

/**
 * The confirmation that replaces a form once it is sent. Its heading takes the focus, so screen
 * reader and keyboard users hear the outcome and continue from there.
 */
export function SuccessCard({
  heading,
  level,
  children,
}: {
  heading: string;
  /** 1 where the form's own h1 is gone with it, 2 below a page title that stays. */
  level: 1 | 2;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
        <CheckCircle2 className="size-14 text-green-700" aria-hidden="true" />
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-gray-900 outline-none"
        >
          {heading}
        </Heading>
        {children}
      </CardContent>
    </Card>
  );
}
