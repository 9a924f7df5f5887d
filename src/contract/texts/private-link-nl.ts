// Dutch words of a customer's private page (/r/{token}) and of the mails that carry its link,
// which the server sends without the client's code. A value put into the page arrives
// HTML-escaped; the mail's text gets it as is.
import type { BikeStage } from '../service-requests/stages.ts';

/** What happens next, per situation of the request: one sentence each. */
export type NextStep =
  | 'pending'
  | 'rejected'
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
    toBePlanned: 'We plannen je reparatie in en laten je weten wanneer we je fiets verwachten.',
    plannedAtWorkshop: (date: string) => `Breng je fiets op ${date} naar onze werkplaats.`,
    plannedOnLocation: (date: string) => `We komen op ${date} bij je langs.`,
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
