// Dutch words of a customer's private page (/r/{token}) and of the mails that carry its link,
// which the server sends without the client's code. A value put into the page arrives
// HTML-escaped; the mail's text gets it as is.
import type { BikeStage } from '../service-requests/stages.ts';

/** What happens next, per situation of the request: one sentence each. */
export type NextStep =
  | 'pending'
  | 'rejected'
  | 'cancelled'
  | 'toBePlanned'
  | 'plannedAtWorkshop'
  | 'plannedOnLocation'
  | Exclude<BikeStage, 'planned' | 'ready'>
  | 'readyAtWorkshop'
  | 'readyOnLocation';

export const PRIVATE_LINK_TEXTS_NL = {
  /** The band the portals share: its language switch and its Home link. */
  language: 'Taal',
  home: 'Startpagina',

  pageName: 'Je aanvraag',
  heading: (reference: string) => `Aanvraag ${reference}`,
  greeting: (firstName: string | null) => (firstName ? `Hallo ${firstName},` : 'Hallo,'),
  nextStep: {
    pending: 'We bekijken je aanvraag en nemen binnen 24 uur contact met je op.',
    rejected:
      'We kunnen je aanvraag helaas niet aannemen. Bel ons gerust als je er vragen over hebt.',
    cancelled:
      'Je hebt deze aanvraag geannuleerd. Wil je toch een afspraak? Stuur gerust een nieuwe aanvraag.',
    toBePlanned: 'We plannen je reparatie in en laten je weten wanneer we je fiets verwachten.',
    plannedAtWorkshop: (date: string) => `Breng je fiets op ${date} naar onze werkplaats.`,
    plannedOnLocation: (date: string) => `We komen op ${date} bij je langs.`,
    waiting_for_lessor:
      'We wachten op het akkoord van je leasemaatschappij en beginnen zodra we dat hebben.',
    in_repair: 'We werken aan je fiets.',
    waiting_for_parts: 'We wachten op onderdelen en gaan verder zodra ze binnen zijn.',
    waiting_for_customer: 'We wachten op je akkoord en nemen contact met je op over de kosten.',
    readyAtWorkshop: 'Je fiets is klaar: je kunt hem ophalen tijdens onze openingstijden.',
    readyOnLocation: 'Je fiets is klaar.',
    done: 'Je reparatie is afgerond. Bedankt voor je vertrouwen!',
  } satisfies Record<NextStep, string | ((date: string) => string)>,

  summary: 'Overzicht',
  reference: 'Referentie',
  submittedOn: 'Ingediend op',
  service: 'Service',
  plannedOn: 'Gepland op',
  visitOn: 'Bezoek gepland op',
  readyOn: 'Klaar sinds',
  status: {
    pending: 'In behandeling',
    approved: 'Goedgekeurd',
    rejected: 'Afgewezen',
    cancelled: 'Geannuleerd',
  },
  statusLabel: 'Status',

  bikes: 'Je fietsen',
  bike: (position: number) => `Fiets ${position}`,
  timeline: (bike: string) => `Verloop van ${bike}`,
  notStarted: 'Nog niet ingepland',

  workshop: 'Onze werkplaats',
  address: 'Adres',
  openingHours: 'Openingstijden',
  phone: 'Telefoon',

  actions: {
    done: {
      cancelled: 'Je aanvraag is geannuleerd. Je krijgt een bevestiging per e-mail.',
      approved: 'Dank je! We gaan verder met je fiets.',
      declined: 'We hebben je antwoord ontvangen en nemen contact met je op.',
      added: 'Dank je, we hebben het ontvangen.',
    },
    quoteTitle: (bike: string) => `Offerte voor ${bike}`,
    quoteSent: (version: number, date: string) => `Versie ${version}, verstuurd op ${date}`,
    quoteLines: 'Onderdelen en werk',
    quoteTotal: 'Totaal incl. btw',
    quoteNote: 'Toelichting',
    approve: 'Akkoord',
    decline: 'Niet akkoord',
    decided: {
      approved: (date: string) => `Je ging akkoord op ${date}.`,
      declined: (date: string) => `Je ging niet akkoord op ${date}. We nemen contact met je op.`,
    },
    superseded: 'Deze offerte is vervangen door een nieuwere versie.',
    payTitle: 'Betalen',
    payText: 'De factuur van je reparatie staat klaar.',
    payButton: 'Factuur betalen',
    calendarTitle: 'In je agenda',
    calendarLink: 'Zet de afspraak in je agenda (.ics)',
    addTitle: 'Iets toevoegen',
    addText: 'Nog iets dat we moeten weten, of een foto van de fiets?',
    addNote: 'Bericht (optioneel)',
    addPhoto: 'Foto (optioneel)',
    addButton: 'Versturen',
    cancelTitle: 'Aanvraag annuleren',
    cancelText:
      'Heb je ons niet meer nodig? Annuleer je aanvraag; je krijgt een bevestiging per e-mail.',
    cancelReason: 'Reden (optioneel)',
    cancelConfirm: 'Ja, ik wil mijn aanvraag annuleren',
    cancelButton: 'Aanvraag annuleren',
  },

  deadTitle: 'Link werkt niet',
  deadHeading: 'Deze link werkt niet meer',
  deadText: (phone: string) =>
    `Deze link werkt niet meer of heeft nooit gewerkt. Heb je een nieuwe link nodig of een vraag over je aanvraag? Bel ons op ${phone}.`,
  tooManyTitle: 'Even geduld',
  tooManyText: (minutes: number) =>
    `Er zijn te veel links geprobeerd die niet werken. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,

  mail: {
    /** The link under every mail about a request. */
    viewRequest: 'Bekijk je aanvraag',
    subject: (reference: string) => `Je link naar aanvraag ${reference}`,
    greeting: (firstName: string | null) => (firstName ? `Hallo ${firstName},` : 'Hallo,'),
    body: 'Via de link hieronder zie je hoe het met je aanvraag gaat. Bewaar deze e-mail: de link is persoonlijk, stuur hem niet door.',
    replaced: 'Je vorige link werkt niet meer; gebruik vanaf nu de link hieronder.',
  },
};
