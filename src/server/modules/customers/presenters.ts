import type { Customer } from '../../../contract/customers.ts';
import type { customers } from '../../db/schema.ts';

/** A customer record as the dashboard reads it. */
export const presentCustomer = (row: typeof customers.$inferSelect): Customer => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  street: row.street,
  houseNumber: row.houseNumber,
  houseNumberAddition: row.houseNumberAddition,
  postalCode: row.postalCode,
  city: row.city,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
