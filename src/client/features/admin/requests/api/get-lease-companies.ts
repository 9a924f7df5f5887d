import { useQuery } from '@tanstack/react-query';
import type { LeaseCompany } from '../../../../../contract/lease-companies.ts';

/**
 * `GET /api/lease-companies`, loaded by the default query function: the leasing companies the
 * edit dialog offers for a lease bike, as the portals do.
 */
export const useLeaseCompanies = () =>
  useQuery<LeaseCompany[]>({ queryKey: ['/api/lease-companies'] });
