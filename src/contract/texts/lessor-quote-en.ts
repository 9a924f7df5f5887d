// English words of the quote staff print for a lease bike's leasing company.
import type { SameTexts } from '../language.ts';
import type { LESSOR_QUOTE_TEXTS_NL } from './lessor-quote-nl.ts';

export const LESSOR_QUOTE_TEXTS_EN: SameTexts<typeof LESSOR_QUOTE_TEXTS_NL> = {
  title: 'Quote for the leasing company',
  language: 'Language',
  date: 'Date',
  reference: 'Reference',
  website: 'Website',
  phone: 'Phone',

  customer: 'Customer',
  name: 'Name',
  company: 'Company',
  address: 'Address',
  email: 'Email',

  lease: 'Lease',
  leaseCompany: 'Leasing company',
  contractNumber: 'Contract number',

  bike: (position) => `Bike ${position}`,
  brand: 'Brand',
  model: 'Model',
  frameNumber: 'Frame number',
  mileage: 'Mileage',
  mileageValue: (km) => `${km} km`,
  driveSystem: 'Drive system',
  notElectric: 'Not an electric bike',
  batterySerial: 'Battery serial number',
  errorCode: 'Error code',
  notGiven: 'Not given',

  quote: 'Quote',
  quoteVersion: (version, date) => `Version ${version}, sent on ${date}`,
  decision: {
    approved: (date) => `Approved by the customer on ${date}`,
    declined: (date) => `Declined by the customer on ${date}`,
  },
  quoteLines: 'Lines of the quote',
  description: 'Description',
  amount: 'Amount incl. VAT',
  total: 'Total incl. VAT',
  note: 'Note',
  noQuote: 'No quote drawn up yet',

  issue: "Customer's description of the issue",
  photo: 'Photo at intake',
  photoAlt: (bike) => `Photo of ${bike} at intake`,

  problemTitle: 'No quote for the leasing company',
};
