import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from './api-client.ts';

/** The answer of `GET /api/auth/user`. */
export type CurrentUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
};

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The signed-in user, or null: a 401 on this one call means "not signed in". */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await getJson<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The one lookup that decides the routing: loading, signed out, signed in, admin. Not retried.
 * Any failure other than 401 is returned as `error`, never taken for "signed out" silently.
 */
export function useAuth() {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
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
