// English words for the errors only the staff meet. Texts the product fixes in English are
// kept word for word.
import { formatWorkingDate } from '../capacity-constants.ts';
import type { ServiceRequestStatus } from '../service-request-constants.ts';
import { STAGE_NAMES_EN } from '../service-requests/stage-names.ts';
import type { ErrorTexts, RequestAction, SignInLinkProblem, StaffErrorParams } from './codes.ts';

const STATUS: Record<ServiceRequestStatus, string> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
};

const DONE: Record<RequestAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  duplicate: 'duplicated',
  edit: 'edited',
};

const LINK_PROBLEM: Record<SignInLinkProblem, string> = {
  expired: 'This sign-in link has expired. A link works for 15 minutes.',
  used: 'This sign-in link has already been used. A link works only once.',
  unknown: 'This sign-in link is not valid.',
};

export const STAFF_ERROR_TEXTS_EN: ErrorTexts<StaffErrorParams> = {
  SIGN_IN_FAILED: () => 'Signing in failed. Please try again.',
  TOO_MANY_SIGN_IN_LINKS: () =>
    'Too many sign-in requests. Please try again in a quarter of an hour.',
  SIGN_IN_LINK_INVALID: ({ problem }) => LINK_PROBLEM[problem],
  WEBHOOK_NOT_CONFIGURED: ({ system }) =>
    system === 'phone'
      ? 'Aircall webhooks are not set up (AIRCALL_WEBHOOK_TOKEN is missing)'
      : "CycleSoftware's webhook is not set up (CYCLESOFTWARE_WEBHOOK_SECRET is missing)",
  WORKSHOP_WEBHOOK_SIGNATURE_REFUSED: () => 'Webhook refused: missing or wrong signature',
  PHONE_WEBHOOK_TOKEN_REFUSED: () => 'Invalid webhook token',
  WEBHOOK_BODY_NOT_JSON: () => 'The webhook body is not JSON',
  WEBHOOK_BODY_NOT_A_DELIVERY: () => 'The webhook body is not a delivery',
  REQUEST_NOT_FOUND: ({ id }) => `Service request ${id} does not exist`,
  REQUEST_NOT_PENDING: ({ reference, status, action }) =>
    `Request ${reference} is already ${STATUS[status]} and can no longer be ${DONE[action]}`,
  REQUEST_HANDLED_MEANWHILE: ({ id }) => `Request ${id} was just handled by someone else`,
  REQUEST_ALREADY_ARCHIVED: ({ id }) => `Request ${id} is already archived`,
  REQUEST_NOT_ARCHIVABLE: ({ status }) =>
    `Only approved requests can be archived; this one is ${STATUS[status]}`,
  REQUEST_WITHOUT_CUSTOMER: ({ id }) => `Service request ${id} belongs to no customer`,
  BIKE_NOT_FOUND: () => 'This bike does not belong to this request (any more)',
  LESSOR_QUOTE_NOT_LEASE_BIKE: ({ reference, position }) =>
    `Bike ${position} of ${reference} is not a lease bike, so there is no quote for a leasing company`,
  BIKE_NOT_IN_REPAIR: ({ reference }) =>
    `Request ${reference} is not approved; only the bikes of an approved request go through the workshop`,
  STAGE_MOVE_REFUSED: ({ from, to }) =>
    `A bike cannot go from '${STAGE_NAMES_EN[from]}' to '${STAGE_NAMES_EN[to]}'`,
  BIKE_CHANGED_MEANWHILE: ({ reference, position }) =>
    `Bike ${position} of ${reference} was just changed by someone else; look at where it is now and try again`,
  LESSOR_APPROVAL_REQUIRED: ({ reference, position }) =>
    `Bike ${position} of ${reference} is waiting for the leasing company: enter the reference and date of their approval, or go on without approval and give a reason`,
  LESSOR_APPROVAL_UNEXPECTED: ({ reference, position }) =>
    `Bike ${position} of ${reference} is not waiting for the leasing company; an approval or reason belongs only to leaving '${STAGE_NAMES_EN.waiting_for_lessor}'`,
  NOT_A_LEASE_BIKE: ({ reference, position }) =>
    `Bike ${position} of ${reference} is not a lease bike and cannot go to '${STAGE_NAMES_EN.waiting_for_lessor}'`,
  ASSIGNEE_NOT_FOUND: () => 'This staff member no longer exists: reload the request',
  REJECTION_REASON_NOT_FOUND: () => 'This rejection reason does not exist (any more)',
  TEMPLATE_NOT_FOUND: () => 'Template not found',
  TEMPLATE_TAKEN: () => 'A template for this status in this language already exists',
  TEMPLATE_TAKEN_FOR_REASON: () =>
    'A template for this rejection reason in this language already exists',
  TEMPLATE_REASON_NOT_FOUND: () => 'This rejection reason does not exist',
  TEMPLATE_PLACEHOLDER_STEERS_URL: ({ urls }) =>
    `A placeholder in a link or image may only come after the domain name (after the first /, ? or # that follows it), so that a filled-in value cannot decide where the address leads: ${urls.join(', ')}`,
  EMAIL_NOT_FOUND: () => 'E-mail not found',
  EMAIL_NOT_FAILED: () => 'Only a failed e-mail can be sent again',
  ADMIN_EXISTS: ({ email }) => `${email} is already an admin`,
  ADMIN_NOT_FOUND: () => 'Admin not found',
  LAST_ADMIN: () => 'The last admin cannot be removed',
  LABEL_NOT_FOUND: () => 'Label not found',
  LABEL_NAME_TAKEN: () => 'A label with this name already exists',
  LABEL_DISABLED: () => 'A disabled label cannot be assigned',
  LABEL_NOT_ON_REQUEST: () => 'This label is not on this request',
  NOTE_NOT_FOUND: () => 'This note does not exist (any more)',
  NOTE_NOT_OWN: () => 'You can only delete your own notes',
  NOTIFICATION_NOT_FOUND: () => 'Notification not found',
  CUSTOMER_NOT_FOUND: () => 'Customer not found',
  ERASURE_EMAIL_MISMATCH: () => "The e-mail address does not match the customer's",
  PHOTO_NOT_FOUND: () => 'Photo not found',
  PHOTO_STORAGE_UNREADABLE: () => 'Photos cannot be reached right now. Please try again later.',
  WORKSHOP_NOT_CONFIGURED: () => 'CycleSoftware (the workshop system) is not connected',
  WORK_ORDER_REQUEST_NOT_APPROVED: () => 'Only an approved request gets a work order',
  WORK_ORDER_EXISTS: ({ workOrderId }) => `This request already has a work order (${workOrderId})`,
  WORK_ORDERS_IN_PROGRESS: () =>
    "This request's work orders are being created right now. Please try again shortly.",
  PLANNER_NOT_CONFIGURED: () => 'Bumbal (the route planner) is not connected',
  PLANNER_REQUEST_NOT_APPROVED: () => 'Only an approved request gets a planner activity',
  PLANNER_REQUEST_AT_WORKSHOP: () =>
    'Only an on-location request gets a planner activity; this one is for the workshop',
  PLANNER_ACTIVITY_EXISTS: ({ activityId }) =>
    `This request already has a planner activity (${activityId})`,
  INVOICING_NOT_CONFIGURED: () => 'Moneybird (invoicing) is not connected',
  WORKSHOP_WEBHOOK_TEST_UNAVAILABLE: () =>
    "CycleSoftware's webhook is not set up (CYCLESOFTWARE_WEBHOOK_SECRET is missing)",
  INVOICE_WITHOUT_WORK_ORDERS: ({ reference }) => `${reference} has no work orders to invoice`,
  INVOICE_WITHOUT_LINES: ({ reference }) => `The work orders of ${reference} have no lines yet`,
  PHONE_NOT_CONFIGURED: () => 'Aircall (telephony) is not connected',
  PHONE_CALLER_NOT_CONFIGURED: () =>
    'Calling through Aircall is not set up (AIRCALL_USER_ID and AIRCALL_NUMBER_ID are missing)',
  PHONE_NUMBER_MISSING: () => 'No phone number',
  PHONE_NUMBER_INVALID: () => 'Invalid phone number',
  PHONE_USER_UNAVAILABLE: () => 'The Aircall user is busy or unavailable; please try again shortly',
  DAY_OVERFULL: ({ date, plannedMinutes, capacityMinutes, addedMinutes }) =>
    `${formatWorkingDate(date, 'en')} would be overfull: ${plannedMinutes} of its ${capacityMinutes} minutes are already planned, and this adds ${addedMinutes}. Confirm that the day may be overfull, or choose another day.`,
  CLOSED_DAY_NOT_FOUND: ({ date }) =>
    `${formatWorkingDate(date, 'en')} is not (or no longer) among the closed days`,
  LEASE_COMPANY_NOT_FOUND: () => 'This leasing company is not (or no longer) in the list',
  LEASE_COMPANY_NAME_TAKEN: () => 'This leasing company is already in the list',
  QUOTE_SENT_MEANWHILE: ({ reference, position, newest }) =>
    `Someone else just sent quote version ${newest} for bike ${position} of ${reference}; look at it and make a new version if needed`,
};

export default STAFF_ERROR_TEXTS_EN;
