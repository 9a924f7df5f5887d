import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { text } from './fields.ts';

export const addAdminSchema = z.object({
  email: text({ error: inputMessage('emailAddressRequired') })
    .trim()
    .min(1, inputMessage('emailAddressRequired'))
    .max(254, inputMessage('emailAddressInvalid'))
    .pipe(z.email(inputMessage('emailAddressInvalid'))),
});
export type AddAdmin = z.infer<typeof addAdminSchema>;

export const adminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string().nullable(),
  createdAt: z.date(),
});
export type Admin = z.infer<typeof adminSchema>;
