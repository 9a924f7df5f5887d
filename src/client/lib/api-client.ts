import { errorTextOf } from './error-texts.ts';
import { answerLanguage } from './language.ts';

/**
 * A non-success answer. Its message reads `{status}: {body text}`, or `{status}: {status text}`
 * when the body is empty, as docs/product.md#client-behaviour says; `status` and the server's
 * words (`serverMessage`, from a JSON body `{message, code, params}`) stay available for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The error's code and parameters, when the body is the API's JSON error answer. */
  readonly code: string | undefined;
  readonly params: unknown;
  private readonly answeredMessage: string | undefined;

  constructor(options: { status: number; statusText: string; body: string }) {
    super(`${options.status}: ${options.body || options.statusText}`);
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
    const answer = readErrorAnswer(options.body);
    this.code = typeof answer.code === 'string' ? answer.code : undefined;
    this.params = answer.params;
    this.answeredMessage = typeof answer.message === 'string' ? answer.message : undefined;
  }

  /**
   * What went wrong, in this client's words for the code, or as the server worded it when the
   * code is not one this client knows.
   */
  get serverMessage() {
    return errorTextOf(this.code, this.params) ?? this.answeredMessage;
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

function readErrorAnswer(body: string): { message?: unknown; code?: unknown; params?: unknown } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') return parsed;
  } catch {
    // Not JSON: the body text itself is already in the error's message.
  }
  return {};
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
    headers: {
      ...answerLanguage(),
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
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
