import type { Weekday } from '../../../../contract/capacity-constants.ts';
import type { ContactSyncStatus } from '../../../../contract/integrations.ts';
import { defineTexts } from '../../../lib/language.ts';

/**
 * The configuration tab's texts in Dutch; English in `strings.en.ts`. A text docs/product.md#texts
 * fixes is quoted in its own language and translated in the other (src/contract/spec-texts.ts).
 */
const DUTCH = {
  errorTitle: 'Fout',
  waitTimes: {
    title: 'Service wachttijden',
    description:
      'Hoeveel werkdagen een klant gemiddeld wacht. De klantportalen tonen deze schattingen direct, zolang er geen werkplaatscapaciteit is opgeslagen.',
    onLocation: 'Op locatie (premium), in werkdagen',
    workshop: 'Werkplaats, in werkdagen',
    submit: 'Wachttijden Bijwerken',
    submitting: 'Bijwerken…',
    invalidTitle: 'Ongeldige Waarden',
    successTitle: 'Configuratie Bijgewerkt',
    success: (onLocation: number, workshop: number) =>
      `Op locatie: ${onLocation} werkdag(en), werkplaats: ${workshop} werkdag(en).`,
    errorFallback: 'Kan service configuratie niet bijwerken',
  },
  capacity: {
    title: 'Werkplaatscapaciteit',
    description:
      'Minuten werk per weekdag, van alle monteurs samen: twee monteurs van 9 tot 13 uur zijn 480 minuten. Bij goedkeuren stelt Spaak de eerste werkdag met ruimte voor alle fietsen voor; de portalen rekenen er de wachttijd mee uit.',
    notSet:
      'Nog niet ingesteld. Tot dan plant Spaak met deze standaardwaarden (de openingstijden, één monteur) en tonen de portalen de handmatige wachttijden. Sla de capaciteit op, aangepast of zo, om de portalen de wachttijd ervan te laten tonen.',
    weekdays: {
      monday: 'Maandag',
      tuesday: 'Dinsdag',
      wednesday: 'Woensdag',
      thursday: 'Donderdag',
      friday: 'Vrijdag',
      saturday: 'Zaterdag',
      sunday: 'Zondag',
    } satisfies Record<Weekday, string>,
    minutesUnit: 'minuten',
    /** '6 uur', '7,5 uur': the minutes read as hours beside the field. */
    hours: (minutes: number) =>
      minutes === 0
        ? 'gesloten'
        : `${(minutes / 60).toLocaleString('nl-NL', { maximumFractionDigits: 2 })} uur`,
    weekHeading: 'Minuten per weekdag',
    minutesPerBike: 'Standaard minuten per fiets',
    minutesPerBikeHint: 'Minstens 10; aan te passen bij het goedkeuren.',
    submit: 'Capaciteit Opslaan',
    submitting: 'Opslaan…',
    invalidTitle: 'Ongeldige Capaciteit',
    successTitle: 'Capaciteit Opgeslagen',
    success: 'Voorstellen en wachttijden rekenen vanaf nu met deze capaciteit.',
    errorFallback: 'Kan de capaciteit niet opslaan',
  },
  closedDays: {
    title: 'Gesloten dagen',
    description:
      'Feestdagen en andere dagen waarop de werkplaats dicht is: Spaak plant er niets op.',
    date: 'Datum',
    descriptionLabel: 'Omschrijving (optioneel)',
    descriptionPlaceholder: 'Bijvoorbeeld Tweede Kerstdag',
    add: 'Dag Toevoegen',
    adding: 'Toevoegen…',
    invalidTitle: 'Ongeldige Dag',
    listLabel: 'Komende gesloten dagen',
    empty: 'Geen gesloten dagen gepland.',
    remove: (day: string) => `${day} verwijderen`,
    addedTitle: 'Gesloten Dag Toegevoegd',
    added: (day: string) => `Spaak plant niets meer op ${day}.`,
    removedTitle: 'Gesloten Dag Verwijderd',
    removed: (day: string) => `${day} is weer een gewone werkdag.`,
    addFailed: 'Kan de gesloten dag niet opslaan',
    removeFailed: 'Kan de gesloten dag niet verwijderen',
  },
  /** The leasing companies the portals offer for a lease bike (issue 34). */
  leaseCompanies: {
    title: 'Leasemaatschappijen',
    description:
      'De lijst waaruit klanten hun leasemaatschappij kiezen. Een verwijderde naam blijft staan bij de fietsen die hem al hebben.',
    name: 'Naam leasemaatschappij',
    namePlaceholder: 'Bijvoorbeeld Fietsplan',
    add: 'Leasemaatschappij Toevoegen',
    adding: 'Toevoegen…',
    invalidTitle: 'Ongeldige Naam',
    listLabel: 'Leasemaatschappijen',
    loading: 'Leasemaatschappijen laden…',
    loadFailed: 'Kan de leasemaatschappijen niet laden',
    empty: 'Nog geen leasemaatschappijen: klanten vullen de naam dan zelf in.',
    remove: 'Verwijderen',
    removeLabel: (name: string) => `${name} verwijderen`,
    confirmTitle: 'Leasemaatschappij verwijderen?',
    confirm: (name: string) =>
      `${name} staat daarna niet meer in de lijst van de portalen. Fietsen die ${name} al hebben, houden die naam.`,
    addedTitle: 'Leasemaatschappij Toegevoegd',
    added: (name: string) => `Klanten kunnen nu ${name} kiezen.`,
    removedTitle: 'Leasemaatschappij Verwijderd',
    removed: (name: string) => `${name} staat niet meer in de lijst.`,
    addFailed: 'Kan de leasemaatschappij niet toevoegen',
    removeFailed: 'Kan de leasemaatschappij niet verwijderen',
  },
  onLocationNote: {
    title: "Uitleg bij 'Premium'",
    description:
      "Wat klanten naast 'Premium' bij de service op locatie lezen, bijvoorbeeld de voorrijkosten. Leeg laten: de portalen tonen hun eigen tekst.",
    dutch: 'Tekst in het Nederlands',
    english: 'Tekst in het Engels',
    submit: 'Uitleg Opslaan',
    submitting: 'Opslaan…',
    invalidTitle: 'Ongeldige Uitleg',
    successTitle: 'Uitleg Opgeslagen',
    success: 'De portalen tonen de nieuwe uitleg direct.',
    errorFallback: "Kan de uitleg bij 'Premium' niet opslaan",
  },
  integrations: {
    title: 'Koppelingen testen',
    description:
      'Eén echte aanroep met de ingestelde gegevens. Een koppeling die niet is ingesteld, meldt dat.',
    workshop: {
      button: 'Test werkplaatssysteem',
      running: 'Werkplaatssysteem testen…',
      successTitle: 'Werkplaatssysteem bereikbaar',
      success: (id: string | null) =>
        id
          ? `De verbinding werkt: de nieuwste werkorder is ${id}.`
          : 'De verbinding werkt; er zijn nog geen werkorders.',
      failedTitle: 'Test werkplaatssysteem mislukt',
      fallback: 'Kan het werkplaatssysteem niet bereiken',
    },
    invoicing: {
      button: 'Test facturatie-webhook',
      running: 'Facturatie-webhook testen…',
      successTitle: 'Facturatie-webhook werkt',
      success: (id: string) => `Testfactuur ${id} is aangemaakt.`,
      failedTitle: 'Test facturatie-webhook mislukt',
      fallback: 'Kan de facturatie-webhook niet bereiken',
    },
  },
  admins: {
    title: 'Beheerder Gebruikers',
    description:
      'Wie het beheerdersdashboard mag gebruiken. Voeg iemand toe met het e-mailadres waarmee die inlogt.',
    emailLabel: 'E-mailadres nieuwe beheerder',
    emailPlaceholder: 'naam@voorbeeld.nl',
    add: 'Toevoegen',
    adding: 'Toevoegen…',
    addedTitle: 'Beheerder toegevoegd',
    added: (email: string) => `${email} kan nu inloggen als beheerder.`,
    addFailed: 'Fout bij toevoegen beheerder',
    removedTitle: 'Beheerder verwijderd',
    removed: (email: string) => `${email} heeft geen beheerdersrechten meer.`,
    removeFailed: 'Fout bij verwijderen beheerder',
    remove: 'Verwijderen',
    removeLabel: (email: string) => `${email} verwijderen`,
    confirmTitle: 'Beheerder verwijderen?',
    confirm: (email: string) => `${email} verliest direct de toegang tot het beheerdersdashboard.`,
    confirmSelfTitle: 'Je eigen beheerdersrechten verwijderen?',
    confirmSelf:
      'Let op: dit ben jij. Je verliest direct de toegang tot het beheerdersdashboard en kunt jezelf niet opnieuw toevoegen; alleen een andere beheerder kan dat.',
    you: '(jij)',
    addedOn: (date: string) => `Toegevoegd op ${date}`,
    lastAdmin: 'De laatste beheerder kan niet worden verwijderd.',
    loading: 'Beheerders laden…',
    loadFailed: 'Kan de beheerders niet laden',
    listLabel: 'Beheerders',
  },
  warning: {
    title: 'Over beheerdersrechten',
    items: [
      'Alleen beheerders kunnen serviceverzoeken goedkeuren of afwijzen.',
      'Beheerders zien alle klantgegevens en alle instellingen.',
      'Een verwijderde beheerder verliest direct de toegang.',
      'Nieuwe beheerders loggen in via de normale inlogpagina.',
    ],
  },
  phone: {
    title: 'Aircall contactsynchronisatie',
    description: 'Zet klanten als contact in Aircall, zodat medewerkers zien wie er belt.',
    testConnection: 'Test verbinding',
    testing: 'Verbinding testen…',
    connectionOkTitle: 'Verbinding geslaagd',
    connectionFailed: 'Verbindingstest Mislukt',
    connectionFallback: 'Kan Aircall niet bereiken',
    syncAll: 'Alle contacten synchroniseren',
    syncing: 'Synchronisatie starten…',
    syncStartedTitle: 'Synchronisatie gestart',
    syncFailed: 'Synchronisatie Mislukt',
    syncFallback: 'Kan de synchronisatie niet starten',
    statusTitle: 'Synchronisatiestatus',
    statusCaption: 'Gesynchroniseerde contacten, nieuwste eerst',
    statusEmpty: 'Nog geen contacten gesynchroniseerd.',
    statusLoading: 'Synchronisatiestatus laden…',
    statusFailed: 'Kan de synchronisatiestatus niet laden',
    columns: {
      customer: 'Klant',
      phone: 'Telefoon',
      status: 'Status',
      syncedAt: 'Gesynchroniseerd',
      error: 'Foutmelding',
    },
    status: {
      pending: 'In afwachting',
      synced: 'Gesynchroniseerd',
      error: 'Fout',
    } satisfies Record<ContactSyncStatus, string>,
    never: '-',
  },
} as const;

export type ConfigTextTable = typeof DUTCH;

export const CONFIG_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
