import { compile } from 'html-to-text';
import {
  DELIVERY_TYPE_TEXT,
  isTemplatePlaceholder,
  PLACEHOLDER_PATTERN,
  placeholderNamesIn,
  type TemplatePlaceholder,
  WORKSHOP_HOURS_TEXT,
} from '../../../contract/email-templates.ts';
import type { Language } from '../../../contract/language.ts';
import { formatPhone } from '../../../contract/phone-number.ts';
import type { DeliveryType } from '../../../contract/service-request-constants.ts';
import { formatCents } from '../../../contract/service-requests/money.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { escapeHtml } from '../../http/html.ts';
import { sanitizeTemplateHtml } from './sanitize.ts';

export type TemplateValues = Record<TemplatePlaceholder, string>;

const fill = (text: string, values: TemplateValues, encode: (value: string) => string) =>
  text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    isTemplatePlaceholder(name) ? encode(values[name]) : whole,
  );

/**
 * The plain-text part of a mail, derived from its HTML; links keep their address. Compiled
 * once: `convert` compiles its options on every call, a fifth of an intake's CPU time.
 */
export const htmlToText: (html: string) => string = compile({
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
  ],
});

/** Whether a template's subject or body asks for a placeholder's value. */
export const templateUses = (
  template: { subject: string; htmlContent: string },
  placeholder: TemplatePlaceholder,
) =>
  [template.subject, template.htmlContent].some((text) =>
    placeholderNamesIn(text).includes(placeholder),
  );

/**
 * Fills a template. The body is sanitised before (a template stored before a rule of the
 * policy still follows it) and after filling, so a value inside an address or a style cannot
 * make one the policy refuses; values are HTML-escaped, so a customer's name can never add
 * markup to a mail. Line breaks are removed from the subject, so it cannot add headers.
 * Unknown placeholders stay visible rather than vanish.
 */
export async function renderTemplate(
  template: { subject: string; htmlContent: string },
  values: TemplateValues,
) {
  const sanitised = await sanitizeTemplateHtml(template.htmlContent);
  const { html } = await sanitizeTemplateHtml(fill(sanitised.html, values, escapeHtml));
  return {
    // Whitespace collapses as in the body, so an empty value (a bike without a model) leaves
    // no double space; a line break could otherwise add headers.
    subject: fill(template.subject, values, (value) => value)
      .replace(/\s+/g, ' ')
      .trim(),
    html,
    text: htmlToText(html),
  };
}

/** The request fields the placeholders read; a service-requests row fits. */
export type TemplateRequest = {
  id: number;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  deliveryType: DeliveryType;
  /** The language the request was sent in: its mails and their values are in it. */
  language: Language;
  /** The reason's name or the staff's own text, once rejected. */
  rejectionReason: string | null;
};

/** The bike a stage mail is about; a bike's own placeholders are empty in other mails. */
export type TemplateBike = {
  brand: string;
  model: string | null;
  /** The working day it is planned for, YYYY-MM-DD; null before it has one. */
  plannedDate: string | null;
};

/** The quote a quote's mail is about; its placeholders are empty in other mails. */
export type TemplateQuote = { version: number; totalCents: number };

const PLANNED_DATE_FORMAT: Record<Language, Intl.DateTimeFormat> = {
  nl: new Intl.DateTimeFormat('nl-NL', { dateStyle: 'full', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }),
};

/** A working day as a customer reads it: 'dinsdag 8 december 2026', 'Tuesday 8 December 2026'. */
export const formatPlannedDate = (date: string, language: Language) =>
  PLANNED_DATE_FORMAT[language].format(new Date(`${date}T00:00:00Z`)).replace(',', '');

/**
 * Every placeholder's value for one request, in its language. First and last name fall back to
 * the parts of the full name (older requests only have that); a missing value is an empty text.
 */
export function buildTemplateValues(options: {
  request: TemplateRequest;
  /** Business days until the repair; empty when unknown. */
  waitDays?: number;
  workshop: { address: string; phone: string };
  bike?: TemplateBike;
  quote?: TemplateQuote;
}): TemplateValues {
  const { request, workshop, bike, quote } = options;
  const [firstWord = '', ...otherWords] = request.fullName.trim().split(/\s+/);
  return {
    'customer.firstName': request.firstName || firstWord,
    'customer.lastName': request.lastName || otherWords.join(' '),
    'customer.fullName': request.fullName,
    'customer.email': request.email,
    'customer.phone': request.phone ? formatPhone(request.phone) : '',
    'request.id': String(request.id),
    'request.reference': formatReference(request.id, request.createdAt),
    'request.deliveryType': DELIVERY_TYPE_TEXT[request.language][request.deliveryType],
    'request.waitDays': options.waitDays === undefined ? '' : String(options.waitDays),
    'request.rejectionReason': request.rejectionReason ?? '',
    'bike.brand': bike?.brand ?? '',
    'bike.model': bike?.model ?? '',
    'bike.plannedDate': bike?.plannedDate
      ? formatPlannedDate(bike.plannedDate, request.language)
      : '',
    'quote.total': quote ? formatCents(quote.totalCents, request.language) : '',
    'quote.version': quote ? String(quote.version) : '',
    'workshop.address': workshop.address,
    'workshop.hours': WORKSHOP_HOURS_TEXT[request.language],
    'workshop.phone': workshop.phone,
  };
}
