import { z } from 'zod';
import { BIKE_FACT_NAME_MAX_LENGTH } from './bikes.ts';
import { requiredText } from './service-requests/intake-fields.ts';

// The leasing companies the portals offer for a lease bike (issue 34), kept in Configuratie.

export const leaseCompanySchema = z.object({ id: z.number(), name: z.string() });
export type LeaseCompany = z.infer<typeof leaseCompanySchema>;

/** A company staff add to the list. */
export const newLeaseCompanySchema = z.strictObject({
  name: requiredText('leaseCompanyRequired', BIKE_FACT_NAME_MAX_LENGTH),
});
export type NewLeaseCompany = z.input<typeof newLeaseCompanySchema>;
