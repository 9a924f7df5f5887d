import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../contract/settings.ts';
import { PRODUCT_NAME } from './strings.ts';

export const SITE_QUERY_KEY = ['/api/site'] as const;

/**
 * The workshop's name, website and privacy statement; the product name, `/` and no privacy
 * statement until it has loaded. The pages the server sends carry it, so it is there at once.
 */
export function useSiteInfo() {
  const query = useQuery<SiteInfo>({ queryKey: SITE_QUERY_KEY });
  return {
    workshopName: query.data?.workshopName ?? PRODUCT_NAME,
    marketingUrl: query.data?.marketingUrl || '/',
    workshopAddress: query.data?.workshopAddress,
    privacyUrl: query.data?.privacyUrl ?? undefined,
  };
}
