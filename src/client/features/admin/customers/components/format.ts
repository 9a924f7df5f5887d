import type { CustomerItem } from '../api/list-customers.ts';

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });

/** Street, number and addition, then postcode and city: the parts that are filled. */
export const formatAddress = (customer: CustomerItem) =>
  [
    [customer.street, customer.houseNumber, customer.houseNumberAddition].filter(Boolean).join(' '),
    [customer.postalCode, customer.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
