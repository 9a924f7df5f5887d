import { formatAddress } from '../../../../../contract/house-number.ts';
import type { CustomerItem } from '../api/list-customers.ts';

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });

/** The customer's address on one line, as Dutch addresses are written. */
export const formatCustomerAddress = (customer: CustomerItem) =>
  formatAddress({
    ...customer,
    addition: customer.houseNumberAddition,
    postcode: customer.postalCode,
  });
