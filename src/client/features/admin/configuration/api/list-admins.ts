import { useQuery } from '@tanstack/react-query';
import type { Admin } from '../../../../../contract/admins.ts';
import type { Wire } from '../../../../lib/json-api.ts';

export type AdminItem = Wire<Admin>;

export const ADMINS_QUERY_KEY = ['/api/admins'] as const;

/** `GET /api/admins`, loaded by the default query function. */
export const useAdmins = () => useQuery<AdminItem[]>({ queryKey: ADMINS_QUERY_KEY });
