import { ExternalLink } from 'lucide-react';
import { useTexts } from '../../../lib/language.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { INTAKE_TEXTS } from './strings.ts';

/**
 * 'Privacyverklaring': the workshop's privacy statement, opened in a new tab so that the form
 * and what is typed in it stay. Nothing when the workshop has none (PRIVACY_URL set empty).
 */
export function PrivacyLink() {
  const intake = useTexts(INTAKE_TEXTS);
  const { privacyUrl } = useSiteInfo();
  if (!privacyUrl) return null;
  return (
    <p className="text-sm">
      <a
        href={privacyUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-1 rounded-md text-brand-800 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        {intake.privacyStatement}
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{intake.opensInNewTab}</span>
      </a>
    </p>
  );
}
