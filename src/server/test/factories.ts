import { eq } from 'drizzle-orm';
import type { EmailTemplateStatus } from '../../contract/email-templates.ts';
import type { ServiceRequestSubmission } from '../../contract/service-requests.ts';
import type { Db } from '../db/connect.ts';
import { emailTemplates, serviceRequests } from '../db/schema.ts';

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

/**
 * Switches every mail template of a status on or off, as staff can: for `rejected`, the
 * generic one and each reason's own.
 */
export const setStatusMailsActive = (db: Db, status: EmailTemplateStatus, isActive: boolean) =>
  db.update(emailTemplates).set({ isActive }).where(eq(emailTemplates.status, status));

/** A bike as the intake receives it. */
export const SAMPLE_BIKE = {
  brand: 'VanMoof',
  model: 'S3',
  frameNumber: 'WBK123456NL',
  mileage: 1200,
  issueDescription: 'De motor valt uit bij het optrekken.',
  photoPath: '/api/photos/6f1c1a52-5d1a-4f0e-9d5e-2b1f3a4c5d6e',
};

/** A valid submission of the intake; tests override what they are about. */
export const buildSubmission = (
  overrides: Partial<ServiceRequestSubmission> = {},
): ServiceRequestSubmission => ({
  firstName: 'Sanne',
  lastName: 'de Vries',
  fullName: 'Sanne de Vries',
  customerType: 'private',
  email: 'sanne@example.nl',
  phone: '+31 612345678',
  street: 'Overtoom',
  houseNumber: '15',
  houseNumberAddition: '2',
  postalCode: '1054 hb',
  city: 'Amsterdam',
  deliveryType: 'workshop',
  bikes: [SAMPLE_BIKE],
  ...overrides,
});
