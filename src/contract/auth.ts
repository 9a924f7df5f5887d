import { z } from 'zod';

/** `GET /api/auth/user`: the signed-in user, or `null` ("nothing") when nobody is signed in. */
export const currentUserSchema = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isAdmin: z.boolean(),
  })
  .nullable();

export type CurrentUser = NonNullable<z.infer<typeof currentUserSchema>>;
