/**
 * A non-success answer. Its message reads `{status}: {body text}`, or `{status}: {status text}`
 * when the body is empty, as docs/product.md#client-behaviour says; `status` and the server's own
 * `message` (from a JSON body `{message}`) stay available for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly serverMessage: string | undefined;

  constructor(options: { status: number; statusText: string; body: string }) {
    super(`${options.status}: ${options.body || options.statusText}`);
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
    this.serverMessage = readServerMessage(options.body);
  }
}

/**
 * What the server said when it refused with `status` (409 for a taken name, say), for the form
 * to show beside the field it concerns; undefined for any other failure, which the toast tells.
 */
export const refusalMessage = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status
    ? (error.serverMessage ?? error.message)
    : undefined;

function readServerMessage(body: string) {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    }
  } catch {
    // Not JSON: the body text itself is already in the error's message.
  }
  return undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends a request with the session cookie. A body goes as JSON with a JSON content type;
 * a `FormData` body goes as multipart (the photo upload). Throws `ApiError` unless the answer
 * is a success.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      body: await response.text(),
    });
  }
  return response;
}

/** GET and parse JSON: how data is loaded. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/** The default query function: the query key's parts, joined by `/`, are the URL. */
export const fetchQueryKey = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  getJson<unknown>(queryKey.join('/'));
