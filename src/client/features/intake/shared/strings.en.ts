import type { SameTexts } from '../../../../contract/language.ts';
import type { IntakeTextTable } from './strings.ts';

const bikes = (count: number) => (count === 1 ? '1 bike' : `${count} bikes`);
const workingDays = (days: number) => (days === 1 ? '1 working day' : `${days} working days`);

const english: SameTexts<IntakeTextTable> = {
  home: 'Home',
  adminLogin: 'Admin Login',
  heroText:
    'Maintenance or repair for one or more bikes, electric or not: in our workshop or at your location.',

  stepLabel: (step) => `Step ${step}`,
  stepOf: (step, total) => `Step ${step} of ${total}`,
  progressLabel: 'Progress',

  previous: 'Previous',
  next: 'Next',
  submit: 'Submit Request',
  submitting: 'Sending...',
  required: 'required',
  optional: (label) => `${label} (optional)`,

  validationTitle: 'Validation error',
  stepInvalid: 'Please fill in all required fields before you continue.',
  offlineTitle: 'No connection',
  offlineCheck:
    'Your details could not be checked. Check your internet connection and try again; what you filled in is kept.',
  bikesInvalid: 'Please fill in all required bike information, including the issue description.',

  submitFailedTitle: 'Error while sending',
  submitFailed: 'Could not send the service request. Please try again.',
  submitUnsent: 'Could not send the request. Please try again.',
  requestNumber: (id) => `Request number: ${id}`,

  deliveryLegend: 'Where should the service take place?',
  onLocation: 'On location',
  onLocationBadge: 'Premium',
  onLocationText: 'Our team comes to you, in the Amsterdam area.',
  onLocationNote: 'A call-out charge applies; we tell you the amount beforehand.',
  workshop: 'In the workshop',
  workshopText: 'Bring your bike to our service centre.',
  workingDays,
  waitEstimate: (days) => `Estimated wait: ${workingDays(days)}`,
  dropOffTitle: 'Drop-off address',
  workshopAddress: 'Lemelerbergweg 48, 1101AM Amsterdam, the Netherlands',
  openingHoursTitle: 'Opening hours',
  openingHours: [
    ['Monday', '13:00-19:00'],
    ['Tuesday to Friday', '9:00-19:00'],
  ],
  bikeLocationTitle: 'Where is the bike?',
  serviceOptionTitle: 'Service option',
  serviceLine: 'Service',
  change: 'Change',
  changeService: 'Change service',
  changeBikeLocation: "Change the bike's address",
  sameAsBilling: 'Same as billing address',
  sameAsBikeLocation: "Same as the bike's address",

  firstName: 'First name',
  lastName: 'Last name',
  business: 'Business?',
  companyName: 'Company name',
  email: 'Email address',
  phone: 'Phone number',
  phoneCountryCode: 'Country code',
  billingAddressTitle: 'Billing address',

  postcode: 'Postcode',
  houseNumber: 'House number',
  addition: 'Addition',
  street: 'Street',
  city: 'City',
  manualEntry: 'Enter address manually',
  lookingUp: 'Looking up address…',
  addressFound: 'Address found',
  addressNotFound: 'Address not found. Please enter the details yourself.',
  addressLookupUnavailable: 'Addresses cannot be looked up at the moment.',
  suggestionsFailed: 'Could not fetch address suggestions',

  bikeTitle: (n) => `Bike ${n}`,
  brand: 'Brand',
  chooseBrand: 'Choose a brand',
  otherBrand: 'Other',
  customBrand: 'Brand name',
  customBrandPlaceholder: 'Enter brand name',
  model: 'Model',
  frameNumber: 'Frame number',
  mileage: 'Mileage',
  mileageHint: 'In whole kilometres',
  issueDescription: 'Issue description',
  issueHint: 'At least 10 characters',
  serviceType: 'Type of service',
  removeBike: (n) => `Remove bike ${n}`,
  addBike: 'Add Another Bike',
  maxBikes: (max) => `At most ${bikes(max)} per request.`,

  photo: 'Photo',
  photoHint: 'An image of at most 5 MB.',
  photoUploading: 'Uploading photo…',
  photoUploaded: (name) => `Uploaded: ${name}`,
  photoThumbnail: (bikeNumber) => `Photo of bike ${bikeNumber}`,
  photoRemove: 'Remove photo',
  photoUploadedTitle: 'Photo uploaded',
  photoUploadedText: (n) => `Photo for bike ${n} uploaded successfully`,
  photoTooLargeTitle: 'File too large',
  photoTooLarge: 'Please select an image smaller than 5MB',
  photoUploadFailedTitle: 'Upload failed',
  photoUploadFailed: 'Could not upload the photo. Please try again.',

  reviewTitle: 'Review Your Request',
  reviewCustomer: 'Customer details',
  reviewService: 'Service',
  reviewBikes: 'Bikes',
  reviewBikeLocation: 'Location of the bike',
  confirm: 'I confirm that these details are correct and agree to sending this request.',
  sendNeedsConfirmation: 'Tick the confirmation above first, then you can send your request.',
  privacyStatement: 'Privacy statement',
  opensInNewTab: '(opens in a new tab)',
  none: '—',

  successTitle: 'Request Sent!',
  successReview:
    'Our team reviews your request (within about 1 working day) and will contact you soon.',
  successEmail: 'You will receive a confirmation by email.',
  privateLink: {
    title: 'Follow your request',
    text: 'Your personal link shows how your request is doing. It is in your email too; please do not share it.',
    open: 'View your request',
  },
  successWaitTitle: (service) => `Estimated wait (${service.toLowerCase()})`,

  multiBikeSteps: ['Service Delivery', 'Customer Information', 'Bike Information', 'Review & Send'],

  serviceTypes: {
    maintenance: 'General Maintenance',
    repair: 'Repair Service',
    tune_up: 'Tune-up',
    inspection: 'Safety Inspection',
    cleaning: 'Deep Cleaning',
    other: 'Other',
  },

  simple: {
    customerType: 'Customer type',
    private: 'Private',
    business: 'Business',
    street: 'Street and house number',
    brand: 'Bike brand',
    frameNumber: 'Frame number',
    frameNumberRequired: 'Frame number is required',
    issuePlaceholder: 'Describe as precisely as you can what is wrong with the bike.',

    errorSummary: (count) =>
      count === 1 ? 'Please check the marked field.' : `Please check the ${count} marked fields.`,
    errorTitle: 'Error',
    submitFailed: 'Could not send the service request',
    contactWithin: 'We will contact you within 24 hours.',
    startAgain: 'Submit Another Request',
  },
};

export default english;
