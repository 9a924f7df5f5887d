import { z } from 'zod';
import { BIKE_SERVICE_TYPES } from '../bikes.ts';
import { inputMessage } from '../errors/input-messages.ts';
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

/** One bike of a request, as every form submits it. */
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
  /** Where the bike is in the workshop; absent until its request is approved. */
  progress: bikeProgressSchema.optional(),
});
export type RequestBike = z.infer<typeof requestBikeSchema>;
