import { z } from 'zod';
import {
  BIKE_CODE_MAX_LENGTH,
  BIKE_CODE_PATTERN,
  BIKE_FACT_NAME_MAX_LENGTH,
  BIKE_SERVICE_TYPES,
} from '../bikes.ts';
import { inputMessage } from '../errors/input-messages.ts';
import type { InputMessageKey } from '../errors/input-nl.ts';
import { text } from '../fields.ts';
import {
  DESCRIPTION_MAX_LENGTH,
  ISSUE_DESCRIPTION_MIN_LENGTH,
  MILEAGE_MAX_KM,
} from '../service-request-constants.ts';
import { PHOTO_PATH_PATTERN } from '../uploads-constants.ts';
import { optionalText, requiredText } from './intake-fields.ts';
import { bikeProgressSchema } from './stages.ts';

// A bike of a request: as the forms submit it, and as the dashboard reads it.

/**
 * A code as printed on a display, a battery or a contract (`BIKE_CODE_PATTERN`); one message
 * tells both a strange character and a code too long, as it names both rules. `missing` tells
 * a code that is not text at all (absent, for a required one).
 */
const bikeCode = (message: InputMessageKey, missing: InputMessageKey = message) =>
  text({ error: missing })
    .trim()
    .max(BIKE_CODE_MAX_LENGTH, inputMessage(message))
    .refine((code) => code === '' || BIKE_CODE_PATTERN.test(code), inputMessage(message));

const optionalBikeCode = (message: InputMessageKey) =>
  bikeCode(message)
    .optional()
    .transform((code) => code || undefined);

/**
 * An electric bike's facts (issue 34): the drive system by name (one of `DRIVE_SYSTEMS` or the
 * customer's own words), and what the display and the battery say, if the customer can tell.
 */
export const eBikeSchema = z.strictObject({
  driveSystem: requiredText('driveSystemRequired', BIKE_FACT_NAME_MAX_LENGTH),
  errorCode: optionalBikeCode('errorCodeInvalid'),
  batterySerial: optionalBikeCode('batterySerialInvalid'),
});
export type EBike = z.infer<typeof eBikeSchema>;

/**
 * A lease bike's lessor (one of the workshop's list or the customer's own words) and the
 * contract, which the lessor needs to approve the work.
 */
export const leaseSchema = z.strictObject({
  company: requiredText('leaseCompanyRequired', BIKE_FACT_NAME_MAX_LENGTH),
  contractNumber: bikeCode('contractNumberInvalid', 'contractNumberRequired').refine(
    (code) => code !== '',
    inputMessage('contractNumberRequired'),
  ),
});
export type Lease = z.infer<typeof leaseSchema>;

/**
 * One bike of a request, as every form submits it. `eBike` and `lease` are there only when the
 * customer answered yes to 'Elektrische fiets?' or 'Leasefiets?'.
 */
export const bikeSchema = z.strictObject({
  brand: requiredText('brandRequired', 100),
  model: optionalText(100),
  frameNumber: optionalText(100),
  mileage: z
    .number({ error: inputMessage('mileagePositive') })
    .int(inputMessage('mileagePositive'))
    .positive(inputMessage('mileagePositive'))
    .max(MILEAGE_MAX_KM, inputMessage('mileagePositive'))
    .optional(),
  issueDescription: text({ error: inputMessage('issueTooShort') })
    .trim()
    .min(ISSUE_DESCRIPTION_MIN_LENGTH, inputMessage('issueTooShort'))
    .max(DESCRIPTION_MAX_LENGTH, inputMessage('tooLong')),
  /**
   * Only what `POST /api/upload-photo` answered: the dashboard loads this path with the staff's
   * session, so any other same-origin URL would be fetched as them.
   */
  photoPath: optionalText(300).refine(
    (path) => path === undefined || PHOTO_PATH_PATTERN.test(path),
    inputMessage('unknownPhoto'),
  ),
  serviceType: z.enum(BIKE_SERVICE_TYPES).optional(),
  eBike: eBikeSchema.optional(),
  lease: leaseSchema.optional(),
});
export type Bike = z.infer<typeof bikeSchema>;

/** The multi-bike portal also asks for the model of every bike. */
export const multiBikeBikeSchema = bikeSchema.extend({
  model: requiredText('modelRequired', 100),
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
  eBike: z
    .object({
      driveSystem: z.string(),
      errorCode: z.string().optional(),
      batterySerial: z.string().optional(),
    })
    .optional(),
  lease: z.object({ company: z.string(), contractNumber: z.string() }).optional(),
  /** Where the bike is in the workshop; absent until its request is approved. */
  progress: bikeProgressSchema.optional(),
});
export type RequestBike = z.infer<typeof requestBikeSchema>;
