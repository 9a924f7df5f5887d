import { z } from 'zod';
import { text } from './fields.ts';

export const ADMIN_MESSAGES = {
  emailRequired: 'E-mailadres vereist',
  emailInvalid: 'Ongeldig e-mailadres',
} as const;

export const addAdminSchema = z.object({
  email: text({ error: ADMIN_MESSAGES.emailRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.emailRequired)
    .max(254, ADMIN_MESSAGES.emailInvalid)
    .pipe(z.email(ADMIN_MESSAGES.emailInvalid)),
});
export type AddAdmin = z.infer<typeof addAdminSchema>;

export const adminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string().nullable(),
  createdAt: z.date(),
});
export type Admin = z.infer<typeof adminSchema>;
