import { defineTexts } from '../../../lib/language.ts';

/**
 * Texts of form B, the four-step wizard for one bike (docs/product.md#form-b), in Dutch; English
 * in `strings.en.ts`. The step titles are form C's where the two forms share a step.
 */
const DUTCH = {
  heading: 'Service aanvragen',
  stepOf: (step: number, total: number) => `Stap ${step} van ${total}`,
  steps: ['Service Levering', 'Klantgegevens', 'Fiets Informatie', 'Probleembeschrijving'],
  submit: 'Verstuur Aanvraag',

  deliveryType: 'Waar wil je de service?',
  workshop: 'In de werkplaats',
  workshopHint: 'Je brengt de fiets naar onze werkplaats.',
  onLocation: 'Op locatie',
  onLocationHint: 'Onze monteur komt naar je toe.',

  mileage: 'Kilometerstand (km)',

  whatNext: 'Wat gebeurt er nu?',
  whatNextItems: [
    'We bekijken je aanvraag en nemen binnen 24 uur contact met je op.',
    'We spreken samen een moment af voor de service.',
    'Je ontvangt de bevestiging per e-mail.',
  ],

  successHeading: 'Aanvraag Verzonden',
  referenceLabel: 'Uw Referentienummer',
  keepReference:
    'Bewaar dit nummer: je hebt het nodig als je contact met ons opneemt over deze aanvraag.',

  // Address-search panel
  searchLabel: 'Zoek het adres waar de fiets staat',
  searchHint: 'Typ minstens 2 tekens, bijvoorbeeld straat en huisnummer of postcode.',
  suggestions: 'Adressuggesties',
  suggestionCount: (count: number) =>
    count === 1 ? '1 adressuggestie' : `${count} adressuggesties`,
  searching: 'Zoeken…',
  selectedAddress: 'Gekozen adres',
  addressSelected: 'Adres gekozen',
  change: 'Ander adres kiezen',
  manualEntry: 'Adres handmatig invullen',
} as const;

export type WizardTextTable = typeof DUTCH;

export const WIZARD_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
