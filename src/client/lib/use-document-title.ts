import { useEffect } from 'react';
import { documentTitle, PAGE_NAMES } from '../../contract/client-routes.ts';
import { useLanguage } from './language.ts';
import { useSiteInfo } from './site-info.ts';

/** The pages' names in the page's language: a heading or title made from one follows a switch. */
export const usePageNames = () => PAGE_NAMES[useLanguage()];

/**
 * Names the browser tab after the page, then the product: `{page} – Spaak`, as the server's
 * HTML named it already (src/contract/client-routes.ts).
 */
export function useDocumentTitle(page?: string) {
  const { workshopName } = useSiteInfo();
  const title = documentTitle(page, workshopName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
