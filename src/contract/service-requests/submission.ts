import { z } from 'zod';
import { MAX_BIKES, MIN_BIKES } from '../bikes.ts';
import { inputMessage } from '../errors/input-messages.ts';
import type { InputMessageKey } from '../errors/input-nl.ts';
import { text } from '../fields.ts';
import { isValidPhone, toE164 } from '../phone-number.ts';
import {
  CUSTOMER_TYPES,
  type CustomerType,
  DELIVERY_TYPES,
  type DeliveryType,
  DUTCH_POSTCODE,
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

/** An empty postcode is told by `message`; any other must be Dutch ("1017 AB", "1017ab"). */
const postalCode = (message: InputMessageKey) =>
  requiredText(message, 20)
    .transform(normalisePostcode)
    .refine((value) => DUTCH_POSTCODE.test(value), inputMessage('postcodeInvalid'));

/** Step "Service Levering": where the work happens, and where the bike is for on-location work. */
export const deliveryStepSchema = z.strictObject({
  deliveryType: z.enum(DELIVERY_TYPES).default('workshop'),
  bikeLocationStreet: optionalText(),
  bikeLocationHouseNumber: optionalText(20),
  bikeLocationAddition: optionalText(20),
  bikeLocationPostcode: optionalText(20)
    .transform((value) => value && normalisePostcode(value))
    .refine((value) => !value || DUTCH_POSTCODE.test(value), inputMessage('postcodeInvalid')),
  bikeLocationCity: optionalText(),
});

/** Step "Klantgegevens": who the customer is and where the invoice goes. */
export const customerStepSchema = z.strictObject({
  firstName: requiredText('firstNameRequired', 100),
  lastName: requiredText('lastNameRequired', 100),
  /** Sent by the forms for display; the server always derives it from first and last name. */
  fullName: text().max(201).optional(),
  customerType: z.enum(CUSTOMER_TYPES).default('private'),
  companyName: optionalText(),
  email: text({ error: inputMessage('emailInvalid') })
    .trim()
    .max(254, inputMessage('emailInvalid'))
    .pipe(z.email(inputMessage('emailInvalid')))
    .transform((value) => value.toLowerCase()),
  /**
   * The number part must meet the minimum itself: the country code does not count. Its digits are
   * counted, as its message says (docs/product.md#validation), so spaces cannot make up the length.
   * Letters are a typo the workshop could not call back; the separators people write numbers with
   * are fine, and so is a plus in front, for a number typed with its own country code. A number
   * long enough must exist for its country code; it is stored in E.164 ("+31612345678").
   * Each check speaks only when the ones before it passed, so a field shows one message.
   */
  phone: text({ error: inputMessage('phoneTooShort') })
    .trim()
    .max(30, inputMessage('tooLong'))
    .refine((phone) => /^\+?[\d\s()./-]*$/.test(phoneNumberPart(phone)), {
      message: inputMessage('phoneCharacters'),
      abort: true,
    })
    .refine((phone) => phoneNumberPart(phone).replace(/\D/g, '').length >= PHONE_MIN_LENGTH, {
      message: inputMessage('phoneTooShort'),
      abort: true,
    })
    .refine(isValidPhone, inputMessage('phoneInvalid'))
    .transform((phone) => toE164(phone) ?? phone),
  street: requiredText('streetRequired'),
  houseNumber: optionalText(20),
  houseNumberAddition: optionalText(20),
  postalCode: postalCode('postalCodeRequired'),
  city: requiredText('cityRequired'),
});

const bikesOf = <T extends z.ZodType>(bike: T) =>
  z
    .array(bike, { error: inputMessage('bikesMin') })
    .min(MIN_BIKES, inputMessage('bikesMin'))
    .max(MAX_BIKES, inputMessage('bikesMax'));

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
      message: inputMessage('companyNameRequired'),
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
          message: inputMessage('bikeLocationRequired'),
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
    .extend({ houseNumber: requiredText('houseNumberRequired', 20) })
    .superRefine((value, context) =>
      crossStepRules({ ...value, deliveryType: 'workshop' }, context),
    ),
  bikes: z.strictObject({ bikes: bikesOf(multiBikeBikeSchema) }),
};

export const submitServiceRequestResultSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** The customer's private link to the request (decision 045), shown on the confirmation. */
  privateLink: z.url(),
});
export type SubmitServiceRequestResult = z.infer<typeof submitServiceRequestResultSchema>;
