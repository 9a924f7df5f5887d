import { useQuery } from '@tanstack/react-query';
import type { LeaseCompany } from '../../../../../contract/lease-companies.ts';

/** `GET /api/lease-companies`, loaded by the default query function: the board's lease filter. */
export const useLeaseCompanies = () =>
  useQuery<LeaseCompany[]>({ queryKey: ['/api/lease-companies'] });
