/**
 * The service-request contract's enums, limits and messages, without zod: the customer portal
 * imports these up front and fetches the schemas (`service-requests/`) at the first touch.
 */
export const SERVICE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const DELIVERY_TYPES = ['workshop', 'on_location'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const CUSTOMER_TYPES = ['private', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** The phone country codes customers can choose; the first is the default. */
export const PHONE_COUNTRY_CODES = ['+31', '+32', '+49', '+33', '+44', '+1'] as const;

/** The workshop's clock: dates shown or written anywhere are Amsterdam's, whatever the server's zone. */
export const WORKSHOP_TIME_ZONE = 'Europe/Amsterdam';

export const ISSUE_DESCRIPTION_MIN_LENGTH = 10;
/** How many requests one page of the dashboard's list holds, unless it asks for another number. */
export const REQUEST_LIST_DEFAULT_LIMIT = 50;
export const REQUEST_LIST_MAX_LIMIT = 200;
export const PHONE_MIN_LENGTH = 8;
/**
 * Upper bounds the product leaves open (docs/product.md#validation): generous for people, small
 * enough to keep rows sane.
 */
export const TEXT_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MILEAGE_MAX_KM = 1_000_000;

/**
 * A mileage as typed: whole kilometres, or undefined when empty; anything else is NaN, which
 * the schemas refuse with their message. Dutch groups thousands with a dot or a space ("1.500",
 * "1 500"), the same one throughout; a comma is the Dutch decimal sign, so "1,5" is refused
 * rather than read as 15.
 */
export const parseMileage = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const whole = /^\d+$|^\d{1,3}([.\s])\d{3}(?:\1\d{3})*$/.test(trimmed);
  return whole ? Number(trimmed.replace(/\D/g, '')) : Number.NaN;
};

/** A Dutch postcode as stored: four digits and two capitals, "1101AM". */
export const DUTCH_POSTCODE = /^\d{4}[A-Z]{2}$/;

/** Dutch postcodes are stored as "1101AM"; other input is kept as typed, trimmed. */
export const normalisePostcode = (value: string) => {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return DUTCH_POSTCODE.test(compact) ? compact : value.trim();
};
