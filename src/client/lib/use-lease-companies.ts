import { useQuery } from '@tanstack/react-query';
import type { LeaseCompany } from '../../contract/lease-companies.ts';

/**
 * The portals, the edit dialog and Configuratie read the leasing companies under one key, so a
 * company staff add shows in the others without a reload.
 */
export const LEASE_COMPANIES_QUERY_KEY = ['/api/lease-companies'] as const;

/** `GET /api/lease-companies`, by name, loaded by the default query function once `enabled`. */
export const useLeaseCompanies = (enabled = true) =>
  useQuery<LeaseCompany[]>({ queryKey: LEASE_COMPANIES_QUERY_KEY, enabled });
