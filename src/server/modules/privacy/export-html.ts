import { WORKSHOP_TIME_ZONE } from '../../../contract/service-request-constants.ts';
import { escapeHtml } from '../../http/html.ts';
import type { CustomerExport } from './service.ts';

const SECTIONS = {
  customer: 'Klantgegevens',
  serviceRequests: 'Serviceaanvragen',
  emails: 'Verstuurde e-mails',
  calls: 'Telefoongesprekken',
  account: 'Account',
  signInLinks: 'Aangevraagde inloglinks',
  customerAdditions: 'Aanvullingen op de aanvragen',
  quotes: 'Offertes',
} as const;

/**
 * What each field is called for the customer. A field without a name here keeps its own, so a
 * column added later still shows up in the export.
 */
const FIELD_NAMES: Record<string, string> = {
  id: 'Nummer',
  customerId: 'Klantnummer',
  fullName: 'Naam',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  name: 'Naam',
  email: 'E-mail',
  phone: 'Telefoon',
  customerType: 'Soort klant',
  companyName: 'Bedrijf',
  company: 'Bedrijf',
  street: 'Straat',
  houseNumber: 'Huisnummer',
  houseNumberAddition: 'Toevoeging',
  postalCode: 'Postcode',
  city: 'Plaats',
  bikeLocationStreet: 'Straat van de fietslocatie',
  bikeLocationHouseNumber: 'Huisnummer van de fietslocatie',
  bikeLocationAddition: 'Toevoeging van de fietslocatie',
  bikeLocationPostcode: 'Postcode van de fietslocatie',
  bikeLocationCity: 'Plaats van de fietslocatie',
  deliveryType: 'Service',
  bikes: 'Fietsen',
  brand: 'Merk',
  model: 'Model',
  frameNumber: 'Framenummer',
  mileage: 'Kilometerstand',
  issueDescription: 'Probleem',
  photoPath: 'Foto',
  serviceType: 'Soort service',
  eBike: 'Elektrische fiets',
  driveSystem: 'Aandrijfsysteem',
  errorCode: 'Foutcode',
  batterySerial: 'Serienummer accu',
  lease: 'Leasefiets',
  contractNumber: 'Contractnummer',
  status: 'Status',
  rejectionReason: 'Reden van afwijzing',
  cancelledByCustomerAt: 'Zelf geannuleerd op',
  cancellationReason: 'Reden van annulering',
  isArchived: 'Gearchiveerd',
  archivalReason: 'Reden van archivering',
  archivedAt: 'Gearchiveerd op',
  completedAt: 'Reparatie voltooid op',
  plannedAt: 'Ingepland op',
  cycleSoftwareCustomerId: 'Klantnummer in het werkplaatssysteem',
  cycleSoftwareWorkOrderId: 'Werkorder in het werkplaatssysteem',
  workOrderIds: 'Werkorders',
  cycleSoftwareRepairNumber: 'Reparatienummer',
  cycleSoftwareStatus: 'Status in het werkplaatssysteem',
  lastStatusCheck: 'Status laatst gecontroleerd op',
  workOrderError: 'Fout bij het aanmaken van de werkorder',
  bumbalTaskType: 'Soort taak in de routeplanner',
  bumbalActivityId: 'Activiteit in de routeplanner',
  freightliveActivityType: 'Soort bezoek',
  freightliveActivityDuration: 'Duur van het bezoek (minuten)',
  plannerActivityError: 'Fout bij het inplannen',
  moneybirdInvoiceId: 'Factuur',
  subject: 'Onderwerp',
  kind: 'Soort',
  sentAt: 'Verstuurd op',
  callDirection: 'Richting',
  callId: 'Gesprek in de telefoondienst',
  isHandled: 'Afgehandeld',
  handledAt: 'Afgehandeld op',
  aircallData: 'Gegevens van de telefoondienst',
  requestedFromIp: 'Aangevraagd vanaf IP-adres',
  usedAt: 'Gebruikt op',
  serviceRequestId: 'Aanvraag',
  note: 'Opmerking',
  bikeId: 'Fiets',
  version: 'Versie',
  lines: 'Regels',
  description: 'Omschrijving',
  amountCents: 'Bedrag in centen, incl. btw',
  totalCents: 'Totaal in centen, incl. btw',
  decision: 'Besluit',
  decidedAt: 'Besloten op',
  createdAt: 'Aangemaakt op',
  updatedAt: 'Gewijzigd op',
  withheldFields:
    'Niet opgenomen, want afwijkend van de klantgegevens (mogelijk van iemand anders)',
};

/** A request's withheld fields are named as the fields are. */
const withFieldNames = (key: string, value: unknown) =>
  key === 'withheldFields' && Array.isArray(value)
    ? value.map((field) => FIELD_NAMES[field] ?? field)
    : value;

const formatMoment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: WORKSHOP_TIME_ZONE,
}).format;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueHtml(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return escapeHtml(formatMoment(value));
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.every(isRecord)
      ? value.map(tableHtml).join('')
      : escapeHtml(value.map(String).join(', '));
  }
  if (isRecord(value)) return tableHtml(value);
  return escapeHtml(String(value));
}

function tableHtml(record: Record<string, unknown>): string {
  const rows = Object.entries(record).map(
    ([key, value]) =>
      `<tr><th scope="row">${escapeHtml(FIELD_NAMES[key] ?? key)}</th><td>${valueHtml(withFieldNames(key, value))}</td></tr>`,
  );
  return `<table>${rows.join('')}</table>`;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;margin:0 0 1.5rem;width:100%}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}th{width:14rem;background:#f5f5f5}td table{margin:.25rem 0}';

/**
 * The export as a page a person can read and print (GDPR art. 15): Dutch field names, moments
 * in Amsterdam time, bikes and other nested values as tables. Every value is escaped.
 */
export function customerExportHtml(data: CustomerExport) {
  const sections = (Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map((key) => {
    const value = data[key];
    const records = Array.isArray(value) ? value : value ? [value] : [];
    const body = records.length === 0 ? '<p>Geen gegevens.</p>' : records.map(tableHtml).join('');
    return `<h2>${SECTIONS[key]}</h2>${body}`;
  });
  const name = escapeHtml(data.customer.fullName);
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Gegevens van ${name}</title><style>${STYLE}</style></head><body><h1>Gegevens van ${name}</h1><p>Opgesteld op ${escapeHtml(formatMoment(data.exportedAt))}.</p>${sections.join('')}</body></html>`;
}
