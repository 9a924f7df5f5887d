import { z } from 'zod';
import { ADDRESS_SUGGESTION_LIMIT } from './address-constants.ts';
import { inputMessage } from './errors/input-messages.ts';
import { text } from './fields.ts';
import { DUTCH_POSTCODE, normalisePostcode } from './service-request-constants.ts';

// Without zod, for the customer portal's first download; part of this contract all the same.
export * from './address-constants.ts';

export const addressLookupQuerySchema = z.strictObject({
  postcode: z
    .string()
    .transform(normalisePostcode)
    .refine((value) => DUTCH_POSTCODE.test(value), inputMessage('postcodeInvalid')),
  houseNumber: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, inputMessage('houseNumberInvalid')),
  addition: z
    .string()
    .trim()
    .max(10, inputMessage('additionInvalid'))
    .regex(/^[\p{L}\p{N} -]*$/u, inputMessage('additionInvalid'))
    .optional()
    .transform((value) => value || undefined),
});
export type AddressLookupQuery = z.infer<typeof addressLookupQuerySchema>;

export const addressLookupResultSchema = z.object({
  found: z.boolean(),
  street: z.string(),
  city: z.string(),
});
export type AddressLookupResult = z.infer<typeof addressLookupResultSchema>;

export const addressAutocompleteQuerySchema = z.strictObject({
  q: text().max(100, inputMessage('addressSearchTooLong')).default(''),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADDRESS_SUGGESTION_LIMIT)
    .default(ADDRESS_SUGGESTION_LIMIT),
});

export const addressSuggestionSchema = z.object({
  street: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string().optional(),
  postcode: z.string(),
  city: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
