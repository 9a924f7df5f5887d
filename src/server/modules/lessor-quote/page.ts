import { createHash } from 'node:crypto';
import { documentTitle } from '../../../contract/client-routes.ts';
import { formatAddress } from '../../../contract/house-number.ts';
import { LANGUAGE_TAGS, type Language } from '../../../contract/language.ts';
import { formatPhone } from '../../../contract/phone-number.ts';
import { formatCents } from '../../../contract/service-requests/money.ts';
import type { Quote } from '../../../contract/service-requests/quotes.ts';
import { LESSOR_QUOTE_TEXTS } from '../../../contract/texts/lessor-quote.ts';
import { escapeHtml } from '../../http/html.ts';
import { languageSwitch, type ServerPageSite } from '../../http/site-page.ts';
import { formatDay } from '../customer-link/page.ts';
import type { LessorQuote } from './service.ts';

/** What the quote's letterhead shows of the workshop: who it is and how to reach it. */
export type LessorQuoteSite = ServerPageSite & { address: string; phone: string };

type PageOptions = { site: LessorQuoteSite; language: Language };

/**
 * The sheet's paper: A4, with margins every printer reaches. The stylesheet is the whole app's,
 * so this page says it in a style of its own, which the page's CSP allows by its hash.
 */
const PRINT_STYLE = '@page { size: A4; margin: 12mm; }';

/** The CSP source that allows `PRINT_STYLE` and no other inline style. */
export const PRINT_STYLE_SOURCE = `'sha256-${createHash('sha256').update(PRINT_STYLE).digest('base64')}'`;

/**
 * The classes of the page: on screen a sheet of A4's width on grey under the brand's band (the
 * language switch); printed, only the sheet, and no quote line or section cut in two. Printed,
 * the sheet and its sections are blocks: Chromium splits a table across pages inside a block,
 * but moves a flex item that holds one whole to the next page.
 */
const STYLE = {
  body: 'bg-gray-100 text-gray-900 print:bg-white',
  band: 'bg-brand-800 text-white print:hidden',
  bar: 'mx-auto flex max-w-[210mm] flex-wrap items-center justify-between gap-2 px-4 py-2',
  barName: 'font-semibold',
  sheet:
    'mx-auto flex max-w-[210mm] flex-col gap-5 bg-white p-4 text-sm shadow-sm sm:my-4 sm:p-[12mm] print:m-0 print:block print:max-w-none print:space-y-4 print:p-0 print:text-[10pt] print:shadow-none',
  letterhead:
    'grid items-start gap-4 border-b-2 border-brand-800 pb-4 break-inside-avoid sm:grid-cols-[1fr_auto]',
  workshop: 'text-2xl font-bold text-brand-800',
  contact: 'not-italic leading-relaxed text-gray-700',
  link: 'text-brand-700 underline underline-offset-2 print:text-gray-900 print:no-underline',
  titleBlock: 'flex flex-col gap-1 sm:text-right',
  title: 'text-xl font-bold text-gray-900',
  columns: 'grid gap-5 sm:grid-cols-2',
  /** The customer's words, and the photo beside them where the width allows. */
  issueAndPhoto: 'grid gap-5 sm:grid-cols-[1fr_auto]',
  section: 'flex min-w-0 flex-col gap-2 break-inside-avoid print:block print:space-y-2',
  heading: 'border-b border-gray-200 pb-1 text-base font-semibold text-brand-800 break-after-avoid',
  facts: 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1',
  wideFacts: 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]',
  term: 'text-gray-600',
  value: 'min-w-0 font-medium wrap-anywhere',
  quoteSection: 'flex flex-col gap-2 print:block print:space-y-2',
  status: 'text-gray-700',
  // Nine points in print: thirty lines of two hundred characters still fit on two pages.
  table: 'w-full border-collapse text-left print:text-[9pt] print:leading-tight',
  headCell: 'w-full border-b border-gray-400 py-1 pr-4 font-semibold',
  headAmount: 'border-b border-gray-400 py-1 text-right font-semibold whitespace-nowrap',
  row: 'border-b border-gray-100',
  // On the cells, not the rows: Chromium, asked to keep a row whole, moves the whole table on.
  cell: 'py-1 pr-4 align-top wrap-anywhere break-inside-avoid print:py-0.5',
  amount:
    'py-1 text-right align-top whitespace-nowrap tabular-nums break-inside-avoid print:py-0.5',
  totalRow: 'border-t-2 border-gray-900 font-bold',
  text: 'leading-relaxed whitespace-pre-line wrap-anywhere text-gray-800',
  none: 'text-gray-700 italic',
  photo:
    'max-h-[85mm] w-auto max-w-full self-start rounded border border-gray-200 object-contain sm:max-w-[80mm] print:max-h-[60mm]',
} as const;

/** A list of terms and their values; a value is HTML the caller escaped. */
function facts(rows: [string, string][], style: string = STYLE.facts) {
  const items = rows.map(
    ([term, value]) =>
      `<dt class="${STYLE.term}">${term}</dt><dd class="${STYLE.value}">${value}</dd>`,
  );
  return `<dl class="${style}">${items.join('')}</dl>`;
}

function section(heading: string, content: string, style: string = STYLE.section) {
  return `<section class="${style}"><h2 class="${STYLE.heading}">${heading}</h2>${content}</section>`;
}

/** The page around `sheet`: the band with the language switch on screen, then the sheet. */
function printDocument({ site, language }: PageOptions, page: { name: string; sheet: string }) {
  const texts = LESSOR_QUOTE_TEXTS[language];
  const stylesheet = site.stylesheet
    ? `<link rel="stylesheet" href="${escapeHtml(site.stylesheet)}">`
    : '';
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(documentTitle(page.name, site.workshopName))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheet}
<style>${PRINT_STYLE}</style>
</head>
<body class="${STYLE.body}">
<header class="${STYLE.band}">
<div class="${STYLE.bar}">
<span class="${STYLE.barName}">${escapeHtml(site.workshopName)}</span>
${languageSwitch({ language, here: null, band: { language: texts.language } })}
</div>
</header>
<main class="${STYLE.sheet}">
${page.sheet}
</main>
</body>
</html>`;
}

/** The workshop's name and how to reach it, with the quote's title, date and reference. */
function letterhead(site: LessorQuoteSite, language: Language, reference: string, today: Date) {
  const texts = LESSOR_QUOTE_TEXTS[language];
  const website = new URL(site.marketingUrl);
  const websiteText = `${website.host}${website.pathname === '/' ? '' : website.pathname}`;
  return `<header class="${STYLE.letterhead}">
<div class="flex flex-col gap-1">
<p class="${STYLE.workshop}">${escapeHtml(site.workshopName)}</p>
<address class="${STYLE.contact}">${escapeHtml(site.address)}<br>
${texts.phone}: ${escapeHtml(site.phone)}<br>
${texts.website}: <a class="${STYLE.link}" href="${escapeHtml(website.href)}">${escapeHtml(websiteText)}</a></address>
</div>
<div class="${STYLE.titleBlock}">
<h1 class="${STYLE.title}">${texts.title}</h1>
<p>${texts.date}: ${formatDay(today, language)}</p>
<p>${texts.reference}: <strong>${escapeHtml(reference)}</strong></p>
</div>
</header>`;
}

function customerSection({ request }: LessorQuote, language: Language) {
  const texts = LESSOR_QUOTE_TEXTS[language];
  const address = formatAddress({
    street: request.street,
    houseNumber: request.houseNumber,
    addition: request.houseNumberAddition,
    postcode: request.postalCode,
    city: request.city,
  });
  const rows: [string, string][] = [
    [texts.name, escapeHtml(request.fullName)],
    ...(request.customerType === 'business' && request.companyName
      ? [[texts.company, escapeHtml(request.companyName)] as [string, string]]
      : []),
    [texts.address, escapeHtml(address || texts.notGiven)],
    [texts.email, escapeHtml(request.email)],
    [texts.phone, escapeHtml(request.phone ? formatPhone(request.phone) : texts.notGiven)],
  ];
  return section(texts.customer, facts(rows));
}

function leaseSection({ bike }: LessorQuote, language: Language) {
  const texts = LESSOR_QUOTE_TEXTS[language];
  return section(
    texts.lease,
    facts([
      [texts.leaseCompany, escapeHtml(bike.lease.company)],
      [texts.contractNumber, escapeHtml(bike.lease.contractNumber)],
    ]),
  );
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

function formatKilometres(km: number, language: Language) {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language]);
    numberFormats.set(language, format);
  }
  return LESSOR_QUOTE_TEXTS[language].mileageValue(format.format(km));
}

function bikeSection({ bike, position }: LessorQuote, language: Language) {
  const texts = LESSOR_QUOTE_TEXTS[language];
  const given = (value: string | undefined) => escapeHtml(value ?? texts.notGiven);
  const electric: [string, string][] = bike.eBike
    ? [
        [texts.driveSystem, escapeHtml(bike.eBike.driveSystem)],
        [texts.batterySerial, given(bike.eBike.batterySerial)],
        ...(bike.eBike.errorCode
          ? [[texts.errorCode, escapeHtml(bike.eBike.errorCode)] as [string, string]]
          : []),
      ]
    : [[texts.driveSystem, texts.notElectric]];
  return section(
    texts.bike(position),
    facts(
      [
        [texts.brand, escapeHtml(bike.brand)],
        [texts.model, given(bike.model)],
        [texts.frameNumber, given(bike.frameNumber)],
        [
          texts.mileage,
          bike.mileage === undefined ? texts.notGiven : formatKilometres(bike.mileage, language),
        ],
        ...electric,
      ],
      STYLE.wideFacts,
    ),
  );
}

/** What the customer answered to the quote, if they did. */
function decisionOf(quote: Quote, language: Language) {
  const texts = LESSOR_QUOTE_TEXTS[language];
  if (!quote.decision || !quote.decidedAt) return '';
  return ` · ${texts.decision[quote.decision](formatDay(quote.decidedAt, language))}`;
}

function quoteSection({ quote }: LessorQuote, language: Language) {
  const texts = LESSOR_QUOTE_TEXTS[language];
  if (!quote) return section(texts.quote, `<p class="${STYLE.none}">${texts.noQuote}</p>`);
  const lines = quote.lines.map(
    (line) =>
      `<tr class="${STYLE.row}"><td class="${STYLE.cell}">${escapeHtml(line.description)}</td><td class="${STYLE.amount}">${formatCents(line.amountCents, language)}</td></tr>`,
  );
  const note = quote.note
    ? `<p class="${STYLE.text}"><span class="${STYLE.term}">${texts.note}:</span> ${escapeHtml(quote.note)}</p>`
    : '';
  // A long quote may run onto the next page; its lines and its total are never cut in two.
  return section(
    texts.quote,
    `<p class="${STYLE.status}">${texts.quoteVersion(quote.version, formatDay(quote.sentAt, language))}${decisionOf(quote, language)}</p>
<table class="${STYLE.table}">
<caption class="sr-only">${texts.quoteLines}</caption>
<thead><tr><th scope="col" class="${STYLE.headCell}">${texts.description}</th><th scope="col" class="${STYLE.headAmount}">${texts.amount}</th></tr></thead>
<tbody>${lines.join('')}</tbody>
<tfoot><tr class="${STYLE.totalRow}"><th scope="row" class="${STYLE.cell}">${texts.total}</th><td class="${STYLE.amount}">${formatCents(quote.totalCents, language)}</td></tr></tfoot>
</table>
${note}`,
    STYLE.quoteSection,
  );
}

function issueSection({ bike }: LessorQuote, language: Language) {
  const texts = LESSOR_QUOTE_TEXTS[language];
  return section(texts.issue, `<p class="${STYLE.text}">${escapeHtml(bike.issueDescription)}</p>`);
}

/** The photo the customer sent with the bike, at most a fifth of a page high in print. */
function photoSection({ bike, position }: LessorQuote, language: Language) {
  if (!bike.photoPath) return '';
  const texts = LESSOR_QUOTE_TEXTS[language];
  return section(
    texts.photo,
    `<img class="${STYLE.photo}" src="${escapeHtml(bike.photoPath)}" alt="${escapeHtml(texts.photoAlt(texts.bike(position)))}">`,
  );
}

/**
 * The quote staff print for a lease bike's leasing company, on one or two A4 pages: the
 * workshop, the date and reference, the customer, the lease contract, the bike with its serial
 * numbers, its newest quote, the customer's words and the intake photo.
 */
export function lessorQuotePage(options: PageOptions & { quote: LessorQuote; today: Date }) {
  const { site, language, quote, today } = options;
  const texts = LESSOR_QUOTE_TEXTS[language];
  return printDocument(options, {
    name: `${texts.title} ${quote.request.reference}`,
    sheet: [
      letterhead(site, language, quote.request.reference, today),
      `<div class="${STYLE.columns}">${customerSection(quote, language)}${leaseSection(quote, language)}</div>`,
      bikeSection(quote, language),
      quoteSection(quote, language),
      `<div class="${STYLE.issueAndPhoto}">${issueSection(quote, language)}${photoSection(quote, language)}</div>`,
    ].join('\n'),
  });
}

/** The page of a quote that cannot be made: the refusal's own words, in the staff's language. */
export function lessorQuoteProblemPage(options: PageOptions & { problem: string }) {
  const texts = LESSOR_QUOTE_TEXTS[options.language];
  return printDocument(options, {
    name: texts.problemTitle,
    sheet: `<h1 class="${STYLE.title}">${texts.problemTitle}</h1>
<p role="alert" class="${STYLE.text}">${escapeHtml(options.problem)}</p>`,
  });
}
