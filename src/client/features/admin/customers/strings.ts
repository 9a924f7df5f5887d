import type { ContactDetail } from '../../../../contract/customers.ts';
import type { EraseCustomerResult } from '../../../../contract/privacy.ts';
import type {
  DeliveryType,
  ServiceRequestStatus,
} from '../../../../contract/service-request-constants.ts';
import { formatsFor } from '../../../lib/format.ts';
import { defineTexts } from '../../../lib/language.ts';

const CONTACT_DETAIL_NAMES: Record<ContactDetail, string> = {
  name: 'naam',
  phone: 'telefoonnummer',
  address: 'adres',
};

/** "Naam en adres wijken af …", "Telefoonnummer wijkt af …". */
function differsFromRecord(details: ContactDetail[]) {
  const names = formatsFor('nl').list(details.map((detail) => CONTACT_DETAIL_NAMES[detail]));
  const verb = details.length === 1 ? 'wijkt' : 'wijken';
  return `${names.charAt(0).toUpperCase()}${names.slice(1)} ${verb} af van de klantkaart. Bijwerken kan in de aanvraag bij Serviceverzoeken.`;
}

/**
 * The Klantenoverzicht tab's texts. Quoted exactly where docs/product.md#texts gives them
 * ('Joined', 'Customer since', 'Service History', the four empty states, 'Failed to fetch …'); the
 * rest is in the same English, except the privacy actions, which that table does not fix: they are
 * in plain Dutch, like the rest of the dashboard. English in `strings.en.ts`.
 */
const DUTCH = {
  title: 'Klantenoverzicht',
  searchLabel: 'Search customers',
  searchPlaceholder: 'Search by name or email',
  listLabel: 'Customers',
  loading: 'Loading customers…',
  joined: 'Joined',
  empty: 'No customers found',
  emptySearch: 'No customers found matching your search',
  capped: (limit: number) =>
    `Showing the ${limit} newest customers. Search by name or email to find the others.`,
  selectPrompt: 'Select a customer to view their details and service history',
  /** The title of a failed load's toast (docs/product.md#texts). */
  errorTitle: 'Fout',
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
  /** Not a fixed text, so in Dutch like the privacy actions (decision 018). */
  contactDifferences: 'Contactgegevens',
  differsFromRecord,

  exportJson: 'Gegevens exporteren',
  exportHtml: 'Leesbare versie (HTML)',

  erase: {
    open: 'Klant verwijderen',
    title: 'Klant verwijderen?',
    description: (name: string) =>
      `${name} wordt voorgoed gewist. Dit kan niet ongedaan worden gemaakt.`,
    consequences: [
      'De klant wordt verwijderd, met de e-mails aan de klant, de telefoongesprekken en de meldingen over de aanvragen.',
      "De foto's van de fietsen worden verwijderd.",
      'De serviceaanvragen blijven voor de boekhouding bestaan, maar zonder persoonsgegevens: naam, e-mailadres, telefoonnummer, adressen, framenummers en probleemomschrijvingen worden gewist. Datum, status, merk en model, werkorders en factuur blijven.',
      'Staat de klant in de telefonie (Aircall), dan wordt dat contact ook verwijderd.',
    ],
    confirmLabel: 'E-mailadres van de klant',
    confirmHint: (email: string) => `Typ ${email} om te bevestigen.`,
    submit: 'Definitief verwijderen',
    submitting: 'Verwijderen…',
    successTitle: 'Klant Verwijderd',
    success: (anonymisedRequests: number, deletedPhotos: number) =>
      `${anonymisedRequests === 1 ? '1 aanvraag' : `${anonymisedRequests} aanvragen`} geanonimiseerd, ${deletedPhotos === 1 ? '1 foto' : `${deletedPhotos} foto's`} verwijderd.`,
    phoneContact: {
      removed: 'Het contact in Aircall is verwijderd.',
      none: '',
      'not configured': 'Aircall is niet gekoppeld: verwijder het contact daar zo nodig handmatig.',
      retrying:
        'Aircall gaf een fout: Spaak probeert het contact later opnieuw te verwijderen en stuurt een melding als dat niet lukt.',
    } satisfies Record<EraseCustomerResult['phoneContact'], string>,
    errorTitle: 'Verwijderen Mislukt',
    errorFallback: 'Kan klant niet verwijderen',
  },
} as const;

export type CustomersTextTable = typeof DUTCH;

export const CUSTOMERS_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
