import { useMutation, useQuery } from '@tanstack/react-query';
import type { AddressLookupResult, AddressSuggestion } from '../../../../contract/address.ts';
import {
  ADDRESS_SEARCH_MIN_LENGTH,
  ADDRESS_SUGGESTION_LIMIT,
} from '../../../../contract/address-constants.ts';
import type { SubmitServiceRequestResult } from '../../../../contract/service-requests/submission.ts';
import type { OnLocationNote, ServiceWaitTimes } from '../../../../contract/settings.ts';
import { FALLBACK_WAIT_DAYS } from '../../../../contract/settings-constants.ts';
import type { UploadPhotoResult } from '../../../../contract/uploads.ts';
import { ApiError, apiRequest, getJson } from '../../../lib/api-client.ts';
import { answerLanguage, useLanguage } from '../../../lib/language.ts';
import { ON_LOCATION_NOTE_QUERY_KEY } from '../../../lib/on-location-note-query-key.ts';
import { useLeaseCompanies } from '../../../lib/use-lease-companies.ts';
import type { KeyedSubmission } from './idempotency-key.ts';

export const WAIT_TIMES_QUERY_KEY = ['/api/config/service-wait-times'] as const;

/**
 * The wait estimates: the configured days, or the fallback of docs/product.md#limits when they
 * cannot be read.
 */
export function useWaitTimes(): ServiceWaitTimes | undefined {
  const query = useQuery<ServiceWaitTimes>({ queryKey: WAIT_TIMES_QUERY_KEY });
  if (query.isError) return FALLBACK_WAIT_DAYS;
  return query.data;
}

/**
 * What the on-location service costs or means in the page's language, as staff worded it;
 * undefined while it loads or when they left it empty, so the portal says it in its own words.
 */
export function useOnLocationNote(): string | undefined {
  const language = useLanguage();
  const query = useQuery<OnLocationNote>({ queryKey: ON_LOCATION_NOTE_QUERY_KEY });
  return query.data?.[language] || undefined;
}

/**
 * The leasing companies' names (`GET /api/lease-companies`), fetched only once a customer says
 * a bike is a lease bike. `failed`: the list could not be read; the form offers 'Overig' alone
 * then, so the customer can still type the name.
 */
export function useLeaseCompanyNames(enabled: boolean) {
  const query = useLeaseCompanies(enabled);
  return {
    names: query.data?.map((company) => company.name) ?? [],
    failed: query.isError,
  };
}

export type AddressLookupInput = { postcode: string; houseNumber: string; addition?: string };

/**
 * `GET /api/address-lookup`; `addition` only when filled. Any failure reads as "not found"
 * (docs/product.md#validation), `unavailable` when no answer came or the server or its address
 * service failed.
 */
export async function lookupAddress(
  input: AddressLookupInput,
): Promise<AddressLookupResult & { unavailable?: boolean }> {
  const params = new URLSearchParams({ postcode: input.postcode, houseNumber: input.houseNumber });
  if (input.addition) params.set('addition', input.addition);
  try {
    return await getJson<AddressLookupResult>(`/api/address-lookup?${params}`);
  } catch (error) {
    const unavailable = !(error instanceof ApiError) || error.status >= 500;
    return { found: false, street: '', city: '', unavailable };
  }
}

/** `GET /api/address-autocomplete`: an empty list on any failure is up to the caller. */
export function fetchAddressSuggestions(q: string, limit = ADDRESS_SUGGESTION_LIMIT) {
  const params = new URLSearchParams({ q, limit: String(limit) });
  return getJson<AddressSuggestion[]>(`/api/address-autocomplete?${params}`);
}

/**
 * Address suggestions for a search text of 2 or more characters (the caller debounces it). A
 * failure reads as no suggestions, with `failed` set so the caller can say so beside the search.
 */
export function useAddressSuggestions(q: string) {
  const text = q.trim();
  const enabled = text.length >= ADDRESS_SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['/api/address-autocomplete', text],
    queryFn: () => fetchAddressSuggestions(text),
    enabled,
  });
  const answered = enabled && !query.isFetching && (query.isSuccess || query.isError);
  return {
    suggestions: enabled ? (query.data ?? []) : [],
    isLoading: enabled && query.isFetching,
    /** A search has answered (maybe with nothing, maybe failed) for the current text. */
    searched: answered,
    /** The search for the current text failed. */
    failed: answered && query.isError,
  };
}

/** `POST /api/upload-photo` with the multipart field `photo`. */
export async function uploadPhoto(file: File): Promise<UploadPhotoResult> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const response = await apiRequest('POST', '/api/upload-photo', form);
  return (await response.json()) as UploadPhotoResult;
}

/** `POST /api/service-requests`: the body exactly as keyed, with its Idempotency-Key. */
export async function submitServiceRequest({
  body,
  idempotencyKey,
}: KeyedSubmission): Promise<SubmitServiceRequestResult> {
  const response = await fetch('/api/service-requests', {
    method: 'POST',
    credentials: 'include',
    headers: {
      ...answerLanguage(),
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body,
  });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      body: await response.text(),
    });
  }
  return (await response.json()) as SubmitServiceRequestResult;
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}

export function useSubmitServiceRequest() {
  return useMutation({ mutationFn: submitServiceRequest });
}
