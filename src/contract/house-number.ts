// House numbers as Dutch addresses write them, without zod: the portal shows them up front.

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
