import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PAGE_FRAME } from '../../../../contract/page-styles.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { useTexts } from '../../../lib/language.ts';
import { PrivateLinkNotice } from './private-link-notice.tsx';
import { SiteFrame } from './site-frame.tsx';
import { INTAKE_TEXTS } from './strings.ts';
import { SuccessCard } from './success-card.tsx';

/**
 * The page of a simple form: the portals' band with the Home link to `/` and the page's title,
 * then the form or, once it is sent, the confirmation with its reference and private link, the
 * 24-hour promise
 * and the ways on.
 */
export function SimplePortalPage({
  title,
  text,
  form,
  successHeading,
  showReference,
  children,
}: {
  title: string;
  text?: string;
  form: { reference?: string; privateLink?: string; startAgain: () => void };
  successHeading: string;
  showReference: (reference: string) => ReactNode;
  children: ReactNode;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  return (
    <SiteFrame home={{ to: 'portal' }} title={title} text={text}>
      <main className={PAGE_FRAME.main}>
        {form.reference ? (
          <SuccessCard heading={successHeading}>
            {showReference(form.reference)}
            {form.privateLink ? <PrivateLinkNotice link={form.privateLink} /> : null}
            <p className="text-gray-700">{intake.simple.contactWithin}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={form.startAgain}>{intake.simple.startAgain}</Button>
              <Link href="/" className={buttonVariants('outline')}>
                {intake.home}
              </Link>
            </div>
          </SuccessCard>
        ) : (
          children
        )}
      </main>
    </SiteFrame>
  );
}
