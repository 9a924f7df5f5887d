import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../contract/auth.ts';
import { getJson } from './api-client.ts';

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * The one lookup that decides the routing: loading, signed out, signed in, admin. Not retried.
 * Signed out is an answer (`null`); any failure, a 401 included, is returned as `error`, never
 * taken for "signed out" silently.
 */
export function useAuth() {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: () => getJson<CurrentUser | null>('/api/auth/user'),
    retry: false,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    error: query.error,
    retry: () => query.refetch(),
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin === true,
  };
}
