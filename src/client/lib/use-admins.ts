import { useQuery } from '@tanstack/react-query';
import type { Admin } from '../../contract/admins.ts';
import type { Wire } from './json-api.ts';

export type AdminItem = Wire<Admin>;

export const ADMINS_QUERY_KEY = ['/api/admins'] as const;

/**
 * `GET /api/admins`, loaded by the default query function: the staff, whom Configuratie
 * manages and bikes are given to.
 */
export const useAdmins = () => useQuery<AdminItem[]>({ queryKey: ADMINS_QUERY_KEY });

/** How the dashboard names a staff member: by name, else by e-mail address. */
export const staffMemberName = (admin: Pick<AdminItem, 'fullName' | 'email'>) =>
  admin.fullName ?? admin.email;
