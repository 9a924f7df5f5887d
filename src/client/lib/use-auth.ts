import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../contract/auth.ts';
import { getJson } from './api-client.ts';
import { chooseLanguage, currentLanguage } from './language.ts';

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * The signed-in user. An admin's saved language wins over this browser's, so the dashboard opens
 * in it on any browser they sign in on; the answer waits for its texts, so nothing shows in the
 * other language first. Without a connection for them, the page stays in its language.
 */
async function loadCurrentUser() {
  const user = await getJson<CurrentUser | null>('/api/auth/user');
  if (user?.language && user.language !== currentLanguage()) {
    await chooseLanguage(user.language).catch(() => {});
  }
  return user;
}

/**
 * The one lookup that decides the routing: loading, signed out, signed in, admin. Not retried.
 * Signed out is an answer (`null`); any failure, a 401 included, is returned as `error`, never
 * taken for "signed out" silently.
 */
export function useAuth() {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: loadCurrentUser,
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
