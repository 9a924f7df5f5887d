import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AddressSuggestion } from '../../../contract/address.ts';
import { parseJson } from '../http.ts';

/** A BAG address record as PDOK Locatieserver v3.1 returns it (the fields we ask for). */
const addressDocSchema = z.object({
  type: z.string(),
  id: z.string(),
  weergavenaam: z.string().optional(),
  straatnaam: z.string(),
  huisnummer: z.number(),
  /** Present only when the address has one. */
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string(),
  woonplaatsnaam: z.string(),
});
export type PdokAddressDoc = z.output<typeof addressDocSchema>;

/** PDOK's envelope `{response: {numFound, docs, …}}`, of which we read the docs. */
const envelopeSchema = z.object({ response: z.object({ docs: z.array(addressDocSchema) }) });

const ADDRESS_FIELDS =
  'id type weergavenaam straatnaam huisnummer huisletter huisnummertoevoeging postcode woonplaatsnaam';

/** The port the address service calls; the PDOK client and tests' fakes implement it. */
export interface AddressDirectory {
  /** Every address at a postcode and house number (all letters and additions). */
  findByPostcode(postcode: string, houseNumber: string): Promise<PdokAddressDoc[]>;
  /** Addresses matching free text, best first. */
  search(text: string, limit: number): Promise<PdokAddressDoc[]>;
}

export class AddressDirectoryError extends Error {
  override name = 'AddressDirectoryError';
}

/**
 * Solr syntax in a person's typing would change the query: keep letters, digits and spaces,
 * in lower case (so AND / OR are words, not operators).
 */
const plainSearchText = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * PDOK Locatieserver (the official Dutch BAG addresses; free, no key, fair use). Every call
 * has a timeout, and answers are kept for a day, since addresses rarely change.
 */
export function createPdokDirectory(options: {
  baseUrl: string;
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheSize?: number;
}): AddressDirectory {
  const timeoutMs = options.timeoutMs ?? 3000;
  const cache = new LRUCache<string, PdokAddressDoc[]>({
    max: options.cacheSize ?? 2000,
    ttl: options.cacheTtlMs ?? 86_400_000,
  });

  async function free(query: string, rows: number) {
    const url = new URL(`${options.baseUrl}/free`);
    url.searchParams.set('q', query);
    url.searchParams.set('fq', 'type:adres');
    url.searchParams.set('fl', ADDRESS_FIELDS);
    url.searchParams.set('rows', String(rows));
    const cached = cache.get(url.href);
    if (cached) return cached;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      // The timeout holds for the body too: PDOK can stall halfway through its answer.
      text = await response.text();
    } catch (error) {
      throw new AddressDirectoryError(`PDOK did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) throw new AddressDirectoryError(`PDOK answered ${response.status}`);
    // Read, not trusted: a 200 with HTML or another shape fails like PDOK being down.
    const body = envelopeSchema.safeParse(parseJson(text));
    if (!body.success) {
      throw new AddressDirectoryError(`PDOK answered ${response.status} with an unexpected body`);
    }
    const docs = body.data.response.docs.filter((doc) => doc.type === 'adres');
    cache.set(url.href, docs);
    return docs;
  }

  return {
    findByPostcode: (postcode, houseNumber) =>
      free(`postcode:${postcode} and huisnummer:${Number.parseInt(houseNumber, 10)}`, 50),
    search: async (text, limit) => {
      const query = plainSearchText(text);
      return query ? free(query, limit) : [];
    },
  };
}

/**
 * The addition after the number: the house letter, the suffix, or both with a hyphen between
 * them ("A-2" of 15A-2), so that the letter and the suffix stay apart.
 */
export const additionOf = (doc: PdokAddressDoc) =>
  [doc.huisletter, doc.huisnummertoevoeging].filter(Boolean).join('-');

export const toSuggestion = (doc: PdokAddressDoc): AddressSuggestion => ({
  street: doc.straatnaam,
  houseNumber: String(doc.huisnummer),
  ...(additionOf(doc) && { houseNumberAddition: additionOf(doc) }),
  postcode: doc.postcode,
  city: doc.woonplaatsnaam,
});
