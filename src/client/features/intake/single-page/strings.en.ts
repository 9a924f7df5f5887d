import type { SameTexts } from '../../../../contract/language.ts';
import type { SinglePageTextTable } from './strings.ts';

const english: SameTexts<SinglePageTextTable> = {
  heroTitle: 'Professional e-bike service in Amsterdam',
  heroText:
    'Need maintenance or a repair? Our mechanics specialise in electric bikes: from battery and motor to brakes and tyres. Fill in the form and we will schedule your appointment.',
  formTitle: 'Request service',
  customerSection: 'Your details',
  bikeSection: 'Your bike',
  submit: 'Send',
  successHeading: 'Service Request Sent Successfully!',
  referenceLabel: 'Reference number',
};

export default english;
