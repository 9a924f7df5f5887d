import type { Db } from '../db/connect.ts';
import { serviceRequests } from '../db/schema.ts';

type NewServiceRequest = typeof serviceRequests.$inferInsert;

/** A realistic pending request, stored; tests override what they are about. */
export async function insertServiceRequest(db: Db, overrides: Partial<NewServiceRequest> = {}) {
  const [request] = await db
    .insert(serviceRequests)
    .values({
      firstName: 'Daan',
      lastName: 'Bakker',
      fullName: 'Daan Bakker',
      email: 'daan@example.nl',
      phone: '+31 612345678',
      street: 'Overtoom',
      houseNumber: '15',
      postalCode: '1054HB',
      city: 'Amsterdam',
      bikes: [
        {
          brand: 'VanMoof',
          model: 'S3',
          issueDescription: 'De voorrem piept hard bij het remmen.',
        },
      ],
      ...overrides,
    })
    .returning();
  if (!request) throw new Error('service request insert returned no row');
  return request;
}
