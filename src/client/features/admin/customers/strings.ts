import type { DeliveryType, ServiceRequestStatus } from '../../../../contract/service-requests.ts';

/**
 * The Klantenoverzicht tab's texts. Quoted exactly where spec 001 gives them (§2, §8: 'Joined',
 * 'Customer since', 'Service History', the four empty states, 'Failed to fetch …'); the rest is
 * in the same English.
 */
export const CUSTOMERS_TEXT = {
  title: 'Klantenoverzicht',
  searchLabel: 'Search customers',
  searchPlaceholder: 'Search by name or email',
  listLabel: 'Customers',
  loading: 'Loading customers…',
  joined: 'Joined',
  empty: 'No customers found',
  emptySearch: 'No customers found matching your search',
  selectPrompt: 'Select a customer to view their details and service history',
  fetchCustomersFailed: 'Failed to fetch customers',
  fetchCustomerFailed: 'Failed to fetch customer',
  fetchRequestsFailed: 'Failed to fetch service requests',

  detailsLabel: 'Customer details',
  loadingCustomer: 'Loading customer…',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  customerSince: 'Customer since',
  none: '-',

  serviceHistory: 'Service History',
  historyCount: (count: number) => (count === 1 ? '1 request' : `${count} requests`),
  loadingHistory: 'Loading service requests…',
  noRequests: 'No service requests found for this customer',
  date: 'Date',
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
  } satisfies Record<ServiceRequestStatus, string>,
  archived: 'Archived',
  bikes: 'Bikes',
  delivery: 'Delivery',
  deliveryType: {
    on_location: 'On Location',
    workshop: 'Workshop',
  } satisfies Record<DeliveryType, string>,
  workOrders: 'Work orders',
  rejectionReason: 'Rejection reason',
} as const;
