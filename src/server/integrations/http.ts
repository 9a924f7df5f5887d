import type { NotificationSource } from '../../contract/notifications.ts';

/**
 * An external system failed: it did not answer in time, or answered with an error. The
 * message names the system and what it said, never a credential.
 */
export class IntegrationError extends Error {
  override name = 'IntegrationError';
  readonly system: NotificationSource;
  /** The HTTP status, when the system answered. */
  readonly status: number | undefined;
  /** The answer's `Retry-After` in seconds (a 429 or 503 that says when to come back). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    system: NotificationSource,
    message: string,
    status?: number,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.system = system;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Every integration call gives up after this long unless it says otherwise. */
export const INTEGRATION_TIMEOUT_MS = 10_000;

/**
 * One JSON call to an external system. A network failure, a timeout or a non-2xx answer
 * becomes an `IntegrationError` carrying the system's own error text when it sent one.
 * Answers without a body (204) resolve to `undefined`.
 */
export async function callJson<T>(options: {
  system: NotificationSource;
  url: string | URL;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  /** Reads the vendor's error text out of an error answer's JSON body. */
  errorText?: (body: unknown) => string | undefined;
}): Promise<T> {
  const { system } = options;
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? INTEGRATION_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? 'did not answer in time' : 'is unreachable';
    throw new IntegrationError(system, `${system} ${reason}`);
  }
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    const detail = options.errorText?.(body) ?? response.statusText;
    throw new IntegrationError(
      system,
      `${system} answered ${response.status}${detail ? `: ${detail}` : ''}`,
      response.status,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  return body as T;
}

/** `Retry-After` as seconds: either a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
