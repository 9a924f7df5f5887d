import { z } from 'zod';
import { searchTextSchema } from './search.ts';

export const CUSTOMER_LIST_LIMIT = 200;

export const customerSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  houseNumberAddition: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Customer = z.infer<typeof customerSchema>;

export const listCustomersQuerySchema = z.strictObject({
  search: searchTextSchema,
});

export const rejectionReasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
