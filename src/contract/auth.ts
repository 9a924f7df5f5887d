import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { LANGUAGES } from './language.ts';

/** `GET /api/auth/user`: the signed-in user, or `null` ("nothing") when nobody is signed in. */
export const currentUserSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isAdmin: z.boolean(),
    /** The language the person chose for the dashboard; null until they choose. */
    language: z.enum(LANGUAGES).nullable(),
  })
  .nullable();

export type CurrentUser = NonNullable<z.infer<typeof currentUserSchema>>;

/** `PUT /api/auth/user/language`: the language the signed-in person chose, kept with them. */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: inputMessage('languageChoice') }),
});

export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** The query parameter of a sign-in page that asks for it in a language (its language switch). */
export const SIGN_IN_LANGUAGE_PARAMETER = 'lang';

/** A sign-in page's address: `?lang=en` shows it in English, and keeps that choice. */
export const signInPageQuerySchema = z.object({
  [SIGN_IN_LANGUAGE_PARAMETER]: z
    .enum(LANGUAGES, { error: inputMessage('languageChoice') })
    .optional(),
});
