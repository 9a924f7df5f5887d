import { type ReactNode, useEffect } from 'react';
import { titleOfPage } from '../../../../contract/client-routes.ts';
import { useLanguage, useTexts } from '../../../lib/language.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { SiteFrame } from '../shared/site-frame.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';

/**
 * Form C's page: the portals' band with the Home link to the workshop's website and 'Beheerder
 * Login', titled '{name} Afspraak' with the hero text, above `children`.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const intake = useTexts(INTAKE_TEXTS);
  const { workshopName, marketingUrl } = useSiteInfo();
  const title = titleOfPage('multiBikePortal', workshopName, useLanguage());
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <SiteFrame
      home={{ to: 'website', href: marketingUrl }}
      adminLogin
      title={title}
      text={intake.heroText}
    >
      {children}
    </SiteFrame>
  );
}
