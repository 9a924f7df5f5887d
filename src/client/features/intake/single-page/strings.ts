import { defineTexts } from '../../../lib/language.ts';

/**
 * Texts of form A, the single-page request (docs/product.md#form-a). English in
 * `strings.en.ts`.
 */
const DUTCH = {
  heroTitle: 'Professionele e-bike service in Amsterdam',
  heroText:
    'Onderhoud of reparatie nodig? Onze monteurs zijn gespecialiseerd in elektrische fietsen: van accu en motor tot remmen en banden. Vul het formulier in en we plannen je afspraak.',
  formTitle: 'Vraag service aan',
  customerSection: 'Jouw gegevens',
  bikeSection: 'Je fiets',
  submit: 'Verzenden',
  successHeading: 'Service Aanvraag Succesvol Verzonden!',
  referenceLabel: 'Referentienummer',
} as const;

export type SinglePageTextTable = typeof DUTCH;

export const SINGLE_PAGE_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
