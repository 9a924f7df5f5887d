// Dutch words for the errors only the staff meet, wholly Dutch; the dashboard loads them with its
// own code.
import { formatWorkingDate } from '../capacity-constants.ts';
import { EMAIL_TEMPLATE_MESSAGES } from '../email-templates.ts';
import { INVOICING_MESSAGES } from '../invoicing.ts';
import { LABEL_MESSAGES } from '../labels.ts';
import { PHONE_MESSAGES } from '../phone.ts';
import type { ServiceRequestStatus } from '../service-request-constants.ts';
import { STAGE_NAMES_NL } from '../service-requests/stage-names.ts';
import type { ErrorTexts, RequestAction, SignInLinkProblem, StaffErrorParams } from './codes.ts';

const STATUS: Record<ServiceRequestStatus, string> = {
  pending: 'in behandeling',
  approved: 'goedgekeurd',
  rejected: 'afgewezen',
};

const DONE: Record<RequestAction, string> = {
  approve: 'goedgekeurd',
  reject: 'afgewezen',
  duplicate: 'gedupliceerd',
  edit: 'bijgewerkt',
};

const LINK_PROBLEM: Record<SignInLinkProblem, string> = {
  expired: 'Deze inloglink is verlopen. Een link werkt 15 minuten.',
  used: 'Deze inloglink is al gebruikt. Een link werkt maar één keer.',
  unknown: 'Deze inloglink is ongeldig.',
};

export const STAFF_ERROR_TEXTS_NL: ErrorTexts<StaffErrorParams> = {
  SIGN_IN_FAILED: () => 'Inloggen is mislukt. Probeer het opnieuw.',
  TOO_MANY_SIGN_IN_LINKS: () => 'Te veel inlogverzoeken. Probeer het over een kwartier opnieuw.',
  SIGN_IN_LINK_INVALID: ({ problem }) => LINK_PROBLEM[problem],
  WEBHOOK_NOT_CONFIGURED: ({ system }) =>
    system === 'phone'
      ? PHONE_MESSAGES.webhookNotConfigured
      : INVOICING_MESSAGES.webhookNotConfigured,
  WORKSHOP_WEBHOOK_SIGNATURE_REFUSED: () =>
    'Webhook geweigerd: handtekening ontbreekt of klopt niet',
  PHONE_WEBHOOK_TOKEN_REFUSED: () => PHONE_MESSAGES.webhookRefused,
  WEBHOOK_BODY_NOT_JSON: () => 'De inhoud van de webhook is geen JSON',
  WEBHOOK_BODY_NOT_A_DELIVERY: () => 'De inhoud van de webhook is geen webhookbericht',
  REQUEST_NOT_FOUND: ({ id }) => `Serviceaanvraag ${id} bestaat niet`,
  REQUEST_NOT_PENDING: ({ reference, status, action }) =>
    `Aanvraag ${reference} is al ${STATUS[status]} en kan niet meer worden ${DONE[action]}`,
  REQUEST_HANDLED_MEANWHILE: ({ id }) => `Aanvraag ${id} is zojuist door iemand anders behandeld`,
  REQUEST_ALREADY_ARCHIVED: ({ id }) => `Aanvraag ${id} is al gearchiveerd`,
  REQUEST_NOT_ARCHIVABLE: ({ status }) =>
    `Alleen goedgekeurde aanvragen kunnen worden gearchiveerd; deze is ${STATUS[status]}`,
  REQUEST_WITHOUT_CUSTOMER: ({ id }) => `Serviceaanvraag ${id} hoort bij geen klant`,
  BIKE_NOT_FOUND: () => 'Deze fiets hoort niet (meer) bij deze aanvraag',
  LESSOR_QUOTE_NOT_LEASE_BIKE: ({ reference, position }) =>
    `Fiets ${position} van ${reference} is geen leasefiets, dus er is geen offerte voor een leasemaatschappij`,
  BIKE_NOT_IN_REPAIR: ({ reference }) =>
    `Aanvraag ${reference} is niet goedgekeurd; alleen de fietsen van een goedgekeurde aanvraag gaan door de werkplaats`,
  STAGE_MOVE_REFUSED: ({ from, to }) =>
    `Een fiets kan niet van '${STAGE_NAMES_NL[from]}' naar '${STAGE_NAMES_NL[to]}'`,
  BIKE_CHANGED_MEANWHILE: ({ reference, position }) =>
    `Fiets ${position} van ${reference} is intussen gewijzigd door iemand anders; bekijk de nieuwe stand en probeer het opnieuw`,
  LESSOR_APPROVAL_REQUIRED: ({ reference, position }) =>
    `Fiets ${position} van ${reference} wacht op de leasemaatschappij: vul de referentie en datum van hun akkoord in, of ga zonder akkoord verder met een reden`,
  LESSOR_APPROVAL_UNEXPECTED: ({ reference, position }) =>
    `Fiets ${position} van ${reference} wacht niet op de leasemaatschappij; een akkoord of reden hoort alleen bij het verlaten van '${STAGE_NAMES_NL.waiting_for_lessor}'`,
  NOT_A_LEASE_BIKE: ({ reference, position }) =>
    `Fiets ${position} van ${reference} is geen leasefiets en kan niet naar '${STAGE_NAMES_NL.waiting_for_lessor}'`,
  ASSIGNEE_NOT_FOUND: () => 'Deze medewerker bestaat niet meer: laad de aanvraag opnieuw',
  REJECTION_REASON_NOT_FOUND: () => 'Deze afwijzingsreden bestaat niet (meer)',
  TEMPLATE_NOT_FOUND: () => EMAIL_TEMPLATE_MESSAGES.notFound,
  TEMPLATE_TAKEN: () => EMAIL_TEMPLATE_MESSAGES.taken,
  TEMPLATE_TAKEN_FOR_REASON: () => EMAIL_TEMPLATE_MESSAGES.takenForReason,
  TEMPLATE_REASON_NOT_FOUND: () => EMAIL_TEMPLATE_MESSAGES.reasonNotFound,
  TEMPLATE_PLACEHOLDER_STEERS_URL: ({ urls }) => EMAIL_TEMPLATE_MESSAGES.placeholderSteersUrl(urls),
  EMAIL_NOT_FOUND: () => 'E-mail niet gevonden',
  EMAIL_NOT_FAILED: () => 'Alleen een mislukte e-mail kan opnieuw worden verzonden',
  ADMIN_EXISTS: ({ email }) => `${email} is al beheerder`,
  ADMIN_NOT_FOUND: () => 'Beheerder niet gevonden',
  LAST_ADMIN: () => 'De laatste beheerder kan niet worden verwijderd',
  LABEL_NOT_FOUND: () => 'Label niet gevonden',
  LABEL_NAME_TAKEN: () => LABEL_MESSAGES.nameTaken,
  LABEL_DISABLED: () => 'Een uitgeschakeld label kan niet worden toegekend',
  LABEL_NOT_ON_REQUEST: () => 'Dit label staat niet op deze aanvraag',
  NOTE_NOT_FOUND: () => 'Deze notitie bestaat niet (meer)',
  NOTE_NOT_OWN: () => 'Je kunt alleen je eigen notities verwijderen',
  NOTIFICATION_NOT_FOUND: () => 'Melding niet gevonden',
  CUSTOMER_NOT_FOUND: () => 'Klant niet gevonden',
  ERASURE_EMAIL_MISMATCH: () => 'Het e-mailadres komt niet overeen met dat van de klant',
  PHOTO_NOT_FOUND: () => 'Foto niet gevonden',
  PHOTO_STORAGE_UNREADABLE: () => 'Foto’s zijn nu niet bereikbaar. Probeer het later opnieuw.',
  WORKSHOP_NOT_CONFIGURED: () => 'CycleSoftware (het werkplaatssysteem) is niet gekoppeld',
  WORK_ORDER_REQUEST_NOT_APPROVED: () => 'Alleen een goedgekeurde aanvraag krijgt een werkorder',
  WORK_ORDER_EXISTS: ({ workOrderId }) => `Deze aanvraag heeft al een werkorder (${workOrderId})`,
  WORK_ORDERS_IN_PROGRESS: () =>
    'De werkorders van deze aanvraag worden op dit moment al aangemaakt. Probeer het zo opnieuw.',
  PLANNER_NOT_CONFIGURED: () => 'Bumbal (de routeplanner) is niet gekoppeld',
  PLANNER_REQUEST_NOT_APPROVED: () =>
    'Alleen een goedgekeurde aanvraag krijgt een planneractiviteit',
  PLANNER_REQUEST_AT_WORKSHOP: () =>
    'Alleen een aanvraag op locatie krijgt een planneractiviteit; deze is voor de werkplaats',
  PLANNER_ACTIVITY_EXISTS: ({ activityId }) =>
    `Deze aanvraag heeft al een planneractiviteit (${activityId})`,
  INVOICING_NOT_CONFIGURED: () => INVOICING_MESSAGES.notConfigured,
  WORKSHOP_WEBHOOK_TEST_UNAVAILABLE: () => INVOICING_MESSAGES.webhookNotConfigured,
  INVOICE_WITHOUT_WORK_ORDERS: ({ reference }) =>
    `${reference} heeft geen werkorders om te factureren`,
  INVOICE_WITHOUT_LINES: ({ reference }) =>
    `Op de werkorders van ${reference} staan nog geen regels`,
  PHONE_NOT_CONFIGURED: () => PHONE_MESSAGES.notConfigured,
  PHONE_CALLER_NOT_CONFIGURED: () => PHONE_MESSAGES.callerNotConfigured,
  PHONE_NUMBER_MISSING: () => PHONE_MESSAGES.noPhone,
  PHONE_NUMBER_INVALID: () => PHONE_MESSAGES.invalidPhone,
  PHONE_USER_UNAVAILABLE: () => PHONE_MESSAGES.userUnavailable,
  DAY_OVERFULL: ({ date, plannedMinutes, capacityMinutes, addedMinutes }) =>
    `${formatWorkingDate(date, 'nl')} raakt overvol: er staan al ${plannedMinutes} van ${capacityMinutes} minuten ingepland, en dit voegt er ${addedMinutes} toe. Bevestig dat de dag toch vol mag, of kies een andere dag.`,
  CLOSED_DAY_NOT_FOUND: ({ date }) =>
    `${formatWorkingDate(date, 'nl')} staat niet (meer) tussen de gesloten dagen`,
  LEASE_COMPANY_NOT_FOUND: () => 'Deze leasemaatschappij staat niet (meer) in de lijst',
  LEASE_COMPANY_NAME_TAKEN: () => 'Deze leasemaatschappij staat al in de lijst',
  QUOTE_SENT_MEANWHILE: ({ reference, position, newest }) =>
    `Voor fiets ${position} van ${reference} is intussen offerte versie ${newest} verstuurd door iemand anders; bekijk die en maak zo nodig een nieuwe versie`,
};
