import type { BikeServiceType } from '../../../../contract/bikes.ts';
import type { SameTexts } from '../../../../contract/language.ts';
import type { InputWords } from '../../../lib/field-errors.ts';
import { defineTexts } from '../../../lib/language.ts';

/**
 * The intake forms' texts in Dutch, with 'je' for the customer; English in `strings.en.ts`. A text
 * docs/product.md#texts fixes is quoted in its own language and translated in the other
 * (src/contract/spec-texts.ts). Validation messages live in the contract.
 */
const DUTCH = {
  home: 'Startpagina',
  adminLogin: 'Beheerder Login',
  heroText:
    'Onderhoud of reparatie voor één of meer (elektrische) fietsen: in onze werkplaats of bij jou op locatie.',

  stepLabel: (step: number) => `Stap ${step}`,
  stepOf: (step: number, total: number) => `Stap ${step} van ${total}`,
  progressLabel: 'Voortgang',

  previous: 'Vorige',
  next: 'Volgende',
  submit: 'Aanvraag Verzenden',
  submitting: 'Verzenden...',
  required: 'verplicht',
  /** A form field's label with its optional mark; summaries name the field without it. */
  optional: (label: string) => `${label} (optioneel)`,

  validationTitle: 'Validatiefout',
  stepInvalid: 'Vul alle verplichte velden in voordat u doorgaat.',
  offlineTitle: 'Geen verbinding',
  offlineCheck:
    'Je gegevens konden niet worden gecontroleerd. Controleer je internetverbinding en probeer het opnieuw; wat je invulde blijft bewaard.',
  bikesInvalid: 'Vul alle verplichte fietsinformatie in, inclusief probleembeschrijving.',

  submitFailedTitle: 'Fout bij verzenden',
  /** The server answered without a message of its own. */
  submitFailed: 'Kon service aanvraag niet verzenden. Probeer het opnieuw.',
  /** No answer came back: the connection failed, or the answer was lost on the way. */
  submitUnsent: 'Kon aanvraag niet verzenden. Probeer het opnieuw.',
  requestNumber: (id: number) => `Aanvraagnummer: ${id}`,

  // Delivery
  deliveryLegend: 'Waar vindt de service plaats?',
  onLocation: 'Op locatie',
  onLocationBadge: 'Premium',
  onLocationText: 'Ons team komt naar je toe, in de regio Amsterdam.',
  /** Beside 'Premium' until staff word it in Configuratie. */
  onLocationNote: 'Er komen voorrijkosten bij; het bedrag hoor je vooraf.',
  workshop: 'In de werkplaats',
  workshopText: 'Breng je fiets naar ons servicecentrum.',
  workingDays: (days: number) => (days === 1 ? '1 werkdag' : `${days} werkdagen`),
  waitEstimate: (days: number) =>
    `Geschatte wachttijd: ${days === 1 ? '1 werkdag' : `${days} werkdagen`}`,
  dropOffTitle: 'Afleveradres',
  workshopAddress: 'Lemelerbergweg 48, 1101AM Amsterdam, Nederland',
  openingHoursTitle: 'Openingstijden',
  openingHours: [
    ['Maandag', '13:00-19:00'],
    ['Dinsdag t/m vrijdag', '9:00-19:00'],
  ],
  bikeLocationTitle: 'Waar staat de fiets?',
  serviceOptionTitle: 'Service optie',
  /** Step 2's line that repeats the service option: 'Service: Op locatie · Wijzigen'. */
  serviceLine: 'Service',
  change: 'Wijzigen',
  changeService: 'Service wijzigen',
  changeBikeLocation: 'Adres van de fiets wijzigen',
  sameAsBilling: 'Zelfde als factuuradres',
  sameAsBikeLocation: 'Zelfde als adres van de fiets',

  // Customer
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  business: 'Zakelijk?',
  companyName: 'Bedrijfsnaam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  phoneCountryCode: 'Landcode',
  billingAddressTitle: 'Factuuradres',

  // Address
  postcode: 'Postcode',
  houseNumber: 'Huisnummer',
  addition: 'Toevoeging',
  street: 'Straat',
  city: 'Plaats',
  manualEntry: 'Adres handmatig invoeren',
  lookingUp: 'Adres zoeken…',
  addressFound: 'Adres gevonden',
  addressNotFound: 'Adres niet gevonden. Vul de gegevens handmatig in.',
  addressLookupUnavailable: 'Adressen kunnen op dit moment niet worden opgezocht.',
  suggestionsFailed: 'Kon adressuggesties niet ophalen',

  // Bikes
  bikeTitle: (n: number) => `Fiets ${n}`,
  brand: 'Merk',
  chooseBrand: 'Kies een merk',
  /** The brand option that asks for a brand's name. */
  otherBrand: 'Overig',
  customBrand: 'Merknaam',
  customBrandPlaceholder: 'Voer merknaam in',
  model: 'Model',
  frameNumber: 'Framenummer',
  mileage: 'Kilometerstand',
  mileageHint: 'In hele kilometers',
  issueDescription: 'Probleembeschrijving',
  issueHint: 'Minimaal 10 tekens',
  serviceType: 'Soort service',
  removeBike: (n: number) => `Fiets ${n} verwijderen`,
  addBike: 'Nog een Fiets Toevoegen',
  maxBikes: (max: number) => `Maximaal ${max} fietsen per aanvraag.`,

  /** The e-bike and lease questions after a bike's own fields (issue 34). */
  bikeFacts: {
    yes: 'Ja',
    no: 'Nee',
    isEBike: 'Elektrische fiets?',
    isEBikeHint: 'Dan weet de monteur vooraf wat er nodig is.',
    driveSystem: 'Aandrijfsysteem',
    driveSystemHint: 'Het merk van de motor; het staat meestal op de motor of het display.',
    chooseDriveSystem: 'Kies een aandrijfsysteem',
    other: 'Overig',
    customDriveSystem: 'Naam van het aandrijfsysteem',
    errorCode: 'Foutcode op het display',
    errorCodeHint: 'Neem hem over zoals het display hem toont, bijvoorbeeld E010.',
    batterySerial: 'Serienummer van de accu',
    batterySerialHint: 'Het staat op een sticker op de accu.',
    isLease: 'Leasefiets?',
    isLeaseHint: 'Een leasefiets repareren we pas als je leasemaatschappij akkoord is.',
    leaseCompany: 'Leasemaatschappij',
    chooseLeaseCompany: 'Kies je leasemaatschappij',
    customLeaseCompany: 'Naam van de leasemaatschappij',
    leaseCompaniesUnavailable:
      'De lijst met leasemaatschappijen kon niet worden geladen. Kies Overig en typ de naam.',
    contractNumber: 'Contractnummer',
    contractNumberHint: 'Het staat op je leasecontract of in de app van je leasemaatschappij.',
  },

  // Photo
  photo: 'Foto',
  photoHint: 'Een afbeelding van maximaal 5 MB.',
  photoUploading: 'Foto uploaden…',
  photoUploaded: (name: string) => `Geüpload: ${name}`,
  photoThumbnail: (bikeNumber: number) => `Foto van fiets ${bikeNumber}`,
  photoRemove: 'Foto verwijderen',
  photoUploadedTitle: 'Foto geüpload',
  photoUploadedText: (n: number) => `Foto voor fiets ${n} succesvol geüpload`,
  photoTooLargeTitle: 'Bestand te groot',
  photoTooLarge: 'Kies een afbeelding kleiner dan 5 MB',
  photoUploadFailedTitle: 'Upload mislukt',
  photoUploadFailed: 'Kon foto niet uploaden. Probeer het opnieuw.',

  // Review
  reviewTitle: 'Controleer Je Aanvraag',
  reviewCustomer: 'Klantgegevens',
  reviewService: 'Service',
  reviewBikes: 'Fietsen',
  reviewBikeLocation: 'Locatie van de fiets',
  confirm: 'Ik bevestig dat de gegevens kloppen en ga akkoord met het verzenden van deze aanvraag.',
  sendNeedsConfirmation:
    'Vink eerst de bevestiging hierboven aan, dan kun je je aanvraag verzenden.',
  privacyStatement: 'Privacyverklaring',
  opensInNewTab: '(opent in een nieuw tabblad)',
  none: '—',

  // Success
  successTitle: 'Aanvraag Verzonden!',
  successReview:
    'Ons team beoordeelt je aanvraag (binnen ongeveer 1 werkdag) en neemt binnenkort contact met je op.',
  successEmail: 'Je ontvangt een bevestiging per e-mail.',
  privateLink: {
    title: 'Volg je aanvraag',
    text: 'Via je persoonlijke link zie je hoe het met je aanvraag gaat. Hij staat ook in je e-mail; deel hem niet met anderen.',
    open: 'Bekijk je aanvraag',
  },
  successWaitTitle: (service: string) => `Geschatte wachttijd (${service.toLowerCase()})`,

  multiBikeSteps: [
    'Service Levering',
    'Klantgegevens',
    'Fiets Informatie',
    'Controleren & Versturen',
  ],

  /** The service a customer wants per bike, as the multi-bike form names it. */
  serviceTypes: {
    maintenance: 'Algemeen onderhoud',
    repair: 'Reparatie',
    tune_up: 'Afstelbeurt',
    inspection: 'Veiligheidscontrole',
    cleaning: 'Grondige reiniging',
    other: 'Overig',
  } satisfies Record<BikeServiceType, string>,

  /** What forms A (single page) and B (wizard) say alike (docs/product.md#form-a, #form-b). */
  simple: {
    customerType: 'Klanttype',
    private: 'Particulier',
    business: 'Zakelijk',
    street: 'Straat en huisnummer',
    brand: 'Fietsmerk',
    frameNumber: 'Framenummer',
    frameNumberRequired: 'Framenummer is verplicht',
    issuePlaceholder: 'Beschrijf zo precies mogelijk wat er aan de fiets mankeert.',

    /** The one announcement of a refused form: how many fields to fix. */
    errorSummary: (count: number) =>
      count === 1
        ? 'Controleer het gemarkeerde veld.'
        : `Controleer de ${count} gemarkeerde velden.`,
    errorTitle: 'Fout',
    submitFailed: 'Kon service aanvraag niet verzenden',
    contactWithin: 'We nemen binnen 24 uur contact met je op.',
    /** Back to an empty form (docs/product.md#form-a). */
    startAgain: 'Nog een aanvraag indienen',
  },
} as const;

export type IntakeTextTable = typeof DUTCH;
/** The intake texts in one language, for code that is handed them. */
export type IntakeTexts = SameTexts<IntakeTextTable>;

export const INTAKE_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));

/** What a check of the customer's input words its messages with, in the page's language. */
export type CheckTexts = { intake: IntakeTexts; input: InputWords };
