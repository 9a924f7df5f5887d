import type { SameTexts } from '../../../../contract/language.ts';
import type { ConfigTextTable } from './strings.ts';

const english: SameTexts<ConfigTextTable> = {
  errorTitle: 'Error',
  waitTimes: {
    title: 'Service wait times',
    description:
      'How many business days a customer waits on average. The customer portals show these estimates right away, as long as no workshop capacity is saved.',
    onLocation: 'On location (premium), in business days',
    workshop: 'Workshop, in business days',
    submit: 'Update Wait Times',
    submitting: 'Updating…',
    invalidTitle: 'Invalid values',
    successTitle: 'Configuration Updated',
    success: (onLocation, workshop) =>
      `On location: ${onLocation} business ${onLocation === 1 ? 'day' : 'days'}, workshop: ${workshop} business ${workshop === 1 ? 'day' : 'days'}.`,
    errorFallback: 'Could not update the service configuration',
  },
  capacity: {
    title: 'Workshop capacity',
    description:
      'Minutes of work per weekday, of all mechanics together: two mechanics from 9 to 13 are 480 minutes. On approval Spaak proposes the first working day with room for all bikes; the portals work out the wait from it.',
    notSet:
      'Not set yet. Until then Spaak plans with these defaults (the opening hours, one mechanic) and the portals show the manual wait times. Save the capacity, changed or as it is, for the portals to show its wait time.',
    weekdays: {
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
      sunday: 'Sunday',
    },
    minutesUnit: 'minutes',
    hours: (minutes) =>
      minutes === 0
        ? 'closed'
        : `${(minutes / 60).toLocaleString('en-GB', { maximumFractionDigits: 2 })} ${minutes === 60 ? 'hour' : 'hours'}`,
    weekHeading: 'Minutes per weekday',
    minutesPerBike: 'Default minutes per bike',
    minutesPerBikeHint: 'At least 10; can be changed when approving.',
    submit: 'Save Capacity',
    submitting: 'Saving…',
    invalidTitle: 'Invalid capacity',
    successTitle: 'Capacity Saved',
    success: 'Proposals and wait times use this capacity from now on.',
    errorFallback: 'Could not save the capacity',
  },
  closedDays: {
    title: 'Closed days',
    description:
      'Public holidays and other days the workshop is closed: Spaak plans nothing on them.',
    date: 'Date',
    descriptionLabel: 'Description (optional)',
    descriptionPlaceholder: 'For example Boxing Day',
    add: 'Add Day',
    adding: 'Adding…',
    invalidTitle: 'Invalid day',
    listLabel: 'Coming closed days',
    empty: 'No closed days planned.',
    remove: (day) => `Remove ${day}`,
    addedTitle: 'Closed Day Added',
    added: (day) => `Spaak no longer plans anything on ${day}.`,
    removedTitle: 'Closed Day Removed',
    removed: (day) => `${day} is an ordinary working day again.`,
    addFailed: 'Could not save the closed day',
    removeFailed: 'Could not remove the closed day',
  },
  onLocationNote: {
    title: "Explanation of 'Premium'",
    description:
      "What customers read beside 'Premium' for the on-location service, for example the call-out charge. Leave empty: the portals show their own text.",
    dutch: 'Text in Dutch',
    english: 'Text in English',
    submit: 'Save Explanation',
    submitting: 'Saving…',
    invalidTitle: 'Invalid explanation',
    successTitle: 'Explanation Saved',
    success: 'The portals show the new explanation right away.',
    errorFallback: "Could not save the explanation of 'Premium'",
  },
  integrations: {
    title: 'Test connections',
    description:
      'One real call with the configured details. A connection that is not set up says so.',
    workshop: {
      button: 'Test workshop system',
      running: 'Testing workshop system…',
      successTitle: 'Workshop system reachable',
      success: (id) =>
        id
          ? `The connection works: the newest work order is ${id}.`
          : 'The connection works; there are no work orders yet.',
      failedTitle: 'Workshop system test failed',
      fallback: 'Could not reach the workshop system',
    },
    invoicing: {
      button: 'Test invoicing webhook',
      running: 'Testing invoicing webhook…',
      successTitle: 'Invoicing webhook works',
      success: (id) => `Test invoice ${id} has been created.`,
      failedTitle: 'Invoicing webhook test failed',
      fallback: 'Could not reach the invoicing webhook',
    },
  },
  admins: {
    title: 'Admin Users',
    description:
      'Who may use the admin dashboard. Add someone with the email address they sign in with.',
    emailLabel: 'Email address of the new admin',
    emailPlaceholder: 'name@example.com',
    add: 'Add',
    adding: 'Adding…',
    addedTitle: 'Admin added',
    added: (email) => `${email} can now sign in as an admin.`,
    addFailed: 'Could not add the admin',
    removedTitle: 'Admin removed',
    removed: (email) => `${email} no longer has admin rights.`,
    removeFailed: 'Could not remove the admin',
    remove: 'Remove',
    removeLabel: (email) => `Remove ${email}`,
    confirmTitle: 'Remove admin?',
    confirm: (email) => `${email} loses access to the admin dashboard at once.`,
    confirmSelfTitle: 'Remove your own admin rights?',
    confirmSelf:
      'Careful: this is you. You lose access to the admin dashboard at once and cannot add yourself again; only another admin can.',
    you: '(you)',
    addedOn: (date) => `Added on ${date}`,
    lastAdmin: 'The last admin cannot be removed.',
    loading: 'Loading admins…',
    loadFailed: 'Could not load the admins',
    listLabel: 'Admins',
  },
  warning: {
    title: 'About admin rights',
    items: [
      'Only admins can approve or reject service requests.',
      'Admins see all customer details and all settings.',
      'A removed admin loses access at once.',
      'New admins sign in through the normal sign-in page.',
    ],
  },
  phone: {
    title: 'Aircall contact sync',
    description: 'Puts customers in Aircall as contacts, so staff see who is calling.',
    testConnection: 'Test connection',
    testing: 'Testing connection…',
    connectionOkTitle: 'Connection succeeded',
    connectionFailed: 'Connection Test Failed',
    connectionFallback: 'Could not reach Aircall',
    syncAll: 'Sync all contacts',
    syncing: 'Starting sync…',
    syncStartedTitle: 'Sync started',
    syncFailed: 'Sync Failed',
    syncFallback: 'Could not start the sync',
    statusTitle: 'Sync status',
    statusCaption: 'Synced contacts, newest first',
    statusEmpty: 'No contacts synced yet.',
    statusLoading: 'Loading sync status…',
    statusFailed: 'Could not load the sync status',
    columns: {
      customer: 'Customer',
      phone: 'Phone',
      status: 'Status',
      syncedAt: 'Synced',
      error: 'Error message',
    },
    status: {
      pending: 'Pending',
      synced: 'Synced',
      error: 'Error',
    },
    never: '-',
  },
};

export default english;
