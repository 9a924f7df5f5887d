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
 * The Klantenoverzicht tab's texts in Dutch; English in `strings.en.ts`. The English texts
 * docs/product.md#texts fixes ('Joined', 'Customer since', 'Service History', the empty states,
 * 'Failed to fetch …') are the English versions, translated here (src/contract/spec-texts.ts).
 */
const DUTCH = {
  title: 'Klantenoverzicht',
  searchLabel: 'Klanten zoeken',
  searchPlaceholder: 'Zoek op naam, e-mailadres of bedrijf',
  listLabel: 'Klanten',
  loading: 'Klanten laden…',
  /** Before the date the customer record was made: 'Sinds 26 nov 2026'. */
  joined: 'Sinds',
  empty: 'Geen klanten gevonden',
  emptySearch: 'Geen klanten gevonden die bij je zoekopdracht passen',
  capped: (limit: number) =>
    `De ${limit} nieuwste klanten staan hier. Zoek op naam, e-mailadres of bedrijf om de andere te vinden.`,
  selectPrompt: 'Kies een klant om de gegevens en de servicegeschiedenis te bekijken',
  /** The title of a failed load's toast (docs/product.md#texts). */
  errorTitle: 'Fout',
  fetchCustomersFailed: 'Kan klanten niet ophalen',
  fetchCustomerFailed: 'Kan klant niet ophalen',
  fetchRequestsFailed: 'Kan serviceverzoeken niet ophalen',

  detailsLabel: 'Klantgegevens',
  loadingCustomer: 'Klant laden…',
  email: 'E-mail',
  phone: 'Telefoon',
  address: 'Adres',
  customerSince: 'Klant sinds',
  none: '-',

  serviceHistory: 'Servicegeschiedenis',
  historyCount: (count: number) => (count === 1 ? '1 aanvraag' : `${count} aanvragen`),
  loadingHistory: 'Serviceverzoeken laden…',
  noRequests: 'Geen serviceverzoeken gevonden voor deze klant',
  date: 'Datum',
  status: {
    pending: 'In Behandeling',
    approved: 'Goedgekeurd',
    rejected: 'Afgewezen',
  } satisfies Record<ServiceRequestStatus, string>,
  archived: 'Gearchiveerd',
  bikes: 'Fietsen',
  /** A bike's e-bike and lease facts in short, after its brand and model (issue 34). */
  eBikeShort: (driveSystem: string) => `${driveSystem} e-bike`,
  leaseShort: (company: string) => `Lease: ${company}`,
  delivery: 'Levering',
  deliveryType: {
    on_location: 'Op Locatie',
    workshop: 'Werkplaats',
  } satisfies Record<DeliveryType, string>,
  workOrders: 'Werkorders',
  rejectionReason: 'Reden van afwijzing',
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
