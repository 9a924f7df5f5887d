import { z } from 'zod';
import { CONTACT_DETAIL_FIELDS } from '../../../contract/customers.ts';
import { defineEvent } from '../../jobs/events.ts';

const contactFields = Object.values(CONTACT_DETAIL_FIELDS).flat();

/**
 * Staff copied the contact details this request was sent with into its customer's record: the
 * names of the fields adopted, never their values.
 */
export const contactDetailsAdopted = defineEvent({
  type: 'request.contact_details_adopted',
  payload: z.object({ fields: z.array(z.enum(contactFields as [string, ...string[]])) }),
});
