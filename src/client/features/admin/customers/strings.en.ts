import type { ContactDetail } from '../../../../contract/customers.ts';
import type { SameTexts } from '../../../../contract/language.ts';
import { formatsFor } from '../../../lib/format.ts';
import type { CustomersTextTable } from './strings.ts';

const CONTACT_DETAIL_NAMES: Record<ContactDetail, string> = {
  name: 'name',
  phone: 'phone number',
  address: 'address',
};

/** "Name and address differ …", "Phone number differs …". */
function differsFromRecord(details: readonly ContactDetail[]) {
  const names = formatsFor('en').list(details.map((detail) => CONTACT_DETAIL_NAMES[detail]));
  const verb = details.length === 1 ? 'differs' : 'differ';
  return `${names.charAt(0).toUpperCase()}${names.slice(1)} ${verb} from the customer record. You can update this in the request under Service requests.`;
}

const english: SameTexts<CustomersTextTable> = {
  title: 'Customer overview',
  searchLabel: 'Search customers',
  searchPlaceholder: 'Search by name, email or company',
  listLabel: 'Customers',
  loading: 'Loading customers…',
  joined: 'Joined',
  empty: 'No customers found',
  emptySearch: 'No customers found matching your search',
  capped: (limit) =>
    `Showing the ${limit} newest customers. Search by name, email or company to find the others.`,
  selectPrompt: 'Select a customer to view their details and service history',
  errorTitle: 'Error',
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
  historyCount: (count) => (count === 1 ? '1 request' : `${count} requests`),
  loadingHistory: 'Loading service requests…',
  noRequests: 'No service requests found for this customer',
  date: 'Date',
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  archived: 'Archived',
  bikes: 'Bikes',
  eBikeShort: (driveSystem) => `${driveSystem} e-bike`,
  leaseShort: (company) => `Lease: ${company}`,
  delivery: 'Delivery',
  deliveryType: {
    on_location: 'On Location',
    workshop: 'Workshop',
  },
  workOrders: 'Work orders',
  rejectionReason: 'Rejection reason',
  contactDifferences: 'Contact details',
  differsFromRecord,

  exportJson: 'Export data',
  exportHtml: 'Readable version (HTML)',

  erase: {
    open: 'Delete customer',
    title: 'Delete customer?',
    description: (name) => `${name} will be erased for good. This cannot be undone.`,
    consequences: [
      'The customer is deleted, along with the emails sent to them, their phone calls and the notifications about their requests.',
      'The photos of the bikes are deleted.',
      'The service requests stay for the accounts, but without personal data: name, email address, phone number, addresses, frame numbers and issue descriptions are erased. Date, status, brand and model, work orders and invoice stay.',
      'If the customer is in the phone system (Aircall), that contact is deleted too.',
    ],
    confirmLabel: "Customer's email address",
    confirmHint: (email) => `Type ${email} to confirm.`,
    submit: 'Delete for good',
    submitting: 'Deleting…',
    successTitle: 'Customer Deleted',
    success: (anonymisedRequests, deletedPhotos) =>
      `${anonymisedRequests === 1 ? '1 request' : `${anonymisedRequests} requests`} anonymised, ${deletedPhotos === 1 ? '1 photo' : `${deletedPhotos} photos`} deleted.`,
    phoneContact: {
      removed: 'The contact in Aircall has been deleted.',
      none: '',
      'not configured': 'Aircall is not connected: delete the contact there by hand if needed.',
      retrying:
        'Aircall answered with an error: Spaak will try to delete the contact again later and sends a notification if that fails.',
    },
    errorTitle: 'Deleting Failed',
    errorFallback: 'Could not delete the customer',
  },
};

export default english;
