// English words of the requests' CSV export, for a download asked for in English.
import type { SameTexts } from '../language.ts';
import type { REQUEST_EXPORT_TEXTS_NL } from './request-export-nl.ts';

export const REQUEST_EXPORT_TEXTS_EN: SameTexts<typeof REQUEST_EXPORT_TEXTS_NL> = {
  fileName: (day) => `service-requests-${day}.csv`,
  headers: {
    reference: 'Ticket number',
    status: 'Status',
    archived: 'Archived',
    submitted: 'Submitted',
    name: 'Name',
    company: 'Company',
    email: 'E-mail',
    phone: 'Phone',
    invoiceAddress: 'Invoice address',
    service: 'Service',
    bikeLocation: 'Bike location',
    bikeCount: 'Number of bikes',
    bikes: 'Bikes',
    issues: 'Issues',
    driveSystems: 'Drive systems',
    errorCodes: 'Error codes',
    batterySerials: 'Battery serial numbers',
    leaseCompanies: 'Leasing companies',
    contractNumbers: 'Contract numbers',
    labels: 'Labels',
    repairNumber: 'Repair number',
    workOrders: 'Work orders',
    rejectionReason: 'Rejection reason',
    cancellationReason: "Customer's cancellation reason",
  },
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  cancelledByCustomer: 'Cancelled by customer',
  delivery: { workshop: 'Workshop', on_location: 'On Location' },
  yes: 'yes',
  no: 'no',
};
