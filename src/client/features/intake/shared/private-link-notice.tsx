import { useTexts } from '../../../lib/language.ts';
import { INTAKE_TEXTS } from './strings.ts';

/**
 * The customer's private link on a sent form's confirmation (decision 045): the page where they
 * follow the request, written out too, so it can be copied or bookmarked.
 */
export function PrivateLinkNotice({ link }: { link: string }) {
  const t = useTexts(INTAKE_TEXTS).privateLink;
  return (
    <section
      aria-labelledby="private-link-title"
      className="flex w-full flex-col gap-2 rounded-lg bg-brand-50 p-4 text-left"
    >
      <h3 id="private-link-title" className="font-semibold text-gray-900">
        {t.title}
      </h3>
      <p className="text-sm text-gray-700">{t.text}</p>
      <a
        href={link}
        className="font-medium break-all text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {t.open}
        <span className="mt-1 block text-sm font-normal text-gray-700">{link}</span>
      </a>
    </section>
  );
}
