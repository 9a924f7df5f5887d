import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from './api-client.ts';

export type CurrentUser = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
};

export const CURRENT_USER_KEY = ['/api/auth/user'];

/** The signed-in user, or null when nobody is: a 401 on this one call means "signed out". */
async function fetchCurrentUser() {
  try {
    return await getJson<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useAuth() {
  const { data: user, isLoading } = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
  });
  return {
    user: user ?? null,
    isLoading,
    isAuthenticated: Boolean(user),
    isAdmin: user?.isAdmin ?? false,
  };
}
