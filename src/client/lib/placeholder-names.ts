import type { TemplatePlaceholder } from '../../contract/email-templates.ts';
import { defineTexts } from './language.ts';

/**
 * What staff read for each mail placeholder: the template editor's chips and buttons, and any
 * screen that tells which placeholder a mail uses (the reject dialog). The `{{…}}` form is what
 * is stored and what only the editor's HTML mode shows. English in `placeholder-names.en.ts`.
 */
const DUTCH = {
  'customer.firstName': 'Voornaam klant',
  'customer.lastName': 'Achternaam klant',
  'customer.fullName': 'Volledige naam klant',
  'customer.email': 'E-mailadres klant',
  'customer.phone': 'Telefoonnummer klant',
  'request.id': 'Aanvraagnummer',
  'request.reference': 'Referentie aanvraag',
  'request.deliveryType': 'Soort service',
  'request.waitDays': 'Wachttijd in dagen',
  'request.rejectionReason': 'Reden van afwijzing',
  'bike.brand': 'Merk fiets',
  'bike.model': 'Model fiets',
  'bike.plannedDate': 'Geplande datum fiets',
  'quote.total': 'Totaal offerte',
  'quote.version': 'Versie offerte',
  'workshop.address': 'Adres werkplaats',
  'workshop.hours': 'Openingstijden werkplaats',
  'workshop.phone': 'Telefoonnummer werkplaats',
} as const satisfies Record<TemplatePlaceholder, string>;

export type PlaceholderNameTable = typeof DUTCH;

export const PLACEHOLDER_NAMES = defineTexts(DUTCH, () => import('./placeholder-names.en.ts'));
