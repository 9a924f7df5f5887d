import { type CustomerContact, contactDifferences } from '../../../contract/customers.ts';
import type { RequestBike } from '../../../contract/service-requests/bike.ts';
import type { RequestLabel, ServiceRequest } from '../../../contract/service-requests/details.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { type BikeProgress, requestStageOf } from '../../../contract/service-requests/stages.ts';
import type { Db } from '../../db/connect.ts';
import type { serviceRequests } from '../../db/schema.ts';
import { type BikeProgressRow, type BikeRow, bikesOfRequests, workOrderIdsOf } from './bikes.ts';

/** A request's columns as the dashboard's queries select them (`requestWithLabels`). */
export type DashboardRow = Omit<
  typeof serviceRequests.$inferSelect,
  'searchText' | 'bikesAndLabelsText' | 'workOrdersClaimedAt'
>;

export const presentBikeProgress = (progress: BikeProgressRow): BikeProgress => ({
  stage: progress.stage,
  version: progress.version,
  plannedDate: progress.plannedDate,
  plannedMinutes: progress.plannedMinutes,
  assigneeId: progress.assigneeAdminId,
  lessorApproval:
    progress.lessorApprovalReference !== null && progress.lessorApprovedOn !== null
      ? { reference: progress.lessorApprovalReference, approvedOn: progress.lessorApprovedOn }
      : null,
  lessorOverrideReason: progress.lessorOverrideReason,
});

/** A bike as answers carry it: what the customer left empty is absent, as the forms send it. */
export const presentBike = (bike: BikeRow): RequestBike => ({
  id: bike.id,
  brand: bike.brand,
  ...(bike.model !== null && { model: bike.model }),
  ...(bike.frameNumber !== null && { frameNumber: bike.frameNumber }),
  ...(bike.mileage !== null && { mileage: bike.mileage }),
  issueDescription: bike.issueDescription,
  ...(bike.photoPath !== null && { photoPath: bike.photoPath }),
  ...(bike.serviceType !== null && { serviceType: bike.serviceType }),
  ...(bike.driveSystem !== null && {
    eBike: {
      driveSystem: bike.driveSystem,
      ...(bike.errorCode !== null && { errorCode: bike.errorCode }),
      ...(bike.batterySerial !== null && { batterySerial: bike.batterySerial }),
    },
  }),
  ...(bike.leaseCompany !== null &&
    bike.leaseContractNumber !== null && {
      lease: { company: bike.leaseCompany, contractNumber: bike.leaseContractNumber },
    }),
  ...(bike.progress && { progress: presentBikeProgress(bike.progress) }),
});

/**
 * A bike as its customer sent it, without what Spaak added (its id, its progress): for the
 * customer's own data export, a copy, and to see whether an edit changed it.
 */
export const presentBikeAsSent = (bike: BikeRow): Omit<RequestBike, 'id' | 'progress'> => {
  const { id: _id, progress: _progress, ...sent } = presentBike(bike);
  return sent;
};

/**
 * A request as the dashboard reads it (list, details, a customer's history), under the names
 * its fields have always had in the answer, which name the systems of the time: the work orders
 * are CycleSoftware's, the planner is Bumbal (Freightlive to staff), the invoice Moneybird's.
 */
export function presentServiceRequest(
  {
    row,
    labels,
    customerContact,
  }: { row: DashboardRow; labels: RequestLabel[]; customerContact: CustomerContact | null },
  requestBikes: BikeRow[],
): ServiceRequest {
  return {
    id: row.id,
    reference: formatReference(row.id, row.createdAt),
    customerId: row.customerId,
    status: row.status,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    customerType: row.customerType,
    companyName: row.companyName,
    street: row.street,
    houseNumber: row.houseNumber,
    houseNumberAddition: row.houseNumberAddition,
    postalCode: row.postalCode,
    city: row.city,
    deliveryType: row.deliveryType,
    language: row.language,
    bikeLocationStreet: row.bikeLocationStreet,
    bikeLocationHouseNumber: row.bikeLocationHouseNumber,
    bikeLocationAddition: row.bikeLocationAddition,
    bikeLocationPostcode: row.bikeLocationPostcode,
    bikeLocationCity: row.bikeLocationCity,
    bikes: requestBikes.map(presentBike),
    stage: requestStageOf(requestBikes.flatMap((bike) => bike.progress?.stage ?? [])),
    bikeBrand: null,
    frameNumber: null,
    kilometerStand: null,
    photoUrl: null,
    problemDescription: null,
    rejectionReason: row.rejectionReason,
    cancelledByCustomerAt: row.cancelledByCustomerAt,
    cancellationReason: row.cancellationReason,
    workOrderIds: workOrderIdsOf(requestBikes),
    cycleSoftwareWorkOrderId: row.workOrderId,
    cycleSoftwareRepairNumber: row.repairNumber,
    cycleSoftwareStatus: row.workOrderStatus,
    lastStatusCheck: row.lastStatusCheck,
    isArchived: row.isArchived,
    archivalReason: row.archivalReason,
    archivedAt: row.archivedAt,
    completedAt: row.completedAt,
    bumbalTaskType: row.plannerTaskType,
    bumbalActivityId: row.plannerActivityId,
    freightliveActivityType: row.plannerActivityType,
    freightliveActivityDuration: row.plannerActivityDuration,
    workOrderError: row.workOrderError,
    plannerActivityError: row.plannerActivityError,
    plannedAt: row.plannedAt,
    moneybirdInvoiceId: row.invoiceId,
    labels,
    customerContact,
    contactDifferences: contactDifferences(row, customerContact),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Requests as the dashboard reads them, their bikes fetched with one query. */
export async function presentServiceRequests(
  db: Db,
  selected: {
    row: DashboardRow;
    labels: RequestLabel[];
    customerContact: CustomerContact | null;
  }[],
) {
  const bikesByRequest = await bikesOfRequests(
    db,
    selected.map(({ row }) => row.id),
  );
  return selected.map((request) =>
    presentServiceRequest(request, bikesByRequest.get(request.row.id) ?? []),
  );
}
