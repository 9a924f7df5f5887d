import { z } from 'zod';
import { CONTACT_DETAILS, customerContactSchema } from '../customers.ts';
import { LANGUAGES } from '../language.ts';
import {
  CUSTOMER_TYPES,
  DELIVERY_TYPES,
  SERVICE_REQUEST_STATUSES,
} from '../service-request-constants.ts';
import { requestBikeSchema } from './bike.ts';
import { BIKE_STAGES } from './stages.ts';

// A request as the dashboard reads it, in the list and in its details dialog.

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
  /** The language the customer sent the request in; its mails go out in it. */
  language: z.enum(LANGUAGES),
  bikeLocationStreet: nullableText,
  bikeLocationHouseNumber: nullableText,
  bikeLocationAddition: nullableText,
  bikeLocationPostcode: nullableText,
  bikeLocationCity: nullableText,
  bikes: z.array(requestBikeSchema),
  /** How far the repair is: the stage of its least advanced bike; null until approval. */
  stage: z.enum(BIKE_STAGES).nullable(),
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
  /**
   * When the customer cancelled the request through their link; its status is then
   * `rejected` (decision 046). Null for every other request.
   */
  cancelledByCustomerAt: z.date().nullable(),
  /** The customer's own words on why they cancelled, if they gave any. */
  cancellationReason: nullableText,
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
