// Every error the API answers with, by code, with the parameters its words are made from.
// Types only: the words are in the language tables beside this file, the HTTP statuses in the
// server's `errors.ts`, so the customer portal downloads nothing of this.
import type { ServiceRequestStatus } from '../service-request-constants.ts';
import type { NotCancellableState } from '../service-requests/customer-cancel.ts';
import type { QuoteDecision } from '../service-requests/quotes.ts';
import type { BikeStage } from '../service-requests/stages.ts';

type NoParams = Record<string, never>;

/** What an admin tried to do with a request that is no longer pending. */
export type RequestAction = 'approve' | 'reject' | 'duplicate' | 'edit';

/** Why a sign-in link cannot be used. */
export type SignInLinkProblem = 'expired' | 'used' | 'unknown';

/** Errors anyone may meet, the customer portals included. */
export type PublicErrorParams = {
  /** `reason` is the contract's message for the first refused field (see `issues`). */
  VALIDATION_FAILED: { reason: string };
  /** A body or URL the framework could not read; `reason` is its own (English) words. */
  REQUEST_MALFORMED: { reason: string };
  BODY_TOO_LARGE: { reason: string };
  BODY_NOT_JSON: NoParams;
  RATE_LIMITED: { seconds: number };
  NOT_SIGNED_IN: NoParams;
  NOT_ADMIN: NoParams;
  CROSS_ORIGIN_REFUSED: NoParams;
  ROUTE_NOT_FOUND: NoParams;
  IDEMPOTENCY_KEY_REUSED: NoParams;
  ADDRESS_LOOKUP_UNAVAILABLE: NoParams;
  PHOTO_MISSING: NoParams;
  PHOTO_ONE_PER_UPLOAD: NoParams;
  PHOTO_MALFORMED: NoParams;
  PHOTO_TOO_LARGE: NoParams;
  PHOTO_NOT_AN_IMAGE: NoParams;
  PHOTO_TOO_MUCH_WORK: NoParams;
  PHOTO_CONVERSION_BUSY: NoParams;
  PHOTO_STORAGE_UNAVAILABLE: NoParams;
  PHOTO_UPLOADS_LIMITED: { minutes: number };
  CUSTOMER_ADDITION_EMPTY: NoParams;
  CUSTOMER_ADDITIONS_FULL: NoParams;
  CUSTOMER_ADDITIONS_CLOSED: NoParams;
  /** `reason` is what the external system answered, as it said it. */
  EXTERNAL_SYSTEM_FAILED: { system: string; reason: string };
  /** The customer's cancel came after staff handled the request, or after an earlier cancel. */
  REQUEST_NOT_CANCELLABLE: { state: NotCancellableState };
  DATABASE_UNAVAILABLE: NoParams;
  INTERNAL_ERROR: NoParams;
  /** The customer's page names a quote of another request, or one that is gone. */
  QUOTE_NOT_FOUND: NoParams;
  /** The customer answers a version that a newer one has replaced. */
  QUOTE_SUPERSEDED: { version: number; newest: number };
  QUOTE_ALREADY_DECIDED: { decision: QuoteDecision };
};

/** Errors only the staff meet: the dashboard, the sign-in pages and the webhooks. */
export type StaffErrorParams = {
  SIGN_IN_FAILED: NoParams;
  TOO_MANY_SIGN_IN_LINKS: NoParams;
  SIGN_IN_LINK_INVALID: { problem: SignInLinkProblem };
  WEBHOOK_NOT_CONFIGURED: { system: 'workshop' | 'phone' };
  WORKSHOP_WEBHOOK_SIGNATURE_REFUSED: NoParams;
  PHONE_WEBHOOK_TOKEN_REFUSED: NoParams;
  WEBHOOK_BODY_NOT_JSON: NoParams;
  WEBHOOK_BODY_NOT_A_DELIVERY: NoParams;
  REQUEST_NOT_FOUND: { id: number };
  REQUEST_NOT_PENDING: { reference: string; status: ServiceRequestStatus; action: RequestAction };
  REQUEST_HANDLED_MEANWHILE: { id: number };
  REQUEST_ALREADY_ARCHIVED: { id: number };
  REQUEST_NOT_ARCHIVABLE: { status: ServiceRequestStatus };
  REQUEST_WITHOUT_CUSTOMER: { id: number };
  BIKE_NOT_FOUND: NoParams;
  /** A bike asked for its quote for a leasing company that is not a lease bike. */
  LESSOR_QUOTE_NOT_LEASE_BIKE: { reference: string; position: number };
  BIKE_NOT_IN_REPAIR: { reference: string };
  STAGE_MOVE_REFUSED: { from: BikeStage; to: BikeStage };
  BIKE_CHANGED_MEANWHILE: { reference: string; position: number };
  /** A lease bike leaves `waiting_for_lessor` without the lessor's approval or a reason. */
  LESSOR_APPROVAL_REQUIRED: { reference: string; position: number };
  /** An approval or reason sent with a move that does not leave `waiting_for_lessor`. */
  LESSOR_APPROVAL_UNEXPECTED: { reference: string; position: number };
  /** A bike that is no lease bike cannot wait for a lessor. */
  NOT_A_LEASE_BIKE: { reference: string; position: number };
  ASSIGNEE_NOT_FOUND: NoParams;
  REJECTION_REASON_NOT_FOUND: NoParams;
  TEMPLATE_NOT_FOUND: NoParams;
  TEMPLATE_TAKEN: NoParams;
  TEMPLATE_TAKEN_FOR_REASON: NoParams;
  TEMPLATE_REASON_NOT_FOUND: NoParams;
  TEMPLATE_PLACEHOLDER_STEERS_URL: { urls: string[] };
  EMAIL_NOT_FOUND: NoParams;
  EMAIL_NOT_FAILED: NoParams;
  ADMIN_EXISTS: { email: string };
  ADMIN_NOT_FOUND: NoParams;
  LAST_ADMIN: NoParams;
  LABEL_NOT_FOUND: NoParams;
  LABEL_NAME_TAKEN: NoParams;
  LABEL_DISABLED: NoParams;
  LABEL_NOT_ON_REQUEST: NoParams;
  NOTE_NOT_FOUND: NoParams;
  NOTE_NOT_OWN: NoParams;
  NOTIFICATION_NOT_FOUND: NoParams;
  CUSTOMER_NOT_FOUND: NoParams;
  ERASURE_EMAIL_MISMATCH: NoParams;
  PHOTO_NOT_FOUND: NoParams;
  PHOTO_STORAGE_UNREADABLE: NoParams;
  WORKSHOP_NOT_CONFIGURED: NoParams;
  WORK_ORDER_REQUEST_NOT_APPROVED: NoParams;
  WORK_ORDER_EXISTS: { workOrderId: string };
  WORK_ORDERS_IN_PROGRESS: NoParams;
  PLANNER_NOT_CONFIGURED: NoParams;
  PLANNER_REQUEST_NOT_APPROVED: NoParams;
  PLANNER_REQUEST_AT_WORKSHOP: NoParams;
  PLANNER_ACTIVITY_EXISTS: { activityId: string };
  INVOICING_NOT_CONFIGURED: NoParams;
  WORKSHOP_WEBHOOK_TEST_UNAVAILABLE: NoParams;
  INVOICE_WITHOUT_WORK_ORDERS: { reference: string };
  INVOICE_WITHOUT_LINES: { reference: string };
  PHONE_NOT_CONFIGURED: NoParams;
  PHONE_CALLER_NOT_CONFIGURED: NoParams;
  PHONE_NUMBER_MISSING: NoParams;
  PHONE_NUMBER_INVALID: NoParams;
  PHONE_USER_UNAVAILABLE: NoParams;
  DAY_OVERFULL: {
    date: string;
    plannedMinutes: number;
    capacityMinutes: number;
    addedMinutes: number;
  };
  CLOSED_DAY_NOT_FOUND: { date: string };
  LEASE_COMPANY_NOT_FOUND: NoParams;
  LEASE_COMPANY_NAME_TAKEN: NoParams;
  /** Another admin sent a version of the bike's quote since this screen read it. */
  QUOTE_SENT_MEANWHILE: { reference: string; position: number; newest: number };
};

export type ErrorParams = PublicErrorParams & StaffErrorParams;
export type ErrorCode = keyof ErrorParams;
export type PublicErrorCode = keyof PublicErrorParams;

/**
 * One language's words for a set of codes: a table keyed by code, so that a language missing
 * a code fails the typecheck.
 */
export type ErrorTexts<Params = ErrorParams> = {
  readonly [Code in keyof Params]: (params: Params[Code]) => string;
};

/** What every failed call answers (`issues` only for VALIDATION_FAILED). */
export type ErrorAnswer = {
  message: string;
  code: string;
  params: Record<string, unknown>;
  issues?: { path: (string | number)[]; message: string }[];
};
