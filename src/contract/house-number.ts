// House numbers as Dutch addresses write them, without zod: the portal shows them up front.
import { normalisePostcode } from './service-request-constants.ts';

/**
 * The house number with its addition, as a Dutch address is written: a house letter right
 * after the number (15A), any other addition after a hyphen (15-2, 15A-2). The fields keep
 * number and addition apart; this is only how they are shown.
 */
export function formatHouseNumber(houseNumber: string, addition = '') {
  const number = houseNumber.trim();
  const rest = addition.trim().replace(/^-+\s*/, '');
  if (!rest) return number;
  const letterFirst = rest.match(/^([a-z])(?:[\s-]+(.+))?$/i);
  if (!letterFirst) return `${number}-${rest}`;
  const [, letter, suffix] = letterFirst;
  return suffix ? `${number}${letter}-${suffix}` : `${number}${letter}`;
}

/**
 * A house number typed with its addition ("12H", "12 h", "12-2", "12A-2") as the number and
 * the addition; undefined when there is no addition after the number to split off.
 */
export function splitHouseNumber(typed: string) {
  const match = typed.trim().match(/^(\d+)(?:([a-z].*)|[\s-]+(.+))$/i);
  const addition = (match?.[2] ?? match?.[3])?.trim();
  return match?.[1] && addition ? { houseNumber: match[1], addition } : undefined;
}

type AddressParts = {
  street?: string | null;
  houseNumber?: string | null;
  addition?: string | null;
  postcode?: string | null;
  city?: string | null;
};

/** Street and house number as one line, e.g. "Overtoom 15A-2". */
export function formatStreetLine(address: AddressParts) {
  const number = address.houseNumber?.trim()
    ? formatHouseNumber(address.houseNumber, address.addition ?? '')
    : '';
  return [address.street?.trim(), number].filter(Boolean).join(' ');
}

/** An address on one line, of the parts that are filled: "Overtoom 15A-2, 1054HB Amsterdam". */
export const formatAddress = (address: AddressParts) =>
  [
    formatStreetLine(address),
    [address.postcode?.trim(), address.city?.trim()].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

const HOUSE_NUMBER_AS_TYPED = String.raw`\d+(?:\s?[a-z]\b)?(?:-\w+)?`;
const NUMBER_AT_END = new RegExp(String.raw`(?:^|\s)(${HOUSE_NUMBER_AS_TYPED})\s*$`, 'i');
/** "Dorpsstraat 99 Zwolle": a place name of three letters or more after the number. */
const NUMBER_THEN_CITY = new RegExp(
  String.raw`\s(${HOUSE_NUMBER_AS_TYPED})\s+(\p{L}[\p{L}'-]{2,}(?:\s+[\p{L}'-]+)*)\s*$`,
  'iu',
);

/**
 * The parts of an address search that fit an address's fields: a Dutch postcode anywhere; a
 * house number with its addition at the end of the street part ("Prinsengracht 263A, 1016 GV
 * Amsterdam"), or followed by the place ("Dorpsstraat 99 Zwolle"), with the words before it as
 * the street; the place after a comma or the house number. Missing parts are left out.
 */
export function readAddressSearch(text: string) {
  const postcode = text.match(/\b\d{4}\s?[a-z]{2}\b/i)?.[0];
  const [streetPart = '', ...afterComma] = (postcode ? text.replace(postcode, ' ') : text).split(
    ',',
  );
  const number = streetPart.match(NUMBER_AT_END) ?? streetPart.match(NUMBER_THEN_CITY);
  const typedNumber = number?.[1];
  const street = (number ? streetPart.slice(0, number.index) : streetPart).trim();
  const city = (number?.[2] ?? afterComma.join(' ')).trim().replace(/\s+/g, ' ');
  return {
    ...(postcode ? { postcode: normalisePostcode(postcode) } : {}),
    ...(typedNumber
      ? (splitHouseNumber(typedNumber) ?? { houseNumber: typedNumber, addition: '' })
      : {}),
    ...(/\p{L}/u.test(street) && typedNumber ? { street } : {}),
    ...(/^[\p{L}' -]+$/u.test(city) ? { city } : {}),
  };
}
