import { useEffect } from 'react';
import { documentTitle } from '../../contract/client-routes.ts';
import { useSiteInfo } from './site-info.ts';

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
