import { formatAddress } from '../../../../../contract/house-number.ts';
import type { CustomerItem } from '../api/list-customers.ts';

/** The customer's address on one line, as Dutch addresses are written. */
export const formatCustomerAddress = (customer: CustomerItem) =>
  formatAddress({
    ...customer,
    addition: customer.houseNumberAddition,
    postcode: customer.postalCode,
  });
