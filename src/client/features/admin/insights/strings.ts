import type { InsightChart } from '../../../../contract/insights.ts';
import { INSIGHTS_MAX_DAYS } from '../../../../contract/insights-constants.ts';
import { defineTexts } from '../../../lib/language.ts';
import type { InsightPeriod } from './period.ts';

/**
 * The 'Inzichten' page's texts (issue 35): each chart's title is the question it answers.
 * English in `strings.en.ts`.
 */
const DUTCH = {
  title: 'Inzichten',
  intro: 'Houdt de werkplaats haar beloften, en waar gaat de tijd heen?',
  filtersLabel: 'Periode en filters',
  period: 'Periode',
  periods: {
    'this-week': 'Deze week',
    'last-4-weeks': 'Laatste 4 weken',
    'last-12-months': 'Laatste 12 maanden',
    custom: 'Aangepast',
  } satisfies Record<InsightPeriod, string>,
  from: 'Van',
  to: 'Tot en met',
  /** The words of `insightsQuerySchema`'s messages (src/contract/errors/input-nl.ts). */
  periodErrors: {
    date: 'Vul een datum in als JJJJ-MM-DD',
    order: 'De einddatum ligt vóór de begindatum',
    tooLong: `Kies een periode van hoogstens ${INSIGHTS_MAX_DAYS} dagen`,
  },
  periodShown: (from: string, to: string) => `${from} t/m ${to}`,
  serviceType: 'Soort service',
  serviceTypes: { all: 'Alle', workshop: 'Werkplaats', on_location: 'Op locatie' },
  label: 'Label',
  allLabels: 'Alle labels',
  unknownLabel: 'Onbekend label',
  lease: 'Leasefietsen',
  leaseChoices: { all: 'Alle aanvragen', only: 'Met leasefiets', none: 'Zonder leasefiets' },
  showTable: 'Toon tabel',
  tableRegion: (caption: string) => `Tabel: ${caption}`,
  showChart: 'Toon grafiek',
  downloadCsv: 'CSV downloaden',
  downloadCsvOf: (title: string) => `CSV downloaden: ${title}`,
  loading: 'Laden…',
  loadFailed: 'Laden mislukt',
  empty: 'Geen aanvragen in deze periode.',
  week: 'Week',
  count: 'Aantal',
  share: 'Aandeel',
  charts: {
    'requests-per-week': 'Hoeveel aanvragen komen er per week binnen?',
    'answer-promise': 'Antwoorden we binnen 24 werkuren?',
    'stage-durations': 'Hoe lang staat een fiets in elke fase?',
    outcomes: 'Hoe lopen de aanvragen af?',
    bikes: 'Welke fietsen komen er binnen?',
    'returning-customers': 'Hoeveel aanvragen komen van terugkerende klanten?',
  } satisfies Record<InsightChart, string>,
  requestsPerWeek: {
    workshop: 'Werkplaats',
    onLocation: 'Op locatie',
    total: 'Totaal',
    yearBefore: 'Een jaar eerder',
    chartLabel: (weeks: number, total: number) =>
      `Staafdiagram: ${total} aanvragen in ${weeks} ${weeks === 1 ? 'week' : 'weken'}, per week naar werkplaats en op locatie, met een jaar eerder als lijn`,
  },
  answerPromise: {
    intro:
      'Meegeteld: aanvragen die antwoord kregen of waarvan de 24 werkuren voorbij zijn. Wie vóór een antwoord annuleerde, telt niet mee.',
    decided: 'Meegeteld',
    kept: 'Binnen 24 werkuren',
    keptShare: 'Aandeel binnen 24 werkuren',
    overall: 'binnen 24 werkuren beantwoord',
    overallOf: (kept: number, decided: number) => `${kept} van ${decided} aanvragen`,
    noneDecided: 'Nog geen aanvraag in deze periode waarvan de termijn voorbij is.',
    chartLabel: (share: string) =>
      `Lijndiagram: aandeel aanvragen per week dat binnen 24 werkuren antwoord kreeg; over de hele periode ${share}`,
    missedHeading: 'Te laat beantwoord',
    noneMissed: 'Geen enkele aanvraag kreeg te laat antwoord.',
    reference: 'Aanvraag',
    submitted: 'Ingediend',
    answered: 'Beantwoord',
    notAnswered: 'nog niet beantwoord',
    businessHours: 'Werkuren',
    more: (count: number) => `en ${count} meer`,
  },
  stageDurations: {
    intro: 'Van goedkeuring tot klaar, per week waarin de fiets klaar was.',
    bikes: 'Fietsen',
    total: 'Totaal',
    hoursAxis: 'Uren (mediaan)',
    medianAndP90: 'mediaan / 90e percentiel, in uren',
    empty: 'Geen fiets werd in deze periode klaar.',
    chartLabel: (bikes: number) =>
      `Gestapeld staafdiagram: mediane uren per fase per week, van ${bikes} ${bikes === 1 ? 'fiets' : 'fietsen'}`,
  },
  outcomes: {
    outcome: 'Uitkomst',
    approved: 'Goedgekeurd',
    rejected: 'Afgewezen',
    cancelled: 'Geannuleerd door klant',
    pending: 'In behandeling',
    reasonsHeading: 'Redenen van afwijzing',
    reason: 'Reden',
    noReason: 'Eigen reden',
    noRejections: 'Geen afwijzingen in deze periode.',
    chartLabel: (summary: string) => `Ringdiagram van de uitkomsten: ${summary}`,
  },
  bikes: {
    brands: 'Merken',
    brand: 'Merk',
    otherBrands: 'Overige merken',
    driveSystems: 'Aandrijving van e-bikes',
    driveSystem: 'Aandrijving',
    noDriveSystems: 'Geen e-bikes met een bekende aandrijving.',
    eBikes: 'e-bikes',
    leaseBikes: 'leasefietsen',
    ofBikes: (bikes: number) => `van ${bikes} ${bikes === 1 ? 'fiets' : 'fietsen'}`,
    brandsChartLabel: (bikes: number) =>
      `Liggend staafdiagram: ${bikes} ${bikes === 1 ? 'fiets' : 'fietsen'} naar merk`,
    drivesChartLabel: 'Liggend staafdiagram: e-bikes naar aandrijving',
  },
  returningCustomers: {
    requests: 'Aanvragen',
    returning: 'Van terugkerende klanten',
    returningShare: 'Aandeel terugkerend',
    overall: 'van terugkerende klanten',
    chartLabel: (share: string) =>
      `Staafdiagram: aandeel aanvragen per week van klanten die eerder een aanvraag deden; over de hele periode ${share}`,
  },
} as const;

export type InsightsTextTable = typeof DUTCH;

export const INSIGHTS_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
