import { z } from 'zod';
import { BIKE_SERVICE_TYPES, MAX_BIKES, MIN_BIKES } from './bikes.ts';
import { CONTACT_DETAILS, customerContactSchema } from './customers.ts';
import { recordId, text } from './fields.ts';
import { searchTextSchema } from './search.ts';
import {
  CUSTOMER_TYPES,
  type CustomerType,
  DELIVERY_TYPES,
  DESCRIPTION_MAX_LENGTH,
  type DeliveryType,
  INTAKE_MESSAGES,
  ISSUE_DESCRIPTION_MIN_LENGTH,
  MILEAGE_MAX_KM,
  normalisePostcode,
  PHONE_MIN_LENGTH,
  SERVICE_REQUEST_STATUSES,
  TEXT_MAX_LENGTH,
  WORKSHOP_TIME_ZONE,
} from './service-request-constants.ts';
import { PHOTO_MESSAGES, PHOTO_PATH_PATTERN } from './uploads-constants.ts';

// The constants have a module of their own, without zod, so that the customer portal can show
// them before it loads the schemas; they are part of this contract all the same.
export * from './service-request-constants.ts';

const requiredText = (message: string, max = TEXT_MAX_LENGTH) =>
  text({ error: message }).trim().min(1, message).max(max, INTAKE_MESSAGES.tooLong(max));

const optionalText = (max = TEXT_MAX_LENGTH) =>
  text()
    .trim()
    .max(max, INTAKE_MESSAGES.tooLong(max))
    .optional()
    .transform((value) => value || undefined);

/** One bike of a request, as every form submits it. */
export const bikeSchema = z.strictObject({
  brand: requiredText(INTAKE_MESSAGES.brandRequired, 100),
  model: optionalText(100),
  frameNumber: optionalText(100),
  mileage: z
    .number({ error: INTAKE_MESSAGES.mileagePositive })
    .int(INTAKE_MESSAGES.mileagePositive)
    .positive(INTAKE_MESSAGES.mileagePositive)
    .max(MILEAGE_MAX_KM, INTAKE_MESSAGES.mileagePositive)
    .optional(),
  issueDescription: text({ error: INTAKE_MESSAGES.issueTooShort })
    .trim()
    .min(ISSUE_DESCRIPTION_MIN_LENGTH, INTAKE_MESSAGES.issueTooShort)
    .max(DESCRIPTION_MAX_LENGTH, INTAKE_MESSAGES.tooLong(DESCRIPTION_MAX_LENGTH)),
  /**
   * Only what `POST /api/upload-photo` answered: the dashboard loads this path with the staff's
   * session, so any other same-origin URL would be fetched as them.
   */
  photoPath: optionalText(300).refine(
    (path) => path === undefined || PHOTO_PATH_PATTERN.test(path),
    PHOTO_MESSAGES.unknownPhoto,
  ),
  serviceType: z.enum(BIKE_SERVICE_TYPES).optional(),
});
export type Bike = z.infer<typeof bikeSchema>;

/** The multi-bike portal also asks for the model of every bike. */
export const multiBikeBikeSchema = bikeSchema.extend({
  model: requiredText(INTAKE_MESSAGES.modelRequired, 100),
});

/** One bike of a request as the dashboard reads it: the fields the customer left empty are absent. */
export const requestBikeSchema = z.object({
  id: z.number(),
  brand: z.string(),
  model: z.string().optional(),
  frameNumber: z.string().optional(),
  mileage: z.number().optional(),
  issueDescription: z.string(),
  photoPath: z.string().optional(),
  serviceType: z.enum(BIKE_SERVICE_TYPES).optional(),
});
export type RequestBike = z.infer<typeof requestBikeSchema>;

/**
 * The number in a phone as submitted, "country code, a space, then the number"
 * (docs/product.md#submission): "+31 612345678" → "612345678". Without a leading country code it is
 * the whole value.
 */
const phoneNumberPart = (phone: string) => phone.trim().replace(/^\+\d{1,4}\s+/, '');

const postalCode = (message: string) => requiredText(message, 20).transform(normalisePostcode);

/** Step "Service Levering": where the work happens, and where the bike is for on-location work. */
export const deliveryStepSchema = z.strictObject({
  deliveryType: z.enum(DELIVERY_TYPES).default('workshop'),
  bikeLocationStreet: optionalText(),
  bikeLocationHouseNumber: optionalText(20),
  bikeLocationAddition: optionalText(20),
  bikeLocationPostcode: optionalText(20).transform((value) => value && normalisePostcode(value)),
  bikeLocationCity: optionalText(),
});

/** Step "Klantgegevens": who the customer is and where the invoice goes. */
export const customerStepSchema = z.strictObject({
  firstName: requiredText(INTAKE_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(INTAKE_MESSAGES.lastNameRequired, 100),
  /** Sent by the forms for display; the server always derives it from first and last name. */
  fullName: text().max(201).optional(),
  customerType: z.enum(CUSTOMER_TYPES).default('private'),
  companyName: optionalText(),
  email: text({ error: INTAKE_MESSAGES.emailInvalid })
    .trim()
    .max(254, INTAKE_MESSAGES.emailInvalid)
    .pipe(z.email(INTAKE_MESSAGES.emailInvalid))
    .transform((value) => value.toLowerCase()),
  /**
   * The number part must meet the minimum itself: the country code does not count. Its digits are
   * counted, as its message says (docs/product.md#validation), so spaces cannot make up the length.
   * Letters are a typo the workshop could not call back; the separators people write numbers with
   * are fine, and so is a plus in front, for a number typed with its own country code.
   */
  phone: text({ error: INTAKE_MESSAGES.phoneTooShort })
    .trim()
    .max(30, INTAKE_MESSAGES.tooLong(30))
    .refine(
      (phone) => /^\+?[\d\s()./-]*$/.test(phoneNumberPart(phone)),
      INTAKE_MESSAGES.phoneCharacters,
    )
    .refine(
      (phone) => phoneNumberPart(phone).replace(/\D/g, '').length >= PHONE_MIN_LENGTH,
      INTAKE_MESSAGES.phoneTooShort,
    ),
  street: requiredText(INTAKE_MESSAGES.streetRequired),
  houseNumber: optionalText(20),
  houseNumberAddition: optionalText(20),
  postalCode: postalCode(INTAKE_MESSAGES.postalCodeRequired),
  city: requiredText(INTAKE_MESSAGES.cityRequired),
});

const bikesOf = <T extends z.ZodType>(bike: T) =>
  z
    .array(bike, { error: INTAKE_MESSAGES.bikesMin })
    .min(MIN_BIKES, INTAKE_MESSAGES.bikesMin)
    .max(MAX_BIKES, INTAKE_MESSAGES.bikesMax);

type RuleInput = {
  customerType: CustomerType;
  companyName?: string;
  deliveryType: DeliveryType;
  bikeLocationStreet?: string;
  bikeLocationHouseNumber?: string;
  bikeLocationPostcode?: string;
  bikeLocationCity?: string;
};

/** The rules that span steps: a business needs its name, on-location work needs the address. */
function crossStepRules(value: RuleInput, context: z.RefinementCtx) {
  if (value.customerType === 'business' && !value.companyName) {
    context.addIssue({
      code: 'custom',
      path: ['companyName'],
      message: INTAKE_MESSAGES.companyNameRequired,
    });
  }
  if (value.deliveryType === 'on_location') {
    const required = [
      'bikeLocationStreet',
      'bikeLocationHouseNumber',
      'bikeLocationPostcode',
      'bikeLocationCity',
    ] as const;
    for (const field of required) {
      if (!value[field]) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: INTAKE_MESSAGES.bikeLocationRequired,
        });
      }
    }
  }
}

/**
 * What every portal submits to `POST /api/service-requests`. The server checks exactly this;
 * the multi-bike portal's stricter steps (model, house number) are checked in its form.
 */
const submissionFields = customerStepSchema
  .extend(deliveryStepSchema.shape)
  .extend({ bikes: bikesOf(bikeSchema) });

export const serviceRequestSubmissionSchema = submissionFields.superRefine(crossStepRules);
export type ServiceRequestSubmission = z.input<typeof serviceRequestSubmissionSchema>;
export type ValidServiceRequestSubmission = z.output<typeof serviceRequestSubmissionSchema>;

/** The multi-bike portal's own steps, which ask for more than the server requires. */
export const multiBikeSteps = {
  delivery: deliveryStepSchema.superRefine((value, context) =>
    crossStepRules({ ...value, customerType: 'private' }, context),
  ),
  customer: customerStepSchema
    .extend({ houseNumber: requiredText(INTAKE_MESSAGES.houseNumberRequired, 20) })
    .superRefine((value, context) =>
      crossStepRules({ ...value, deliveryType: 'workshop' }, context),
    ),
  bikes: z.strictObject({ bikes: bikesOf(multiBikeBikeSchema) }),
};

export const submitServiceRequestResultSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
});
export type SubmitServiceRequestResult = z.infer<typeof submitServiceRequestResultSchema>;

const workshopYear = new Intl.DateTimeFormat('en', {
  timeZone: WORKSHOP_TIME_ZONE,
  year: 'numeric',
});

/**
 * The reference the simple forms show: `#SR-{year}-{id padded to 3 digits}`. The year is
 * Amsterdam's, so a request sent at 00:30 on New Year's Day has the new year on a UTC server too.
 */
export const formatReference = (id: number, createdAt: Date = new Date()) =>
  `#SR-${workshopYear.format(createdAt)}-${String(id).padStart(3, '0')}`;

// ——— The staff's side: listing and handling requests ———

export const ARCHIVE_FILTERS = ['active', 'archived'] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

export const REQUEST_LIST_DEFAULT_LIMIT = 50;
export const REQUEST_LIST_MAX_LIMIT = 200;
export const LIST_CURSOR_MESSAGE = 'Ongeldige cursor: laad de lijst opnieuw';
const LIST_LIMIT_MESSAGE = `Vraag 1 tot en met ${REQUEST_LIST_MAX_LIMIT} verzoeken per pagina`;

/**
 * Where a page of the list ends: the last row's creation time, as PostgreSQL writes it (in
 * microseconds, which a JavaScript date would round to ms), and its id.
 */
export type ListPosition = { cursorTime: string; cursorId: number };

// Years from 1000 on: PostgreSQL has no year 0, and the server writes today's times anyway.
const POSITION_TIME = /^([1-9]\d{3}-\d\d-\d\dT\d\d:\d\d:\d\d)\.\d{6}Z$/;

/** A time that exists (no 31 February, no hour 25): JavaScript writes it back as it came. */
function isRealTime(time: string) {
  const seconds = POSITION_TIME.exec(time)?.[1];
  if (seconds === undefined) return false;
  const date = new Date(`${seconds}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(seconds);
}

/** The `cursor` of the next page, `nextCursor` in the list's answer: opaque to the client. */
export const encodeListCursor = ({ cursorTime, cursorId }: ListPosition) =>
  btoa(`${cursorTime}|${cursorId}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** The position a cursor holds, or undefined when this server cannot have written it. */
export function decodeListCursor(cursor: string): ListPosition | undefined {
  let decoded: string;
  try {
    decoded = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return undefined;
  }
  const [cursorTime = '', id = ''] = decoded.split('|');
  return isRealTime(cursorTime) && /^\d{1,9}$/.test(id)
    ? { cursorTime, cursorId: Number(id) }
    : undefined;
}
/**
 * A list counts its matches up to this many and says '1.000+' beyond: counting every match of a
 * common name was most of a search's cost, and grew with the table (decision 025).
 */
export const REQUEST_LIST_TOTAL_CAP = 1000;

export const listServiceRequestsQuerySchema = z.strictObject({
  search: searchTextSchema,
  filter: z.enum(ARCHIVE_FILTERS).optional(),
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  limit: z.coerce
    .number({ error: LIST_LIMIT_MESSAGE })
    .int(LIST_LIMIT_MESSAGE)
    .min(1, LIST_LIMIT_MESSAGE)
    .max(REQUEST_LIST_MAX_LIMIT, LIST_LIMIT_MESSAGE)
    .default(REQUEST_LIST_DEFAULT_LIMIT),
  cursor: text()
    .max(200, LIST_CURSOR_MESSAGE)
    .refine((cursor) => decodeListCursor(cursor) !== undefined, LIST_CURSOR_MESSAGE)
    .optional(),
});
export type ListServiceRequestsQuery = z.infer<typeof listServiceRequestsQuerySchema>;

/** The CSV export takes the list's search and filters, and exports every matching row. */
export const exportServiceRequestsQuerySchema = listServiceRequestsQuerySchema.omit({
  limit: true,
  cursor: true,
});

export const ACTIVITY_TYPES = ['stop', 'pickup'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** Minutes a planner activity takes by default, per type. */
export const ACTIVITY_DEFAULT_MINUTES: Record<ActivityType, number> = { stop: 45, pickup: 20 };
export const ACTIVITY_MIN_MINUTES = 10;
export const ACTIVITY_MAX_MINUTES = 180;

const ACTIVITY_DURATION_RANGE_MESSAGE = `Duur moet tussen ${ACTIVITY_MIN_MINUTES} en ${ACTIVITY_MAX_MINUTES} minuten liggen`;

/** Without a duration the activity takes its type's default (`ACTIVITY_DEFAULT_MINUTES`). */
export const approveServiceRequestSchema = z.strictObject({
  freightliveActivityType: z.enum(ACTIVITY_TYPES).default('stop'),
  freightliveActivityDuration: z
    .number()
    .int('Duur moet een heel aantal minuten zijn')
    .min(ACTIVITY_MIN_MINUTES, ACTIVITY_DURATION_RANGE_MESSAGE)
    .max(ACTIVITY_MAX_MINUTES, ACTIVITY_DURATION_RANGE_MESSAGE)
    .optional(),
});
export type ApproveServiceRequest = z.input<typeof approveServiceRequestSchema>;

/** The longest custom reason for a rejection; its field stops there. */
export const CUSTOM_REASON_MAX_LENGTH = 1000;

export const rejectServiceRequestSchema = z
  .strictObject({
    rejectionReasonId: recordId.optional(),
    customReason: text()
      .trim()
      .max(
        CUSTOM_REASON_MAX_LENGTH,
        `Een eigen reden is hoogstens ${CUSTOM_REASON_MAX_LENGTH} tekens lang`,
      )
      .optional(),
  })
  .refine(
    (value) => (value.rejectionReasonId === undefined) !== !value.customReason,
    'Kies een afwijzingsreden of vul een eigen reden in',
  );
export type RejectServiceRequest = z.infer<typeof rejectServiceRequestSchema>;

/** Whether the repair is still to be done: neither completed nor archived. */
export const isRepairOpen = (request: { isArchived: boolean; completedAt: unknown }) =>
  !request.isArchived && request.completedAt === null;

/**
 * Whether the planner holds a visit for this request that has not happened: the activity
 * (`activityId`) was made and the repair is still open. Deleting the request takes such a
 * visit out of the planner.
 */
export const hasOpenPlannerVisit = (
  request: { isArchived: boolean; completedAt: unknown },
  activityId: string | null,
): activityId is string => activityId !== null && isRepairOpen(request);

/** The reason sent when staff archive a repair by hand. */
export const MANUAL_ARCHIVE_REASON =
  'Manually archived by admin - repair completed in CycleSoftware';

export const archiveServiceRequestSchema = z.strictObject({
  reason: text().trim().min(1).max(500).default(MANUAL_ARCHIVE_REASON),
});

const nullableText = z.string().nullable();

/** A label as it appears on a request. */
export const requestLabelSchema = z.object({ id: z.number(), name: z.string(), color: z.string() });
export type RequestLabel = z.infer<typeof requestLabelSchema>;

/** A request as the dashboard reads it; `bikes` and `workOrderIds` are always arrays. */
export const serviceRequestSchema = z.object({
  id: z.number(),
  reference: z.string(),
  customerId: z.number().nullable(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  fullName: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  email: z.string(),
  phone: nullableText,
  customerType: z.enum(CUSTOMER_TYPES),
  companyName: nullableText,
  street: nullableText,
  houseNumber: nullableText,
  houseNumberAddition: nullableText,
  postalCode: nullableText,
  city: nullableText,
  deliveryType: z.enum(DELIVERY_TYPES),
  bikeLocationStreet: nullableText,
  bikeLocationHouseNumber: nullableText,
  bikeLocationAddition: nullableText,
  bikeLocationPostcode: nullableText,
  bikeLocationCity: nullableText,
  bikes: z.array(requestBikeSchema),
  /**
   * The single-bike fields of the first form, which the answer has always carried. Always
   * null: migration 0014 made such a request's bike the first of `bikes` (decision 026).
   */
  bikeBrand: z.null(),
  frameNumber: z.null(),
  kilometerStand: z.null(),
  photoUrl: z.null(),
  problemDescription: z.null(),
  rejectionReason: nullableText,
  workOrderIds: z.array(z.string()),
  cycleSoftwareWorkOrderId: nullableText,
  cycleSoftwareRepairNumber: nullableText,
  cycleSoftwareStatus: nullableText,
  lastStatusCheck: z.date().nullable(),
  isArchived: z.boolean(),
  archivalReason: nullableText,
  archivedAt: z.date().nullable(),
  completedAt: z.date().nullable(),
  bumbalTaskType: z.string(),
  bumbalActivityId: nullableText,
  freightliveActivityType: nullableText,
  freightliveActivityDuration: z.number().nullable(),
  /** Why the work orders could not be made yet; the dashboard offers to try again. */
  workOrderError: nullableText,
  /** Why the planner activity could not be made yet. */
  plannerActivityError: nullableText,
  /** When the planner planned the on-location visit. */
  plannedAt: z.date().nullable(),
  moneybirdInvoiceId: nullableText,
  labels: z.array(requestLabelSchema),
  /** The contact details of the customer record the request belongs to; null without one. */
  customerContact: customerContactSchema.nullable(),
  /** The request's contact details that differ from its customer record (decision 018). */
  contactDifferences: z.array(z.enum(CONTACT_DETAILS)),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** The fields an edit changes: a submission's, but `fullName`, which follows from the names. */
const editableFields = submissionFields.omit({ fullName: true });

/** What only the server sets (id, status, dates, integration ids, …): an edit leaves it be. */
const READ_ONLY_FIELDS: ReadonlySet<string> = new Set(
  Object.keys(serviceRequestSchema.shape).filter((key) => !(key in editableFields.shape)),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object's fields without those `keep` refuses; anything else as it came. */
const withFieldsKept = (value: unknown, keep: (key: string, field: unknown) => boolean) =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).filter(([key, field]) => keep(key, field)))
    : value;

/** `null`, as the read shape has an empty field, is the field left empty. */
const notNull = (_key: string, field: unknown) => field !== null;

/**
 * `PUT /api/service-requests/{id}` carries "the whole edited request" (docs/product.md#statuses):
 * the request as `GET` answers it, with fields changed. The editable fields are checked exactly
 * like a submission, `null` taken as empty; the read-only ones are dropped unread, so a client can
 * send back what it read. A key in neither shape is still refused: it is a misspelt field whose
 * change would otherwise be lost without a word.
 */
export const serviceRequestEditSchema = z.preprocess(
  (value) =>
    withFieldsKept(value, (key, field) => notNull(key, field) && !READ_ONLY_FIELDS.has(key)),
  editableFields
    .extend({
      bikes: z.preprocess(
        (bikes) =>
          Array.isArray(bikes)
            ? bikes.map((bike) =>
                withFieldsKept(bike, (key, field) => notNull(key, field) && key !== 'id'),
              )
            : bikes,
        editableFields.shape.bikes,
      ),
    })
    .superRefine(crossStepRules),
);
export type ServiceRequestEdit = z.output<typeof serviceRequestEditSchema>;

export const serviceRequestCountsSchema = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});

export type ServiceRequestCounts = z.infer<typeof serviceRequestCountsSchema>;

/** The three counters count one archive filter's requests, whatever the search. */
export const serviceRequestCountsQuerySchema = listServiceRequestsQuerySchema.pick({
  filter: true,
});

export const serviceRequestListSchema = z.object({
  items: z.array(serviceRequestSchema),
  nextCursor: z.string().nullable(),
  /** The requests on all the list's pages, but at most `REQUEST_LIST_TOTAL_CAP`. */
  total: z.number(),
  /** More requests match than `total` says. */
  totalIsCapped: z.boolean(),
});
export type ServiceRequestList = z.infer<typeof serviceRequestListSchema>;

/** What an integration step of approval did: done, skipped (not configured) or failed. */
export const integrationStepSchema = z.object({
  status: z.enum(['done', 'skipped', 'failed']),
  message: z.string().optional(),
});

export const approveServiceRequestResultSchema = z.object({
  request: serviceRequestSchema,
  workOrder: integrationStepSchema,
  plannerActivity: integrationStepSchema,
  /** Set when an integration step failed: the approval stands, the step must be redone. */
  error: z.string().optional(),
});
export type ApproveServiceRequestResult = z.infer<typeof approveServiceRequestResultSchema>;

export const rejectServiceRequestResultSchema = z.object({
  request: serviceRequestSchema,
  /**
   * Whether the customer was mailed: false when no active template applies (neither the
   * reason's own nor the generic rejection template), since staff switched that mail off.
   */
  customerMailQueued: z.boolean(),
});
export type RejectServiceRequestResult = z.infer<typeof rejectServiceRequestResultSchema>;

/** What 'Controleer Voltooide Reparaties' did; `failures` names requests whose orders could not be read. */
export const checkCompletedRepairsResultSchema = z.object({
  archivedCount: z.number(),
  failures: z.array(z.string()),
});

export const testWorkshopResultSchema = z.object({ workshopOrderId: z.string().nullable() });
