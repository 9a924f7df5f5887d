import englishLibraryWords from 'zod/v4/locales/en.js';
import dutchLibraryWords from 'zod/v4/locales/nl.js';
import type { ErrorCode, ErrorParams, ErrorTexts } from '../contract/errors/codes.ts';
import { INPUT_TEXTS_EN } from '../contract/errors/input-en.ts';
import {
  type InputIssue,
  type LibraryWords,
  wordIssue,
} from '../contract/errors/input-messages.ts';
import { INPUT_TEXTS_NL } from '../contract/errors/input-nl.ts';
import { PUBLIC_ERROR_TEXTS_EN } from '../contract/errors/public-en.ts';
import { PUBLIC_ERROR_TEXTS_NL } from '../contract/errors/public-nl.ts';
import { STAFF_ERROR_TEXTS_EN } from '../contract/errors/staff-en.ts';
import { STAFF_ERROR_TEXTS_NL } from '../contract/errors/staff-nl.ts';
import type { Language } from '../contract/language.ts';

/** The HTTP status each error answers with; the error handler reads it, nothing else does. */
export const ERROR_STATUS: { readonly [Code in ErrorCode]: number } = {
  VALIDATION_FAILED: 400,
  REQUEST_MALFORMED: 400,
  BODY_TOO_LARGE: 413,
  BODY_NOT_JSON: 415,
  RATE_LIMITED: 429,
  NOT_SIGNED_IN: 401,
  NOT_ADMIN: 403,
  CROSS_ORIGIN_REFUSED: 403,
  ROUTE_NOT_FOUND: 404,
  IDEMPOTENCY_KEY_REUSED: 409,
  ADDRESS_LOOKUP_UNAVAILABLE: 502,
  PHOTO_MISSING: 400,
  PHOTO_ONE_PER_UPLOAD: 400,
  PHOTO_MALFORMED: 400,
  PHOTO_TOO_LARGE: 413,
  PHOTO_NOT_AN_IMAGE: 415,
  PHOTO_TOO_MUCH_WORK: 413,
  PHOTO_CONVERSION_BUSY: 503,
  PHOTO_STORAGE_UNAVAILABLE: 503,
  PHOTO_UPLOADS_LIMITED: 429,
  CUSTOMER_ADDITION_EMPTY: 400,
  CUSTOMER_ADDITIONS_FULL: 409,
  CUSTOMER_ADDITIONS_CLOSED: 409,
  EXTERNAL_SYSTEM_FAILED: 502,
  REQUEST_NOT_CANCELLABLE: 409,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  SIGN_IN_FAILED: 401,
  TOO_MANY_SIGN_IN_LINKS: 429,
  SIGN_IN_LINK_INVALID: 400,
  WEBHOOK_NOT_CONFIGURED: 404,
  WORKSHOP_WEBHOOK_SIGNATURE_REFUSED: 401,
  PHONE_WEBHOOK_TOKEN_REFUSED: 401,
  WEBHOOK_BODY_NOT_JSON: 400,
  WEBHOOK_BODY_NOT_A_DELIVERY: 400,
  REQUEST_NOT_FOUND: 404,
  REQUEST_NOT_PENDING: 409,
  REQUEST_HANDLED_MEANWHILE: 409,
  REQUEST_ALREADY_ARCHIVED: 409,
  REQUEST_NOT_ARCHIVABLE: 409,
  REQUEST_WITHOUT_CUSTOMER: 409,
  BIKE_NOT_FOUND: 404,
  LESSOR_QUOTE_NOT_LEASE_BIKE: 404,
  BIKE_NOT_IN_REPAIR: 409,
  STAGE_MOVE_REFUSED: 409,
  BIKE_CHANGED_MEANWHILE: 409,
  LESSOR_APPROVAL_REQUIRED: 409,
  LESSOR_APPROVAL_UNEXPECTED: 409,
  NOT_A_LEASE_BIKE: 409,
  ASSIGNEE_NOT_FOUND: 400,
  REJECTION_REASON_NOT_FOUND: 400,
  TEMPLATE_NOT_FOUND: 404,
  TEMPLATE_TAKEN: 409,
  TEMPLATE_TAKEN_FOR_REASON: 409,
  TEMPLATE_REASON_NOT_FOUND: 400,
  TEMPLATE_PLACEHOLDER_STEERS_URL: 400,
  EMAIL_NOT_FOUND: 404,
  EMAIL_NOT_FAILED: 409,
  ADMIN_EXISTS: 409,
  ADMIN_NOT_FOUND: 404,
  LAST_ADMIN: 409,
  LABEL_NOT_FOUND: 404,
  LABEL_NAME_TAKEN: 409,
  LABEL_DISABLED: 409,
  LABEL_NOT_ON_REQUEST: 404,
  NOTE_NOT_FOUND: 404,
  NOTE_NOT_OWN: 403,
  NOTIFICATION_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  ERASURE_EMAIL_MISMATCH: 400,
  PHOTO_NOT_FOUND: 404,
  PHOTO_STORAGE_UNREADABLE: 503,
  WORKSHOP_NOT_CONFIGURED: 503,
  WORK_ORDER_REQUEST_NOT_APPROVED: 409,
  WORK_ORDER_EXISTS: 409,
  WORK_ORDERS_IN_PROGRESS: 409,
  PLANNER_NOT_CONFIGURED: 503,
  PLANNER_REQUEST_NOT_APPROVED: 409,
  PLANNER_REQUEST_AT_WORKSHOP: 409,
  PLANNER_ACTIVITY_EXISTS: 409,
  INVOICING_NOT_CONFIGURED: 503,
  WORKSHOP_WEBHOOK_TEST_UNAVAILABLE: 503,
  INVOICE_WITHOUT_WORK_ORDERS: 409,
  INVOICE_WITHOUT_LINES: 409,
  PHONE_NOT_CONFIGURED: 503,
  PHONE_CALLER_NOT_CONFIGURED: 503,
  PHONE_NUMBER_MISSING: 400,
  PHONE_NUMBER_INVALID: 400,
  PHONE_USER_UNAVAILABLE: 409,
  DAY_OVERFULL: 409,
  CLOSED_DAY_NOT_FOUND: 404,
  LEASE_COMPANY_NOT_FOUND: 404,
  LEASE_COMPANY_NAME_TAKEN: 409,
  QUOTE_NOT_FOUND: 404,
  QUOTE_SUPERSEDED: 409,
  QUOTE_ALREADY_DECIDED: 409,
  QUOTE_SENT_MEANWHILE: 409,
};

const ERROR_TEXTS: Record<Language, ErrorTexts> = {
  nl: { ...PUBLIC_ERROR_TEXTS_NL, ...STAFF_ERROR_TEXTS_NL },
  en: { ...PUBLIC_ERROR_TEXTS_EN, ...STAFF_ERROR_TEXTS_EN },
};

/** An error's words in `language`, made from its code and parameters. */
export function errorText<Code extends ErrorCode>(
  code: Code,
  params: ErrorParams[Code],
  language: Language = 'nl',
) {
  const texts: ErrorTexts = ERROR_TEXTS[language];
  return texts[code](params);
}

const INPUT_TEXTS = { nl: INPUT_TEXTS_NL, en: INPUT_TEXTS_EN };

/** The validation library's words for its own checks, by language. */
const LIBRARY_WORDS: Record<Language, LibraryWords> = {
  nl: dutchLibraryWords().localeError as LibraryWords,
  en: englishLibraryWords().localeError as LibraryWords,
};

/** What is wrong with a refused value, in `language` (see `wordIssue`). */
export const inputIssueText = (issue: InputIssue, language: Language) =>
  wordIssue(issue, INPUT_TEXTS[language], LIBRARY_WORDS[language]);

type AppErrorOptions = {
  /** For 429 and 503: when the client may try again. */
  retryAfterSeconds?: number;
  /** The underlying failure, for the log (never sent to the client). */
  cause?: unknown;
};

/** A code without parameters may leave them out. */
type ParamsAndOptions<Code extends ErrorCode> =
  Record<string, never> extends ErrorParams[Code]
    ? [params?: ErrorParams[Code], options?: AppErrorOptions]
    : [params: ErrorParams[Code], options?: AppErrorOptions];

/**
 * A failure meant for the person who caused it: a code, which fixes the HTTP status, and the
 * parameters its words are made from, in the reader's language, where it is answered. The
 * message is the Dutch words, for tests and the log; the log only gets 5xx errors, whose
 * parameters hold nothing personal.
 */
export class AppError<Code extends ErrorCode = ErrorCode> extends Error {
  readonly code: Code;
  readonly params: ErrorParams[Code];
  readonly retryAfterSeconds: number | undefined;

  constructor(code: Code, ...[params, options]: ParamsAndOptions<Code>) {
    const given = (params ?? {}) as ErrorParams[Code];
    super(errorText(code, given), { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = given;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get statusCode() {
    return ERROR_STATUS[this.code];
  }
}
