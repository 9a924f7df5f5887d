import type {
  AddressLookupQuery,
  AddressLookupResult,
  AddressSuggestion,
} from '../../../contract/address.ts';
import { ADDRESS_SEARCH_MIN_LENGTH } from '../../../contract/address.ts';
import { AppError } from '../../errors.ts';
import {
  type AddressDirectory,
  AddressDirectoryError,
  additionOf,
  toSuggestion,
} from '../../integrations/address/client.ts';

const sameAddition = (left: string, right: string) =>
  left.replace(/[\s-]/g, '').toLowerCase() === right.replace(/[\s-]/g, '').toLowerCase();

async function askDirectory<T>(call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AddressDirectoryError) {
      throw new AppError('ADDRESS_LOOKUP_UNAVAILABLE');
    }
    throw error;
  }
}

/**
 * Street and city for a postcode and house number. An addition is matched against the
 * address's letter and suffix ("263A", "15-2"); without one, the plain number is preferred.
 */
export async function lookUpAddress(options: {
  directory: AddressDirectory;
  query: AddressLookupQuery;
}): Promise<AddressLookupResult> {
  const { postcode, houseNumber, addition } = options.query;
  const docs = await askDirectory(() => options.directory.findByPostcode(postcode, houseNumber));
  const match = addition
    ? docs.find((doc) => sameAddition(additionOf(doc), addition))
    : (docs.find((doc) => additionOf(doc) === '') ?? docs[0]);
  if (!match) return { found: false, street: '', city: '' };
  return { found: true, street: match.straatnaam, city: match.woonplaatsnaam };
}

/** Address suggestions for what a person typed; nothing below two characters. */
export async function suggestAddresses(options: {
  directory: AddressDirectory;
  text: string;
  limit: number;
}): Promise<AddressSuggestion[]> {
  if (options.text.trim().length < ADDRESS_SEARCH_MIN_LENGTH) return [];
  const docs = await askDirectory(() => options.directory.search(options.text, options.limit));
  return docs.slice(0, options.limit).map(toSuggestion);
}
