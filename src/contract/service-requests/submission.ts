import { z } from 'zod';
import { MAX_BIKES, MIN_BIKES } from '../bikes.ts';
import { text } from '../fields.ts';
import {
  CUSTOMER_TYPES,
  type CustomerType,
  DELIVERY_TYPES,
  type DeliveryType,
  INTAKE_MESSAGES,
  normalisePostcode,
  PHONE_MIN_LENGTH,
} from '../service-request-constants.ts';
import { bikeSchema, multiBikeBikeSchema } from './bike.ts';
import { optionalText, requiredText } from './intake-fields.ts';

// `POST /api/service-requests`: the wizard's steps, each a schema of its own, and the whole
// submission they compose, which the server checks.

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
export function crossStepRules(value: RuleInput, context: z.RefinementCtx) {
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
export const submissionFields = customerStepSchema
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
