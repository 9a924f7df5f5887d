import { PAGE_NAMES } from '../../contract/client-routes.ts';
import { defineTexts } from './language.ts';

/** The product name, in every language; the server's WORKSHOP_NAME defaults to the same. */
export const PRODUCT_NAME = 'Spaak';

/**
 * The shell's texts in Dutch; English in `strings.en.ts`. A text docs/product.md#texts fixes is
 * quoted in its own language and translated in the other (src/contract/spec-texts.ts).
 * Features keep their own texts in their folder.
 */
const DUTCH = {
  loading: 'Laden…',

  notFoundTitle: PAGE_NAMES.nl.notFound,
  notFoundText: 'Ben je vergeten de pagina aan de router toe te voegen?',

  adminRequiredTitle: PAGE_NAMES.nl.adminRequired,
  adminRequiredText: 'Log in met een beheerdersaccount om het beheerdersdashboard te openen.',
  adminRequiredLogin: 'Inloggen',

  adminDeniedTitle: PAGE_NAMES.nl.adminDenied,
  adminDeniedText:
    'Je account heeft geen beheerdersrechten. Neem contact op met een beheerder als je toegang nodig hebt.',
  toCustomerPortal: 'Naar het klantenportaal',
  logout: 'Uitloggen',

  authErrorTitle: 'Inloggegevens niet geladen',
  authErrorText: 'Je gegevens konden niet worden opgehaald. Probeer het opnieuw.',
  retry: 'Opnieuw proberen',

  loadFailedTitle: 'Pagina niet geladen',
  loadFailedText:
    'Een deel van deze pagina kon niet worden opgehaald. Controleer je internetverbinding en probeer het opnieuw.',

  language: 'Taal',
  languageNotLoaded: 'De Engelse teksten konden niet worden opgehaald. Probeer het opnieuw.',
  languageNotSavedTitle: 'Taalkeuze niet bewaard',
  languageNotSaved:
    'Deze browser onthoudt je taal, maar je account niet: op een andere browser zie je het dashboard nog in de vorige taal.',

  toastLabel: 'Melding',
  toastRegionLabel: 'Meldingen ({hotkey})',
  toastClose: 'Sluiten',
  close: 'Sluiten',
  cancel: 'Annuleren',
} as const;

export type UiTextTable = typeof DUTCH;

export const UI_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
