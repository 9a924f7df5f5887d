import { useQuery } from '@tanstack/react-query';
import type { LeaseCompany } from '../../../../../contract/lease-companies.ts';

export const LEASE_COMPANIES_QUERY_KEY = ['/api/lease-companies'] as const;

/** `GET /api/lease-companies`: by name; by the default query function. */
export const useLeaseCompanies = () =>
  useQuery<LeaseCompany[]>({ queryKey: LEASE_COMPANIES_QUERY_KEY });
