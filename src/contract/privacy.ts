import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { text } from './fields.ts';

/** Erasing a customer is confirmed by typing their e-mail address, as the dialog asks. */
export const eraseCustomerSchema = z.strictObject({
  confirmEmail: text().trim().min(1, inputMessage('eraseConfirmEmail')),
});
export type EraseCustomer = z.infer<typeof eraseCustomerSchema>;

export const eraseCustomerResultSchema = z.object({
  anonymisedRequests: z.number(),
  deletedPhotos: z.number(),
  phoneContact: z.enum(['removed', 'none', 'not configured', 'retrying']),
});
export type EraseCustomerResult = z.infer<typeof eraseCustomerResultSchema>;

export const exportCustomerQuerySchema = z.strictObject({
  format: z.enum(['json', 'html']).default('json'),
});

/** What replaces a customer's name in requests kept for the books after erasure. */
export const ERASED_NAME = 'Verwijderde klant';
