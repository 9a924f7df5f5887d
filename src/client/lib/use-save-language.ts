import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LanguageChoice } from '../../contract/auth.ts';
import type { Language } from '../../contract/language.ts';
import { sendJson, toastApiFailure } from './json-api.ts';
import { useTexts } from './language.ts';
import { UI_TEXTS } from './strings.ts';
import { CURRENT_USER_QUERY_KEY } from './use-auth.ts';

/** `PUT /api/auth/user/language`. */
export const saveLanguage = (language: Language) =>
  sendJson<LanguageChoice>('PUT', '/api/auth/user/language', { language });

/**
 * Keeps the language an admin chose with the admin, so the dashboard opens in it on any
 * browser they sign in on; the signed-in user in the cache carries it at once.
 */
export function useSaveLanguage() {
  const t = useTexts(UI_TEXTS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: ({ language }) =>
      queryClient.setQueryData<CurrentUser | null>(
        CURRENT_USER_QUERY_KEY,
        (user) => user && { ...user, language },
      ),
    onError: (error) =>
      toastApiFailure(error, { title: t.languageNotSavedTitle, fallback: t.languageNotSaved }),
  });
}
