// Dutch words for what is wrong with a refused input. The contract's schemas carry only the
// keys of this table (`inputMessage`); the words are chosen where an issue is shown: by the
// form in the page's language, by the server in the request's (decision 032). Zod-free, as the
// customer portal loads it up front.
import { BIKE_CODE_MAX_LENGTH, MAX_BIKES } from '../bikes.ts';
import { MAX_DAY_MINUTES, MIN_MINUTES_PER_BIKE } from '../capacity-constants.ts';
import { INSIGHTS_MAX_DAYS } from '../insights-constants.ts';
import { PHONE_MIN_LENGTH, REQUEST_LIST_MAX_LIMIT } from '../service-request-constants.ts';
import { QUOTE_AMOUNT_MAX_CENTS, QUOTE_MAX_LINES } from '../service-requests/quote-limits.ts';

/** The values an issue holds that its words name: a limit, the names found. */
export type IssueValues = {
  minimum: number;
  maximum: number;
  expected: string;
  names: readonly string[];
};

export const INPUT_TEXTS_NL = {
  // Every input
  invalidInput: 'Ongeldige invoer',
  expectedType: ({ expected }: Pick<IssueValues, 'expected'>) =>
    `Ongeldige invoer: verwacht ${expected}`,
  tooLong: ({ maximum }: Pick<IssueValues, 'maximum'>) => `Maximaal ${maximum} tekens`,
  nulCharacter: 'Tekst mag geen NUL-teken (\\0) bevatten',
  recordId: 'Ongeldig nummer: verwacht een geheel getal van 1 tot en met 2147483647',

  // The customer's request
  firstNameRequired: 'Voornaam is verplicht',
  lastNameRequired: 'Achternaam is verplicht',
  emailInvalid: 'Vul een geldig e-mailadres in',
  phoneTooShort: `Een telefoonnummer heeft minstens ${PHONE_MIN_LENGTH} cijfers`,
  phoneCharacters: 'Gebruik alleen cijfers in het telefoonnummer',
  phoneInvalid: 'Dit telefoonnummer bestaat niet met deze landcode',
  streetRequired: 'Straat is verplicht',
  postalCodeRequired: 'Postcode is verplicht',
  cityRequired: 'Plaats is verplicht',
  houseNumberRequired: 'Huisnummer is verplicht',
  companyNameRequired: 'Bedrijfsnaam is verplicht voor zakelijke klanten.',
  bikeLocationRequired: 'Vul het adres in waar de fiets staat.',
  bikesMin: 'Voeg minstens één fiets toe',
  bikesMax: `Maximaal ${MAX_BIKES} fietsen`,
  brandRequired: 'Merk is verplicht',
  modelRequired: 'Model is verplicht',
  issueTooShort: 'Beschrijf het probleem wat uitgebreider',
  mileagePositive: 'Kilometerstand moet een positief geheel getal zijn',
  unknownPhoto: 'Deze foto is niet bij ons bekend. Voeg de foto opnieuw toe.',
  driveSystemRequired: 'Kies het aandrijfsysteem of vul het in',
  errorCodeInvalid: `Een foutcode bestaat uit hoogstens ${BIKE_CODE_MAX_LENGTH} letters en cijfers, met eventueel spaties of - . / _ # :`,
  batterySerialInvalid: `Een serienummer bestaat uit hoogstens ${BIKE_CODE_MAX_LENGTH} letters en cijfers, met eventueel spaties of - . / _ # :`,
  leaseCompanyRequired: 'Kies de leasemaatschappij of vul die in',
  contractNumberRequired: 'Contractnummer is verplicht voor een leasefiets',
  contractNumberInvalid: `Een contractnummer bestaat uit hoogstens ${BIKE_CODE_MAX_LENGTH} letters en cijfers, met eventueel spaties of - . / _ # :`,

  // The address lookup
  postcodeInvalid: 'Ongeldige postcode (bijvoorbeeld 1101 AM)',
  houseNumberInvalid: 'Ongeldig huisnummer',
  additionInvalid: 'Ongeldige toevoeging',
  addressSearchTooLong: 'Zoekterm te lang',

  // The staff's inputs
  searchTooLong: ({ maximum }: Pick<IssueValues, 'maximum'>) =>
    `Zoek op hoogstens ${maximum} tekens`,
  listLimit: `Vraag 1 tot en met ${REQUEST_LIST_MAX_LIMIT} verzoeken per pagina`,
  listCursor: 'Ongeldige cursor: laad de lijst opnieuw',
  activityWholeMinutes: 'Duur moet een heel aantal minuten zijn',
  activityTooShort: ({ minimum }: Pick<IssueValues, 'minimum'>) =>
    `Duur moet minstens ${minimum} minuten zijn`,
  activityTooLong: ({ maximum }: Pick<IssueValues, 'maximum'>) =>
    `Duur mag hoogstens ${maximum} minuten zijn`,
  customReasonTooLong: ({ maximum }: Pick<IssueValues, 'maximum'>) =>
    `Een eigen reden is hoogstens ${maximum} tekens lang`,
  reasonOrCustomReason: 'Kies een afwijzingsreden of vul een eigen reden in',
  bikeVersion: 'Ongeldige versie van de fiets: laad de aanvraag opnieuw',
  boardOffset: 'Ongeldige positie in de kolom: laad het bord opnieuw',
  boardAssignee: 'Ongeldige monteur: laad het bord opnieuw',
  insightsDate: 'Vul een datum in als JJJJ-MM-DD',
  insightsServiceType: 'Kies werkplaats of op locatie',
  insightsLease: 'Ongeldig leasefilter: laad de pagina opnieuw',
  insightsPeriodOrder: 'De einddatum ligt vóór de begindatum',
  insightsPeriodTooLong: `Kies een periode van hoogstens ${INSIGHTS_MAX_DAYS} dagen`,
  boardLease: 'Ongeldig leasefilter: laad het bord opnieuw',
  lessorReferenceRequired: 'Vul de referentie van het akkoord van de leasemaatschappij in',
  lessorApprovedOnInvalid: 'Vul de datum van het akkoord in (JJJJ-MM-DD), niet later dan vandaag',
  lessorOverrideReasonRequired: 'Schrijf waarom de fiets zonder akkoord verder gaat',
  lessorApprovalOrOverride:
    'Geef het akkoord van de leasemaatschappij óf een reden om zonder akkoord verder te gaan, niet allebei',
  eraseConfirmEmail: 'Typ het e-mailadres van de klant ter bevestiging',
  languageChoice: "Kies 'nl' of 'en'",
  emailAddressRequired: 'E-mailadres vereist',
  emailAddressInvalid: 'Ongeldig e-mailadres',
  waitDaysTooFew: 'Wachttijden moeten minimaal 1 dag zijn',
  waitDaysTooMany: ({ maximum }: Pick<IssueValues, 'maximum'>) =>
    `Wachttijden kunnen hoogstens ${maximum} dagen zijn`,
  labelNameRequired: 'Naam is verplicht',
  noteRequired: 'Schrijf eerst een notitie',
  labelColorRequired: 'Kleur is verplicht',
  labelColorInvalid: 'Kies een kleur als #rrggbb',
  templateFieldsRequired: 'Vul alle vereiste velden in.',
  templateReasonOnlyForRejected: 'Alleen een afwijzingsmail hoort bij een afwijzingsreden',
  unknownPlaceholders: ({ names }: Pick<IssueValues, 'names'>) =>
    `Onbekende placeholders: ${names.map((name) => `{{${name}}}`).join(', ')}`,

  // The workshop's capacity and planned dates
  dayMinutes: `Minuten per dag: een heel getal van 0 tot en met ${MAX_DAY_MINUTES}`,
  noOpenWeekday: 'Geef minstens één weekdag minuten, anders kan Spaak nooit een dag voorstellen',
  minutesPerBikeTooFew: `Minuten per fiets: een heel getal van minstens ${MIN_MINUTES_PER_BIKE}`,
  minutesPerBikeTooMany: ({ maximum }: Pick<IssueValues, 'maximum'>) =>
    `Minuten per fiets: hoogstens ${maximum}`,
  workingDate: 'Kies een geldige datum (JJJJ-MM-DD)',

  // A quote on a bike
  quoteLineDescription: 'Beschrijf wat deze regel kost',
  quoteAmount: `Vul een bedrag in euro's in, bijvoorbeeld 17,50 (hoogstens ${(QUOTE_AMOUNT_MAX_CENTS / 100).toLocaleString('nl-NL')} euro)`,
  quoteLinesRequired: 'Een offerte heeft minstens één regel',
  quoteLinesMax: `Een offerte heeft hoogstens ${QUOTE_MAX_LINES} regels`,
  quoteTotalNegative: 'Het totaal van de offerte kan niet onder nul zijn',
  quoteVersion: 'Ongeldige versie van de offerte: laad de aanvraag opnieuw',
};

export type InputTexts = typeof INPUT_TEXTS_NL;
export type InputMessageKey = keyof InputTexts;
