// English words for what is wrong with a refused input, loaded by the client only when a person
// chooses English. Texts the product fixes in English are kept word for word.

import { BIKE_CODE_MAX_LENGTH, MAX_BIKES } from '../bikes.ts';
import { MAX_DAY_MINUTES, MIN_MINUTES_PER_BIKE } from '../capacity-constants.ts';
import { INSIGHTS_MAX_DAYS } from '../insights-constants.ts';
import type { SameTexts } from '../language.ts';
import { PHONE_MIN_LENGTH, REQUEST_LIST_MAX_LIMIT } from '../service-request-constants.ts';
import { QUOTE_AMOUNT_MAX_CENTS, QUOTE_MAX_LINES } from '../service-requests/quote-limits.ts';
import type { InputTexts } from './input-nl.ts';

export const INPUT_TEXTS_EN: SameTexts<InputTexts> = {
  invalidInput: 'Invalid input',
  expectedType: ({ expected }) => `Invalid input: expected ${expected}`,
  tooLong: ({ maximum }) => `At most ${maximum} characters`,
  nulCharacter: 'Text must not contain a NUL character (\\0)',
  recordId: 'Invalid number: expected a whole number from 1 to 2147483647',

  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email address',
  phoneTooShort: `Phone number must be at least ${PHONE_MIN_LENGTH} digits`,
  phoneCharacters: 'Use only digits in the phone number',
  phoneInvalid: 'This phone number does not exist with this country code',
  streetRequired: 'Street address is required',
  postalCodeRequired: 'Postal code is required',
  cityRequired: 'City is required',
  houseNumberRequired: 'House number is required',
  companyNameRequired: 'Company name is required for business customers.',
  bikeLocationRequired: 'Enter the address where the bike is.',
  bikesMin: 'At least one bike is required',
  bikesMax: `Maximum ${MAX_BIKES} bikes allowed`,
  brandRequired: 'Brand is required',
  modelRequired: 'Model is required',
  issueTooShort: 'Please provide a detailed description',
  mileagePositive: 'Mileage must be a positive whole number',
  unknownPhoto: 'We do not know this photo. Please add it again.',
  driveSystemRequired: 'Choose the drive system or type it in',
  errorCodeInvalid: `An error code is at most ${BIKE_CODE_MAX_LENGTH} letters and digits, with spaces or - . / _ # : if need be`,
  batterySerialInvalid: `A serial number is at most ${BIKE_CODE_MAX_LENGTH} letters and digits, with spaces or - . / _ # : if need be`,
  leaseCompanyRequired: 'Choose the leasing company or type it in',
  contractNumberRequired: 'The contract number is required for a lease bike',
  contractNumberInvalid: `A contract number is at most ${BIKE_CODE_MAX_LENGTH} letters and digits, with spaces or - . / _ # : if need be`,

  postcodeInvalid: 'Invalid postcode (for example 1101 AM)',
  houseNumberInvalid: 'Invalid house number',
  additionInvalid: 'Invalid addition',
  addressSearchTooLong: 'Search term too long',

  searchTooLong: ({ maximum }) => `Search for at most ${maximum} characters`,
  listLimit: `Ask for 1 to ${REQUEST_LIST_MAX_LIMIT} requests per page`,
  listCursor: 'Invalid cursor: reload the list',
  activityWholeMinutes: 'The duration must be a whole number of minutes',
  activityTooShort: ({ minimum }) => `The duration must be at least ${minimum} minutes`,
  activityTooLong: ({ maximum }) => `The duration may be at most ${maximum} minutes`,
  customReasonTooLong: ({ maximum }) => `A custom reason is at most ${maximum} characters long`,
  reasonOrCustomReason: 'Choose a rejection reason or enter a custom reason',
  bikeVersion: 'Invalid version of the bike: reload the request',
  boardOffset: 'Invalid position in the column: reload the board',
  boardAssignee: 'Invalid mechanic: reload the board',
  insightsDate: 'Enter a date as YYYY-MM-DD',
  insightsServiceType: 'Choose workshop or on location',
  insightsLease: 'Invalid lease filter: reload the page',
  insightsPeriodOrder: 'The end date lies before the start date',
  insightsPeriodTooLong: `Choose a period of at most ${INSIGHTS_MAX_DAYS} days`,
  boardLease: 'Invalid lease filter: reload the board',
  lessorReferenceRequired: "Enter the reference of the leasing company's approval",
  lessorApprovedOnInvalid: 'Enter the date of the approval (YYYY-MM-DD), not later than today',
  lessorOverrideReasonRequired: 'Write why the bike goes on without approval',
  lessorApprovalOrOverride:
    "Give either the leasing company's approval or a reason to go on without it, not both",
  eraseConfirmEmail: "Type the customer's email address to confirm",
  languageChoice: "Choose 'nl' or 'en'",
  emailAddressRequired: 'Email address required',
  emailAddressInvalid: 'Invalid email address',
  waitDaysTooFew: 'Wait times must be at least 1 day',
  waitDaysTooMany: ({ maximum }) => `Wait times can be at most ${maximum} days`,
  labelNameRequired: 'Name is required',
  noteRequired: 'Write a note first',
  labelColorRequired: 'Color is required',
  labelColorInvalid: 'Choose a colour as #rrggbb',
  templateFieldsRequired: 'Fill in all required fields.',
  templateReasonOnlyForRejected: 'Only a rejection mail belongs with a rejection reason',
  unknownPlaceholders: ({ names }) =>
    `Unknown placeholders: ${names.map((name) => `{{${name}}}`).join(', ')}`,

  dayMinutes: `Minutes per day: a whole number from 0 to ${MAX_DAY_MINUTES}`,
  noOpenWeekday: 'Give at least one weekday minutes, or Spaak can never propose a day',
  minutesPerBikeTooFew: `Minutes per bike: a whole number of at least ${MIN_MINUTES_PER_BIKE}`,
  minutesPerBikeTooMany: ({ maximum }) => `Minutes per bike: at most ${maximum}`,
  workingDate: 'Choose a valid date (YYYY-MM-DD)',

  quoteLineDescription: 'Describe what this line costs',
  quoteAmount: `Enter an amount in euros, for example 17.50 (at most ${(QUOTE_AMOUNT_MAX_CENTS / 100).toLocaleString('en-GB')} euros)`,
  quoteLinesRequired: 'A quote has at least one line',
  quoteLinesMax: `A quote has at most ${QUOTE_MAX_LINES} lines`,
  quoteTotalNegative: 'The total of a quote cannot be below zero',
  quoteVersion: 'Invalid quote version: reload the request',
};

export default INPUT_TEXTS_EN;
