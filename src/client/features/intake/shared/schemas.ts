// The contract's schemas the customer portal validates with. This module, and zod with it
// (about 27 KB of gzipped JavaScript), is fetched at the customer's first touch of the form,
// not with the page: see `use-schemas.ts`.
export { addressLookupQuerySchema } from '../../../../contract/address.ts';
export {
  multiBikeSteps,
  serviceRequestSubmissionSchema,
} from '../../../../contract/service-requests/submission.ts';
