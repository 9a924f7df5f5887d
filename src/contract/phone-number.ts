// Phone numbers read, checked and written by libphonenumber-js, with metadata only for the
// countries of the calling codes a customer can choose (decision 033). The customer portal
// loads this with its schemas, at the first touch of a form, never up front.
import {
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import metadataJson from './phone-metadata.json' with { type: 'json' };

const metadata = metadataJson as MetadataJson;

/** "+32 0470 12 34 56": the country code the form chose, a space, then the number as typed. */
const WITH_CALLING_CODE = /^\+(\d{1,4})\s+(.+)$/s;

/**
 * A phone number as the forms submit it ("+32 470 12 34 56": country code, a space, then the
 * number) or as typed or stored elsewhere ("06-12345678", "0031 6 1234 5678", "+31 (0)6 …").
 * The number after a chosen code is read by the rules of that code's main country, so its
 * trunk 0 goes and a country code typed again wins; a number without a code is Dutch.
 * Undefined when it is no phone number of those countries.
 */
export function readPhoneNumber(phone: string): PhoneNumber | undefined {
  const [, callingCode = '', number = ''] = WITH_CALLING_CODE.exec(phone.trim()) ?? [];
  const country = metadata.country_calling_codes[callingCode]?.[0] as CountryCode | undefined;
  // `extract: false`: the whole value must be the number, not merely hold one.
  return parsePhoneNumberFromString(
    country ? number : phone,
    { defaultCountry: country ?? 'NL', extract: false },
    metadata,
  );
}

/** Whether `phone` is a number that exists in its country's numbering plan. */
export const isValidPhone = (phone: string) => readPhoneNumber(phone)?.isValid() ?? false;

/** A valid phone number in E.164 ("+31612345678"), the one form Spaak stores and dials. */
export function toE164(phone: string): string | undefined {
  const number = readPhoneNumber(phone);
  return number?.isValid() ? number.number : undefined;
}

/**
 * A stored phone number as staff read it ("+31 6 12345678"), whether stored in E.164 or, before
 * decision 033, as typed; one that cannot be read is shown as it was stored.
 */
export function formatPhone(phone: string): string {
  const number = readPhoneNumber(phone);
  return number?.isValid() ? number.formatInternational() : phone;
}
