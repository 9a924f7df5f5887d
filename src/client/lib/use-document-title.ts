import { useEffect } from 'react';
import { UI_TEXT } from './strings.ts';

/** Names the browser tab after the page, then the product: `{page} – Spaak`. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} – ${UI_TEXT.workshopName}` : UI_TEXT.workshopName;
  }, [page]);
}
