import { Home, LogIn } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { titleOfPage } from '../../../../contract/client-routes.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useLanguage, useTexts } from '../../../lib/language.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { INTAKE_TEXTS } from '../shared/strings.ts';

/**
 * Form C's page: the hero with the Home and 'Beheerder Login' links and the language switch
 * above `children`.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const intake = useTexts(INTAKE_TEXTS);
  const { workshopName, marketingUrl } = useSiteInfo();
  const title = titleOfPage('multiBikePortal', workshopName, useLanguage());
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-2xl items-start justify-between gap-2 p-4">
          <a
            href={marketingUrl}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <Home className="size-4" aria-hidden="true" />
            {intake.home}
          </a>
          {/* On a phone the switch goes under the sign-in link, the right way round. */}
          <div className="flex min-w-0 flex-wrap-reverse items-center justify-end gap-2">
            <LanguageSwitch tone="onBrand" />
            <a
              href="/api/login"
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white px-4 py-2 text-sm font-medium text-white hover:bg-brand-900 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <LogIn className="size-4" aria-hidden="true" />
              {intake.adminLogin}
            </a>
          </div>
        </div>
        <div className="mx-auto max-w-2xl px-4 pt-2 pb-8">
          <h1 className="text-3xl font-bold break-words">{title}</h1>
          <p className="mt-2 text-brand-50">{intake.heroText}</p>
        </div>
      </header>
      {children}
    </div>
  );
}
