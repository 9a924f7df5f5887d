import { z } from 'zod';
import { serviceRequestSchema } from './details.ts';
import { crossStepRules, submissionFields } from './submission.ts';

// `PUT /api/service-requests/{id}`: staff's edit of a request.

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
