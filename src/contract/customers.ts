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

/** The details by which a customer record and each request reach the customer. */
export const customerContactSchema = customerSchema.pick({
  fullName: true,
  phone: true,
  street: true,
  houseNumber: true,
  houseNumberAddition: true,
  postalCode: true,
  city: true,
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

/**
 * The contact details as staff compare a request with its customer record, and the fields
 * each is made of.
 */
export const CONTACT_DETAIL_FIELDS = {
  name: ['fullName'],
  phone: ['phone'],
  address: ['street', 'houseNumber', 'houseNumberAddition', 'postalCode', 'city'],
} as const satisfies Record<string, readonly (keyof CustomerContact)[]>;
export type ContactDetail = keyof typeof CONTACT_DETAIL_FIELDS;
export const CONTACT_DETAILS = Object.keys(CONTACT_DETAIL_FIELDS) as [
  ContactDetail,
  ...ContactDetail[],
];

/**
 * A field as it is compared: a difference of case or spacing, or of separators in a phone
 * number, is the same detail written otherwise, not another one.
 */
function comparable(field: keyof CustomerContact, value: string | null) {
  const text = (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (field === 'phone') return text.replace(/\D/g, '');
  return field === 'postalCode' ? text.replaceAll(' ', '') : text;
}

/**
 * The contact details a request was sent with that differ from its customer's record; none
 * when the request has no customer. A submission never changes the record (decision 018), so
 * staff see these and choose which details the record keeps.
 */
export const contactDifferences = (
  request: CustomerContact,
  customer: CustomerContact | null,
): ContactDetail[] =>
  customer
    ? CONTACT_DETAILS.filter((detail) =>
        CONTACT_DETAIL_FIELDS[detail].some(
          (field) => comparable(field, request[field]) !== comparable(field, customer[field]),
        ),
      )
    : [];

export const listCustomersQuerySchema = z.strictObject({
  search: searchTextSchema,
});

export const rejectionReasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
