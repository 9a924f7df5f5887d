import type { SameTexts } from '../../../../contract/language.ts';
import { STAGE_NAMES_EN } from '../../../../contract/service-requests/stage-names.ts';
import { formatsFor } from '../../../lib/format.ts';
import type { RequestsTextTable } from './strings.ts';

const english: SameTexts<RequestsTextTable> = {
  title: 'Service Requests',
  counts: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  countsLabel: 'Counts per status',

  searchLabel: 'Search service requests',
  searchPlaceholder: 'Search by name, address, phone, bike, label or number',
  search: 'Search',
  clear: 'Clear',
  statusFilterLabel: 'Status',
  statusFilter: {
    all: 'All statuses',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  archiveFilterLabel: 'Archive',
  archiveFilter: {
    active: 'Active Tickets',
    archived: 'Archived Tickets',
    all: 'All Tickets',
  },
  checkCompleted: 'Check Completed Repairs',
  exportCsv: 'Export CSV',

  columns: {
    ticket: 'Ticket number',
    customer: 'Customer',
    bike: 'Bike',
    labels: 'Labels',
    serviceType: 'Service',
    status: 'Status',
    // Two words, so on a laptop screen the long header may break and the table fits.
    repairNumber: 'Repair number',
    date: 'Date',
    waited: 'Waiting',
    actions: 'Actions',
  },
  tableCaption: 'Service requests, newest first',
  business: 'Business',
  moreBikes: (count) => (count === 1 ? '+1 more bike' : `+${count} more bikes`),
  deliveryType: { on_location: 'On Location', workshop: 'Workshop' },
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  dash: '-',
  archived: 'Archived',
  openDetails: (reference) => `Details of ${reference}`,
  actions: {
    approve: 'Approve',
    reject: 'Reject',
    edit: 'Edit',
    duplicate: 'Duplicate',
    archive: 'Archive',
    delete: 'Delete',
  },
  actionFor: (action, reference) => `${action} ${reference}`,
  moreActions: (reference) => `More actions for ${reference}`,
  waitedTitle: (moment) => `Received on ${moment}`,
  loading: 'Loading service requests…',
  loadFailed: 'Could not load service requests',
  empty: 'No service requests found',
  found: ({ total, totalIsCapped }) =>
    `${formatsFor('en').number(total)}${totalIsCapped ? '+' : ''} ${total === 1 && !totalIsCapped ? 'service request' : 'service requests'} found`,
  loadMore: 'Load more',
  loadingMore: 'Loading…',

  details: {
    title: (reference) => `Service request ${reference}`,
    description: 'The customer, the bikes and how the request is handled',
    customer: 'Customer details',
    name: 'Name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
    noPhone: 'No phone number given',
    language: 'Language',
    call: 'Call',
    invoiceAddress: 'Invoice address',
    labels: 'Labels',
    noLabels: 'No labels',
    deliveryType: 'Type',
    bikeLocation: 'Where the bike is',
    bikes: 'Bikes',
    bike: (index) => `Bike ${index}`,
    brand: 'Brand',
    model: 'Model',
    frameNumber: 'Frame number',
    mileage: 'Mileage',
    mileageValue: (km) => `${formatsFor('en').number(km)} km`,
    photo: 'Photo',
    zoomPhoto: (bike) => `Enlarge photo of ${bike}`,
    photoAlt: (bike) => `Photo of ${bike}`,
    issueDescription: 'Issue description',
    bikeServiceType: 'Kind of service',
    bikeServiceTypes: {
      maintenance: 'Maintenance',
      repair: 'Repair',
      tune_up: 'Tune-up',
      inspection: 'Safety check',
      cleaning: 'Thorough cleaning',
      other: 'Other',
    },
    handling: 'Handling',
    status: 'Status',
    rejectionReason: 'Reason for rejection',
    repairNumber: 'Repair number',
    workOrders: 'Work orders',
    archivalReason: 'Reason for archiving',
    submitted: 'Sent on',
    workOrderProblem: (reason) => `Work order not created: ${reason}`,
    workOrderHint:
      'Try again once the workshop system can be reached, or create the work order by hand in the workshop system.',
    plannerProblem: (reason) => `Route planner activity not created: ${reason}`,
    plannerHint:
      'Try again once the route planner can be reached, or plan the visit by hand in the route planner.',
    reject: 'Reject',
    approve: 'Approve & Create Work Order',
  },

  panel: {
    previous: 'Previous request',
    next: 'Next request',
    keyHint: 'Arrow keys ← → to browse',
    loading: 'Loading request…',
    loadFailed: 'Cannot load this request',
  },

  notes: {
    title: 'Internal notes',
    hint: 'For colleagues only: never in a mail to or an export for the customer.',
    empty: 'No notes yet.',
    label: 'New note',
    add: 'Save note',
    adding: 'Saving…',
    unknownAuthor: 'Former colleague',
    delete: 'Delete',
    deleteLabel: (moment) => `Delete note of ${moment}`,
    loadFailed: 'Cannot load the notes',
    addFailed: 'Cannot save the note',
    deleteFailed: 'Cannot delete the note',
  },

  journey: {
    title: 'Progress',
    requestStage: 'Stage',
    stages: STAGE_NAMES_EN,
    planned: 'Planned',
    notPlanned: 'No date yet',
    minutes: (minutes: number) => `${minutes} min`,
    move: 'Move to …',
    moveTitle: (bike: string) => `Move ${bike}`,
    to: 'To',
    note: 'Note (optional)',
    noteHint: 'Goes with the internal notes; the customer does not see it.',
    notifyCustomer: 'Email customer',
    submit: 'Move',
    moving: 'Moving…',
    cancel: 'Cancel',
    moved: (bike: string, stage: string) => `${bike} is now at ${stage}`,
    moveFailed: 'Could not move the bike',
  },

  timeline: {
    title: 'History',
    empty: 'Nothing has happened yet.',
    loadFailed: 'Could not load the history',
    justNow: 'just now',
    ago: (elapsed: string) => `${elapsed} ago`,
    actors: {
      customer: 'Customer',
      system: 'System',
      cyclesoftware: 'CycleSoftware',
      bumbal: 'Bumbal',
      moneybird: 'Moneybird',
      aircall: 'Aircall',
    },
    bike: (position: number) => `Bike ${position}`,
    submitted: (bikes: number) => `Request sent (${bikes === 1 ? '1 bike' : `${bikes} bikes`})`,
    createdAsDuplicate: 'Created as a copy of another request',
    approved: 'Approved',
    rejected: 'Rejected',
    archived: 'Archived',
    edited: (fields: number) =>
      `Request edited (${fields === 1 ? '1 detail' : `${fields} details`})`,
    duplicated: 'Copied into a new request',
    deleted: 'Deleted',
    labelAdded: (label: string) => `Label added: ${label}`,
    labelRemoved: (label: string) => `Label removed: ${label}`,
    deletedLabel: 'a deleted label',
    contactDetailsAdopted: 'Contact details copied to the customer record',
    noteAdded: 'Note added',
    noteDeleted: 'Note deleted',
    anonymised: { erasure: 'Personal data erased', retention: 'Retention ended: data erased' },
    workOrdersCreated: (ids: string) => `Work order created: ${ids}`,
    workOrderStatus: (status: string) => `Status in CycleSoftware: ${status}`,
    repairCompleted: 'Repair completed',
    plannerActivityCreated: 'Visit put on the route planner',
    visitPlanned: 'Visit planned by the route planner',
    invoiceDrafted: 'Draft invoice made',
    planChanged: (bike: string, plan: string) => `${bike}: plan ${plan}`,
    notPlanned: 'no date',
    unknown: (type: string) => `Change (${type})`,
  },

  contactDifferences: {
    badge: 'Other contact details',
    badgeTitle: 'Sent with other contact details than the customer record',
    title: 'Other contact details than the customer record',
    explanation:
      'This request was sent with other details than the customer record of this email address. The customer record has not been changed, because anyone can fill in an email address. The request itself keeps the details it was sent with.',
    caption: 'What differs',
    detail: 'Detail',
    onRecord: 'Customer record',
    inRequest: 'This request',
    details: { name: 'Name', phone: 'Phone', address: 'Address' },
    adopt: 'Update the customer record with these details',
    adopting: 'Updating the customer record…',
    keepHint:
      'Only update the customer record if these details come from the customer. If the customer record is right, it stays as it is.',
    successTitle: 'Customer Record Updated',
    success: "The customer record now has this request's contact details.",
    errorTitle: 'Update Failed',
    errorFallback: 'Could not update the customer record',
  },

  labels: {
    assignLabel: 'Add label',
    choose: 'Choose a label',
    assign: 'Add',
    remove: (name) => `Remove label ${name}`,
    noneToAssign: 'No other active labels',
    assignFailed: 'Failed to assign label',
    removeFailed: 'Failed to remove label',
  },

  approve: {
    title: 'Approve request',
    description:
      'This request is on location. Choose the activity for the route planner and how long it takes.',
    activityType: 'Kind of activity',
    activityTypes: { stop: 'Stop', pickup: 'Pickup' },
    duration: 'Duration (minutes)',
    durationHint: (min, max, fallback) =>
      `Between ${min} and ${max} minutes; empty means ${fallback} minutes.`,
    submit: 'Approve',
    submitting: 'Approving…',
    successTitle: 'Request Approved',
    workOrderCreated: 'The work order has been created in the workshop system.',
    workOrderNotConfigured:
      'The workshop system is not connected: no work order was created. Create the work order by hand in the workshop system.',
    plannerCreated: 'The activity is in the route planner.',
    plannerNotConfigured:
      'The route planner is not connected: no activity was planned. Plan the visit by hand.',
    workOrderFailedTitle: 'Approved, work order failed',
    plannerFailedTitle: 'Approved, route planner failed',
    errorFallback: 'Could not approve the request',
  },

  planning: {
    heading: 'Planning in the workshop',
    minutesPerBike: 'Minutes per bike',
    minutesPerBikeHint: (bikes, minimum) =>
      bikes === 1
        ? `At least ${minimum}.`
        : `At least ${minimum}; all ${bikes} bikes go on the same day.`,
    date: 'Date',
    proposed: (day) => `Proposal: ${day}, the first working day with room.`,
    proposedTooLarge: (day) =>
      `Proposal: ${day}. No day has room for the whole request; this is the first working day with nothing planned yet.`,
    noProposal: 'No working day within a year has room; choose a day yourself.',
    useProposal: 'Use proposal',
    load: (planned, capacity, added) =>
      capacity === 0
        ? `The workshop is closed that day; this request adds ${added} minutes.`
        : `${planned} of ${capacity} minutes are planned that day; this request adds ${added} (together ${Math.round(((planned + added) / capacity) * 100)}%).`,
    overfull: 'This request makes the day overfull.',
    confirmOverfull: 'Plan on this day anyway, over capacity',
    confirmRequired: 'Confirm that the day may be overfull, or choose another day',
    loading: 'Loading the planning…',
    plannedOn: (day) => `Planned for ${day}.`,
  },

  retryWorkOrder: {
    retry: 'Create work order again',
    retrying: 'Creating work order…',
    successTitle: 'Work Order Created',
    success: (repairNumber) => `Repair number: ${repairNumber}`,
    errorTitle: 'Work Order Failed',
    errorFallback: 'Could not create the work order',
  },

  retryPlannerActivity: {
    retry: 'Create planner activity again',
    retrying: 'Creating planner activity…',
    successTitle: 'Planner Activity Created',
    success: (activityId) => `Activity ${activityId} is in the route planner`,
    errorTitle: 'Planner Activity Failed',
    errorFallback: 'Could not create the planner activity',
  },

  reject: {
    title: 'Reject request',
    description: (reasonPlaceholder) =>
      `The customer gets an email about the rejection if there is an active email template for it. The reason is in it if the template uses the variable '${reasonPlaceholder}', as the default template does.`,
    reason: 'Reason',
    chooseReason: 'Choose a reason',
    customReasonOption: 'Custom reason',
    customReason: 'Description of the reason',
    submit: 'Reject',
    submitting: 'Rejecting…',
    reasonsFailed: 'Could not load the rejection reasons',
    successTitle: 'Request Rejected',
    success: 'The customer gets an email about the rejection.',
    successWithoutMail:
      'No email was sent to the customer: there is no active email template for this rejection.',
    errorFallback: 'Could not reject the request',
  },

  edit: {
    title: (reference) => `Edit ${reference}`,
    description: "Change the request's details; they are checked as a new request is.",
    customer: 'Customer',
    firstName: 'First name',
    lastName: 'Last name',
    customerType: 'Kind of customer',
    customerTypes: { private: 'Private', business: 'Business' },
    companyName: 'Company name',
    email: 'Email',
    phone: 'Phone',
    street: 'Street',
    houseNumber: 'House number',
    houseNumberAddition: 'Addition',
    postalCode: 'Postcode',
    city: 'City',
    delivery: 'Delivery',
    deliveryType: 'Kind of delivery',
    bikeLocationStreet: 'Street (bike location)',
    bikeLocationHouseNumber: 'House number (bike location)',
    bikeLocationAddition: 'Addition (bike location)',
    bikeLocationPostcode: 'Postcode (bike location)',
    bikeLocationCity: 'City (bike location)',
    bikes: 'Bikes',
    addBike: 'Add bike',
    removeBike: (index) => `Remove bike ${index}`,
    save: 'Save',
    saving: 'Saving…',
    invalid: 'Check the marked fields.',
    successTitle: 'Request Updated',
    success: 'The changes have been saved.',
    errorTitle: 'Update Failed',
    errorFallback: 'Could not update the request',
  },

  duplicate: {
    confirmTitle: 'Duplicate request?',
    confirmText: (reference) =>
      `A new pending request is created with the same details as ${reference}.`,
    confirm: 'Duplicate',
    successTitle: 'Request Duplicated',
    success: (reference) => `The copy is ${reference}.`,
    errorTitle: 'Duplication Failed',
    errorFallback: 'Could not duplicate the request',
  },

  archive: {
    successTitle: 'Request Archived',
    success: 'The service request is now in the archive.',
    errorFallback: 'Could not archive the service request',
  },

  delete: {
    confirmTitle: 'Delete service request?',
    confirmText: (reference) =>
      `${reference} is deleted for good, with its labels. This cannot be undone.`,
    visitRemoved: 'The visit is taken out of the route planner.',
    workOrdersStay: (ids) =>
      ids.length === 1
        ? `Work order ${ids[0]} stays in the workshop system; close it there if the work does not go ahead.`
        : `Work orders ${ids.join(', ')} stay in the workshop system; close them there if the work does not go ahead.`,
    confirm: 'Delete',
    successTitle: 'Request Deleted',
    success: 'The service request has been deleted for good.',
    errorTitle: 'Delete Failed',
    errorFallback: 'Could not delete the service request',
  },

  checkCompletedRepairs: {
    successTitle: 'Repairs Checked',
    success: (count) =>
      count === 1
        ? '1 completed repair has been archived'
        : `${count} completed repairs have been archived`,
    unread: (requests) => `Could not read: ${requests}`,
    errorFallback: 'Could not check completed repairs',
  },

  call: {
    noPhoneTitle: 'No Phone Number',
    noPhone: 'This customer has not given a phone number.',
    startedTitle: 'Call Started',
    errorTitle: 'Call Failed',
    errorFallback: 'Could not start the Aircall call',
  },

  errorTitle: 'Error',
};

export default english;
