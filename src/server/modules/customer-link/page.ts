import { DELIVERY_TYPE_TEXT, WORKSHOP_HOURS_TEXT } from '../../../contract/email-templates.ts';
import { LANGUAGE_TAGS, type Language } from '../../../contract/language.ts';
import { CONTROL_STYLE } from '../../../contract/page-styles.ts';
import { WORKSHOP_TIME_ZONE } from '../../../contract/service-request-constants.ts';
import { STAGE_NAMES_EN, STAGE_NAMES_NL } from '../../../contract/service-requests/stage-names.ts';
import { type BikeStage, requestStageOf } from '../../../contract/service-requests/stages.ts';
import { PRIVATE_LINK_TEXTS } from '../../../contract/texts/private-link.ts';
import { escapeHtml } from '../../http/html.ts';
import { SERVER_PAGE_STYLE, type ServerPageSite, serverPage } from '../../http/site-page.ts';
import { formatPlannedDate } from '../email-templates/render.ts';
import type { PrivatePageBike, PrivatePageRequest } from './service.ts';

/** What the private pages show of the workshop: where it is, when it is open, how to call it. */
export type PrivatePageSite = ServerPageSite & { address: string; phone: string };

/**
 * `here` is left out: the language switch links `?lang=` of the address the page was opened
 * at, so the page never writes the link's token itself and a dead link's page is the same for
 * every token.
 */
type PageOptions = { site: PrivatePageSite; language: Language };

const STAGE_NAMES: Record<Language, Record<BikeStage, string>> = {
  nl: STAGE_NAMES_NL,
  en: STAGE_NAMES_EN,
};

/** Keeps the page out of search engines even where the header is lost (a saved copy). */
const NO_INDEX = '<meta name="robots" content="noindex">\n';

/** The classes of the private pages; the action cards (actions.ts) share them. */
export const STYLE = {
  ...SERVER_PAGE_STYLE,
  section: 'text-xl font-semibold text-gray-900',
  next: 'rounded-md bg-brand-50 p-4 font-medium text-brand-900',
  facts: 'grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]',
  term: 'text-sm font-medium text-gray-600',
  value: 'text-gray-900 break-words',
  bikeName: 'text-lg font-semibold text-gray-900',
  timeline: 'mt-2 flex flex-col gap-2 border-l-2 border-brand-100 pl-4',
  step: 'flex flex-wrap justify-between gap-x-4 text-gray-800',
  current: 'font-semibold text-brand-800',
  when: 'text-sm text-gray-600',
  notice: 'rounded-md bg-green-50 p-4 font-medium text-green-900',
  problem: 'rounded-md bg-red-50 p-4 font-medium text-red-900',
  form: 'flex flex-col gap-3',
  buttons: 'flex flex-wrap gap-3',
  secondary: `${CONTROL_STYLE.button} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`,
  lines: 'w-full text-left',
  amount: 'py-1 text-right whitespace-nowrap tabular-nums',
  check: 'flex items-start gap-2 text-gray-900',
} as const;

const momentFormats = new Map<Language, Intl.DateTimeFormat>();

/** A moment as a date in the workshop's zone: '27 november 2026'. */
export function formatDay(moment: Date, language: Language) {
  let format = momentFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      dateStyle: 'long',
      timeZone: WORKSHOP_TIME_ZONE,
    });
    momentFormats.set(language, format);
  }
  return format.format(moment);
}

function page(
  { site, language }: PageOptions,
  content: { name: string; heading: string; body: string | string[] },
) {
  const texts = PRIVATE_LINK_TEXTS[language];
  return serverPage(
    { ...site, language, here: null, band: { language: texts.language, home: texts.home } },
    { ...content, head: NO_INDEX },
  );
}

/** The earliest planned day of the bikes still planned: when the customer is expected. */
export const plannedDateOf = (bikes: PrivatePageBike[]) =>
  bikes
    .filter((bike) => bike.stage === 'planned' && bike.plannedDate)
    .map((bike) => bike.plannedDate as string)
    .sort()[0];

/** When the last bike became ready: the request is ready since then. */
const readySince = (bikes: PrivatePageBike[]) =>
  bikes
    .map((bike) => bike.timeline.findLast((step) => step.stage === 'ready')?.at)
    .filter((at) => at !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0];

/** What happens next, in one sentence. */
function nextStep(request: PrivatePageRequest, stage: BikeStage | null, language: Language) {
  const next = PRIVATE_LINK_TEXTS[language].nextStep;
  const onLocation = request.deliveryType === 'on_location';
  if (request.cancelled) return next.cancelled;
  if (request.status !== 'approved') return next[request.status];
  switch (stage) {
    case null:
      return next.toBePlanned;
    case 'planned': {
      const date = plannedDateOf(request.bikes);
      if (!date) return next.toBePlanned;
      const day = formatPlannedDate(date, language);
      return onLocation ? next.plannedOnLocation(day) : next.plannedAtWorkshop(day);
    }
    case 'ready':
      return onLocation ? next.readyOnLocation : next.readyAtWorkshop;
    default:
      return next[stage];
  }
}

function facts(rows: [string, string][]) {
  const items = rows.map(
    ([term, value]) =>
      `<dt class="${STYLE.term}">${term}</dt><dd class="${STYLE.value}">${value}</dd>`,
  );
  return `<dl class="${STYLE.facts}">${items.join('')}</dl>`;
}

function summary(request: PrivatePageRequest, stage: BikeStage | null, language: Language) {
  const texts = PRIVATE_LINK_TEXTS[language];
  const onLocation = request.deliveryType === 'on_location';
  const planned =
    request.status === 'approved' && stage === 'planned' && plannedDateOf(request.bikes);
  const ready = request.status === 'approved' && stage === 'ready' && readySince(request.bikes);
  const rows: [string, string][] = [
    [texts.reference, escapeHtml(request.reference)],
    [texts.submittedOn, formatDay(request.createdAt, language)],
    [texts.statusLabel, texts.status[request.cancelled ? 'cancelled' : request.status]],
    [texts.service, DELIVERY_TYPE_TEXT[language][request.deliveryType]],
    ...(planned
      ? [[onLocation ? texts.visitOn : texts.plannedOn, formatPlannedDate(planned, language)]]
      : []),
    ...(ready ? [[texts.readyOn, formatDay(ready, language)]] : []),
  ] as [string, string][];
  return `<p class="${STYLE.text}">${escapeHtml(texts.greeting(request.firstName))}</p>
<p class="${STYLE.next}">${escapeHtml(nextStep(request, stage, language))}</p>
<h2 class="${STYLE.section}">${texts.summary}</h2>
${facts(rows)}`;
}

function bikeSection(bike: PrivatePageBike, language: Language) {
  const texts = PRIVATE_LINK_TEXTS[language];
  const name = escapeHtml([bike.brand, bike.model].filter(Boolean).join(' '));
  const label = `${texts.bike(bike.position)}: ${name}`;
  const steps = bike.timeline.map((step, index) => {
    const current = index === bike.timeline.length - 1;
    return `<li class="${STYLE.step}"${current ? ' aria-current="step"' : ''}><span class="${current ? STYLE.current : ''}">${STAGE_NAMES[language][step.stage]}</span><span class="${STYLE.when}">${formatDay(step.at, language)}</span></li>`;
  });
  const timeline =
    steps.length > 0
      ? `<ol class="${STYLE.timeline}" aria-label="${escapeHtml(texts.timeline(label))}">${steps.join('')}</ol>`
      : `<p class="${STYLE.when}">${texts.notStarted}</p>`;
  return `<li><h3 class="${STYLE.bikeName}">${label}</h3>${timeline}</li>`;
}

/** The workshop's phone number as a link that calls it. */
const phoneLink = (phone: string) =>
  `<a class="${STYLE.link}" href="tel:${escapeHtml(telOf(phone))}">${escapeHtml(phone)}</a>`;

function workshopSection(site: PrivatePageSite, language: Language) {
  const texts = PRIVATE_LINK_TEXTS[language];
  return `<h2 class="${STYLE.section}">${texts.workshop}</h2>
${facts([
  [texts.address, escapeHtml(site.address)],
  [texts.openingHours, WORKSHOP_HOURS_TEXT[language]],
  [texts.phone, phoneLink(site.phone)],
])}`;
}

/** A phone number as a `tel:` address: its digits and a leading +. */
const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * A customer's private page: what happens next, the request's facts, each bike's stages with
 * their dates, and the workshop. `actions` are the cards of what the customer can do there
 * (cancel, approve a quote, …), shown between the facts and the bikes; there are none yet.
 */
export function privatePage(
  options: PageOptions & { request: PrivatePageRequest; actions: string[] },
) {
  const { request, language, site } = options;
  const texts = PRIVATE_LINK_TEXTS[language];
  const stage =
    request.status === 'approved'
      ? requestStageOf(request.bikes.flatMap((bike) => bike.stage ?? []))
      : null;
  const bikes = `<h2 class="${STYLE.section}">${texts.bikes}</h2>
<ul class="flex flex-col gap-4">${request.bikes.map((bike) => bikeSection(bike, language)).join('')}</ul>`;
  return page(options, {
    name: texts.pageName,
    heading: escapeHtml(texts.heading(request.reference)),
    body: [
      summary(request, stage, language),
      ...options.actions,
      bikes,
      workshopSection(site, language),
    ],
  });
}

/**
 * The one page of every link that opens nothing: unknown, replaced, or of an erased request.
 * It depends on nothing but the language, so no case can be told from another.
 */
export function deadLinkPage(options: PageOptions) {
  const texts = PRIVATE_LINK_TEXTS[options.language];
  return page(options, {
    name: texts.deadTitle,
    heading: texts.deadHeading,
    // The words are the table's own; only the phone number, in its link, comes from settings.
    body: `<p class="${STYLE.text}">${texts.deadText(phoneLink(options.site.phone))}</p>`,
  });
}

/** The page of an address that tried too many links that open nothing. */
export function tooManyMissesPage(options: PageOptions & { minutes: number }) {
  const texts = PRIVATE_LINK_TEXTS[options.language];
  return page(options, {
    name: texts.tooManyTitle,
    heading: texts.tooManyTitle,
    body: `<p class="${STYLE.text}">${texts.tooManyText(options.minutes)}</p>`,
  });
}
