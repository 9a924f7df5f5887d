import type { SameTexts } from '../../../../contract/language.ts';
import type { WizardTextTable } from './strings.ts';

const english: SameTexts<WizardTextTable> = {
  heading: 'Request service',
  stepOf: (step, total) => `Step ${step} of ${total}`,
  steps: ['Service Delivery', 'Customer Information', 'Bike Information', 'Issue Description'],
  submit: 'Send Request',

  deliveryType: 'Where would you like the service?',
  workshop: 'In the workshop',
  workshopHint: 'You bring the bike to our workshop.',
  onLocation: 'On location',
  onLocationHint: 'Our mechanic comes to you.',

  mileage: 'Mileage (km)',

  whatNext: 'What happens next?',
  whatNextItems: [
    'We review your request and contact you within 24 hours.',
    'Together we agree on a time for the service.',
    'You receive the confirmation by email.',
  ],

  successHeading: 'Request Sent',
  referenceLabel: 'Your Reference Number',
  keepReference: 'Keep this number: you will need it when you contact us about this request.',

  searchLabel: 'Search for the address where the bike is',
  searchHint: 'Type at least 2 characters, for example the street and house number or postcode.',
  suggestions: 'Address suggestions',
  suggestionCount: (count) =>
    count === 1 ? '1 address suggestion' : `${count} address suggestions`,
  searching: 'Searching…',
  selectedAddress: 'Selected Address',
  addressSelected: 'Address selected',
  change: 'Choose another address',
  manualEntry: 'Fill in address manually',
};

export default english;
