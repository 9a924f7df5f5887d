import { ApiError, apiRequest, type HttpMethod } from './api-client.ts';
import { toast } from './toast.ts';

/** A value as it arrives in JSON: dates are ISO strings. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** Sends a call and reads its JSON answer (nothing for a 204). */
export async function sendJson<Result>(method: HttpMethod, url: string, body?: unknown) {
  const response = await apiRequest(method, url, body);
  if (response.status === 204) return undefined as Result;
  return (await response.json()) as Result;
}

/**
 * A failure as docs/product.md#client-behaviour tells it: a destructive toast with the server's
 * message when it gave one (a 503 'not configured', say), else `fallback`.
 */
export function toastApiFailure(error: unknown, options: { title: string; fallback: string }) {
  toast({
    title: options.title,
    description: (error instanceof ApiError && error.serverMessage) || options.fallback,
    variant: 'destructive',
  });
}

/**
 * A load that tells its failure as `toastApiFailure` does, then fails as before, so a query
 * that shows its error in place still does.
 */
export async function toastingLoadFailure<Result>(
  load: Promise<Result>,
  options: { title: string; fallback: string },
) {
  try {
    return await load;
  } catch (error) {
    toastApiFailure(error, options);
    throw error;
  }
}
