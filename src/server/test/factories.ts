import { and, eq } from 'drizzle-orm';
import type { EmailTemplateStatus } from '../../contract/email-templates.ts';
import type { ServiceRequestSubmission } from '../../contract/service-requests/submission.ts';
import type { Db } from '../db/connect.ts';
import { bikes, emailTemplates, serviceRequests } from '../db/schema.ts';
import { insertBikes, type NewBike } from '../modules/service-requests/bikes.ts';

type NewServiceRequest = typeof serviceRequests.$inferInsert;

/**
 * A realistic pending request, stored with its bikes; tests override what they are about.
 * Answers the stored row with the bikes given.
 */
export async function insertServiceRequest(
  db: Db,
  {
    bikes = [
      {
        brand: 'VanMoof',
        model: 'S3',
        issueDescription: 'De voorrem piept hard bij het remmen.',
      },
    ],
    workOrderIds = [],
    ...overrides
  }: Partial<NewServiceRequest> & { bikes?: NewBike[]; workOrderIds?: string[] } = {},
) {
  const [request] = await db
    .insert(serviceRequests)
    .values({
      firstName: 'Daan',
      lastName: 'Bakker',
      fullName: 'Daan Bakker',
      email: 'daan@example.nl',
      phone: '+31612345678',
      street: 'Overtoom',
      houseNumber: '15',
      postalCode: '1054HB',
      city: 'Amsterdam',
      ...overrides,
    })
    .returning();
  if (!request) throw new Error('service request insert returned no row');
  await insertBikes(db, request.id, bikes);
  await setWorkOrderIds(db, request.id, workOrderIds);
  return { ...request, bikes, workOrderIds };
}

/** Gives a request's bikes these work orders, the first bike the first. */
export async function setWorkOrderIds(db: Db, serviceRequestId: number, workOrderIds: string[]) {
  for (const [position, workOrderId] of workOrderIds.entries()) {
    await db
      .update(bikes)
      .set({ workOrderId })
      .where(and(eq(bikes.serviceRequestId, serviceRequestId), eq(bikes.position, position)));
  }
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

/** A lease bike as the intake receives it: it waits for its lessor once approved (decision 051). */
export const SAMPLE_LEASE_BIKE = {
  ...SAMPLE_BIKE,
  lease: { company: 'Lease a Bike', contractNumber: 'LAB-2026-0042' },
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
