import { z } from 'zod';
import { BIKE_SERVICE_TYPES } from '../bikes.ts';
import { text } from '../fields.ts';
import {
  DESCRIPTION_MAX_LENGTH,
  INTAKE_MESSAGES,
  ISSUE_DESCRIPTION_MIN_LENGTH,
  MILEAGE_MAX_KM,
} from '../service-request-constants.ts';
import { PHOTO_MESSAGES, PHOTO_PATH_PATTERN } from '../uploads-constants.ts';
import { optionalText, requiredText } from './intake-fields.ts';

// A bike of a request: as the forms submit it, and as the dashboard reads it.

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
