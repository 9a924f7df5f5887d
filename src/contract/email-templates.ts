import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { recordId, text } from './fields.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.ts';
import type { DeliveryType } from './service-request-constants.ts';
import type { BikeStage } from './service-requests/stages.ts';

/** The spec's five statuses: the mails about a request, from its receipt to its appointment. */
export const REQUEST_TEMPLATE_STATUSES = [
  'created',
  'approved_workshop',
  'approved_on_location',
  'rejected',
  'scheduled',
] as const;

/**
 * The mails about one bike in the workshop (decision 044): one per stage a customer wants to
 * hear of, the new date when a bike's planned date moves later, and each version of a quote
 * sent for the customer's approval (decision 047). `planned` has none: a bike is planned at
 * approval, whose own mail tells the customer, or when staff undo a start.
 */
export const REPAIR_TEMPLATE_STATUSES = [
  'stage_in_repair',
  'stage_waiting_for_parts',
  'stage_waiting_for_customer',
  'stage_ready',
  'stage_done',
  'planned_date_later',
  'quote_sent',
] as const;

/**
 * The mails that confirm what the customer did through their private link (decision 046);
 * the editor lists them with the spec's five, as they too are about the request.
 */
export const CUSTOMER_ACTION_TEMPLATE_STATUSES = ['cancelled_by_customer'] as const;

export const EMAIL_TEMPLATE_STATUSES = [
  ...REQUEST_TEMPLATE_STATUSES,
  ...CUSTOMER_ACTION_TEMPLATE_STATUSES,
  ...REPAIR_TEMPLATE_STATUSES,
] as const;
export type EmailTemplateStatus = (typeof EMAIL_TEMPLATE_STATUSES)[number];

/**
 * The mails that announce a (new) planned day, which carry the request's calendar file
 * (decision 049): made when the mail is sent, from the plan as it is then.
 */
export const CALENDAR_MAIL_STATUSES: readonly string[] = [
  'approved_workshop',
  'approved_on_location',
  'planned_date_later',
] satisfies EmailTemplateStatus[];

/** The template a bike's move to a stage mails; none for `planned`. */
export const STAGE_TEMPLATE_STATUS: Record<BikeStage, EmailTemplateStatus | null> = {
  waiting_for_lessor: null,
  planned: null,
  in_repair: 'stage_in_repair',
  waiting_for_parts: 'stage_waiting_for_parts',
  waiting_for_customer: 'stage_waiting_for_customer',
  ready: 'stage_ready',
  done: 'stage_done',
};

/** The placeholders a template may use, as `{{customer.firstName}}`. */
export const TEMPLATE_PLACEHOLDERS = [
  'customer.firstName',
  'customer.lastName',
  'customer.fullName',
  'customer.email',
  'customer.phone',
  'request.id',
  'request.reference',
  'request.deliveryType',
  'request.waitDays',
  'request.rejectionReason',
  'bike.brand',
  'bike.model',
  'bike.plannedDate',
  'quote.total',
  'quote.version',
  'workshop.address',
  'workshop.hours',
  'workshop.phone',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

const BIKE_PLACEHOLDERS: readonly TemplatePlaceholder[] = [
  'bike.brand',
  'bike.model',
  'bike.plannedDate',
];
const QUOTE_PLACEHOLDERS: readonly TemplatePlaceholder[] = ['quote.total', 'quote.version'];
const REPAIR_STATUSES: readonly EmailTemplateStatus[] = REPAIR_TEMPLATE_STATUSES;

/** Whether a status's mails are about one bike in the workshop rather than the request. */
export const isRepairTemplateStatus = (status: EmailTemplateStatus) =>
  REPAIR_STATUSES.includes(status);

/**
 * The placeholders the editor offers for a status's template: a bike's own only in the
 * repair's mails, the only ones about one bike, and a quote's only in the quote's mail
 * (elsewhere they would be empty).
 */
export const placeholdersFor = (status: EmailTemplateStatus) =>
  TEMPLATE_PLACEHOLDERS.filter(
    (placeholder) =>
      (isRepairTemplateStatus(status) || !BIKE_PLACEHOLDERS.includes(placeholder)) &&
      (status === 'quote_sent' || !QUOTE_PLACEHOLDERS.includes(placeholder)),
  );

/** `{{workshop.hours}}` in the language of the mail. */
export const WORKSHOP_HOURS_TEXT: Record<Language, string> = {
  nl: 'Maandag 13:00-19:00, dinsdag t/m vrijdag 09:00-19:00',
  en: 'Monday 13:00-19:00, Tuesday to Friday 09:00-19:00',
};

/** `{{request.deliveryType}}` in the language of the mail. */
export const DELIVERY_TYPE_TEXT: Record<Language, Record<DeliveryType, string>> = {
  nl: { workshop: 'In de werkplaats', on_location: 'Op locatie' },
  en: { workshop: 'At the workshop', on_location: 'On location' },
};

/** `{{ name }}`, spaces inside the braces allowed; group 1 is the name. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;
const KNOWN_PLACEHOLDERS = new Set<string>(TEMPLATE_PLACEHOLDERS);

export const isTemplatePlaceholder = (name: string): name is TemplatePlaceholder =>
  KNOWN_PLACEHOLDERS.has(name);

/** The name of every placeholder in a text, in order, repeats included. */
export const placeholderNamesIn = (text: string) =>
  [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '');

/** Placeholders in a template that Spaak cannot fill, e.g. a typo like `{{customer.name}}`. */
export function findUnknownPlaceholders(text: string) {
  const unknown = placeholderNamesIn(text).filter((name) => !isTemplatePlaceholder(name));
  return [...new Set(unknown)];
}

const SAMPLE_CUSTOMER = {
  'customer.firstName': 'Jan',
  'customer.lastName': 'de Vries',
  'customer.fullName': 'Jan de Vries',
  'customer.email': 'jan.devries@example.nl',
  'customer.phone': '+31 612345678',
  'request.id': '1234',
  'request.reference': '#SR-2026-1234',
  'request.waitDays': '2',
  'bike.brand': 'Gazelle',
  'bike.model': 'Ultimate C8',
  'quote.version': '2',
} as const satisfies Partial<Record<TemplatePlaceholder, string>>;

/** What the preview fills in for the request-dependent placeholders, per language of the mail. */
export const TEMPLATE_SAMPLE_VALUES = {
  nl: {
    ...SAMPLE_CUSTOMER,
    'request.deliveryType': DELIVERY_TYPE_TEXT.nl.workshop,
    'request.rejectionReason': 'Buiten ons servicegebied',
    'bike.plannedDate': 'dinsdag 8 december 2026',
    'quote.total': '€ 123,45',
    'workshop.hours': WORKSHOP_HOURS_TEXT.nl,
  },
  en: {
    ...SAMPLE_CUSTOMER,
    'request.deliveryType': DELIVERY_TYPE_TEXT.en.workshop,
    'request.rejectionReason': 'Outside our service area',
    'bike.plannedDate': 'Tuesday 8 December 2026',
    'quote.total': '€123.45',
    'workshop.hours': WORKSHOP_HOURS_TEXT.en,
  },
} as const satisfies Record<Language, Partial<Record<TemplatePlaceholder, string>>>;

export const SUBJECT_MAX_LENGTH = 200;
export const HTML_CONTENT_MAX_LENGTH = 100_000;

export const EMAIL_TEMPLATE_MESSAGES = {
  reasonNotFound: 'Deze afwijzingsreden bestaat niet',
  notFound: 'Template niet gevonden',
  taken: 'Er bestaat al een template voor deze status in deze taal',
  takenForReason: 'Er bestaat al een template voor deze afwijzingsreden in deze taal',
  placeholderSteersUrl: (urls: string[]) =>
    `Een placeholder in een link of afbeelding mag pas na de domeinnaam staan (na de eerste /, ? of # daarachter), zodat een ingevulde waarde niet kan bepalen waar het adres heen gaat: ${urls.join(', ')}`,
} as const;

const required = (max: number) =>
  text({ error: inputMessage('templateFieldsRequired') })
    .trim()
    .min(1, inputMessage('templateFieldsRequired'))
    .max(max, inputMessage('tooLong'));

/** The language of a template's mails; left out, Dutch, as every template was before English. */
const templateLanguage = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE);

/**
 * The body of `POST /api/email-templates` and `PUT /api/email-templates/{id}`. Unknown
 * placeholders are refused here, so the editor can show them before the server does.
 */
export const emailTemplateInputSchema = z
  .object({
    status: z.enum(EMAIL_TEMPLATE_STATUSES, { error: inputMessage('templateFieldsRequired') }),
    rejectionReasonId: recordId.nullish(),
    language: templateLanguage,
    subject: required(SUBJECT_MAX_LENGTH),
    htmlContent: required(HTML_CONTENT_MAX_LENGTH),
    isActive: z.boolean().default(true),
  })
  .superRefine((template, context) => {
    if (template.rejectionReasonId != null && template.status !== 'rejected') {
      context.addIssue({
        code: 'custom',
        path: ['rejectionReasonId'],
        message: inputMessage('templateReasonOnlyForRejected'),
      });
    }
    for (const field of ['subject', 'htmlContent'] as const) {
      const unknown = findUnknownPlaceholders(template[field]);
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: inputMessage('unknownPlaceholders'),
          params: { names: unknown },
        });
      }
    }
  });
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>;

export const emailTemplateSchema = z.object({
  id: z.number(),
  status: z.enum(EMAIL_TEMPLATE_STATUSES),
  rejectionReasonId: z.number().nullable(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  htmlContent: z.string(),
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** The editor's unsaved text; empty fields are fine here, the preview shows what there is. */
export const emailTemplatePreviewInputSchema = z.object({
  language: templateLanguage,
  subject: text().max(SUBJECT_MAX_LENGTH),
  htmlContent: text().max(HTML_CONTENT_MAX_LENGTH),
});
export type EmailTemplatePreviewInput = z.infer<typeof emailTemplatePreviewInputSchema>;

/** The preview as the mail would look: sanitised as on save, filled with sample data. */
export const emailTemplatePreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  unknownPlaceholders: z.array(z.string()),
});
export type EmailTemplatePreview = z.infer<typeof emailTemplatePreviewSchema>;
