import {
  type CustomerType,
  PHONE_COUNTRY_CODES,
} from '../../../../contract/service-request-constants.ts';

export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];

/**
 * "code space number", as every form sends the phone (docs/product.md#submission); empty without a
 * number. The number as the phone service dials it after the code: people write "06 12345678" at
 * home, "+31 (0)6 …" on cards or paste "+31612345678", so the country code typed again and the
 * trunk prefix 0 are left out (North America, +1, has no trunk 0).
 */
export function joinPhone(code: PhoneCountryCode, number: string) {
  const typedCode = new RegExp(`^(\\+|00)${code.slice(1)}\\s*`);
  const withoutCode = number.trim().replace(typedCode, '');
  const national = code === '+1' ? withoutCode : withoutCode.replace(/^(\(0\)|0)\s*/, '');
  return national ? `${code} ${national}` : '';
}

/** Who the customer is and how to reach them, as every form keeps it. */
export type ContactValues = {
  firstName: string;
  lastName: string;
  customerType: CustomerType;
  companyName: string;
  email: string;
  phoneCode: PhoneCountryCode;
  phoneNumber: string;
};

export const emptyContact = (): ContactValues => ({
  firstName: '',
  lastName: '',
  customerType: 'private',
  companyName: '',
  email: '',
  phoneCode: PHONE_COUNTRY_CODES[0],
  phoneNumber: '',
});

/** The contact as submitted: the full name joined, the company only for a business. */
export const toContactInput = (contact: ContactValues) => ({
  firstName: contact.firstName,
  lastName: contact.lastName,
  fullName: `${contact.firstName.trim()} ${contact.lastName.trim()}`.trim(),
  customerType: contact.customerType,
  companyName: contact.customerType === 'business' ? contact.companyName : undefined,
  email: contact.email,
  phone: joinPhone(contact.phoneCode, contact.phoneNumber),
});
