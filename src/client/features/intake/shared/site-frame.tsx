import { Home, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PAGE_FRAME } from '../../../../contract/page-styles.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useTexts } from '../../../lib/language.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { INTAKE_TEXTS } from './strings.ts';

/**
 * The page of each customer portal: the brand band with the workshop's name (to the portal's
 * start), the language switch, the Home link and, where the page offers it, 'Beheerder Login';
 * under them the page's title and text; then `children` in the column every portal shares. The
 * server draws the same band on the sign-in pages (src/server/auth/pages.ts, decision 035).
 */
export function SiteFrame({
  home,
  adminLogin,
  title,
  text,
  children,
}: {
  /** The Home link: to the portal's start, or to the workshop's own website. */
  home: { to: 'portal' } | { to: 'website'; href: string };
  /** 'Beheerder Login' in the band, to the sign-in page. */
  adminLogin?: boolean;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const { workshopName } = useSiteInfo();
  const intake = useTexts(INTAKE_TEXTS);
  const homeContent = (
    <>
      <Home className={PAGE_FRAME.linkIcon} aria-hidden="true" />
      {intake.home}
    </>
  );
  return (
    <div className={PAGE_FRAME.page}>
      <header className={PAGE_FRAME.header}>
        <nav className={PAGE_FRAME.bar}>
          <Link href="/" className={PAGE_FRAME.wordmark}>
            {workshopName}
          </Link>
          <LanguageSwitch tone="onBrand" />
          {home.to === 'portal' ? (
            <Link href="/" className={PAGE_FRAME.link}>
              {homeContent}
            </Link>
          ) : (
            <a href={home.href} className={PAGE_FRAME.link}>
              {homeContent}
            </a>
          )}
          {adminLogin ? (
            <a href="/api/login" className={PAGE_FRAME.outlinedLink}>
              <LogIn className={PAGE_FRAME.linkIcon} aria-hidden="true" />
              {intake.adminLogin}
            </a>
          ) : null}
        </nav>
        <div className={PAGE_FRAME.hero}>
          <h1 className={PAGE_FRAME.title}>{title}</h1>
          {text ? <p className={PAGE_FRAME.heroText}>{text}</p> : null}
        </div>
      </header>
      {children}
    </div>
  );
}
