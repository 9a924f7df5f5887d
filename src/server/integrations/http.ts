import { z } from 'zod';
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
 * becomes an `IntegrationError` carrying the system's own error text when it sent one. A 2xx
 * answer is parsed with `answer`, the schema of what the system should have said, and comes
 * back typed by it; an answer that does not match (no body, HTML, another shape) is an
 * `IntegrationError` too, never a value the caller reads blindly. An answer without a body
 * (204) is `undefined` to the schema.
 */
export async function callJson<Answer extends z.ZodType>(options: {
  system: NotificationSource;
  url: string | URL;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  /** The schema of a 2xx answer's body; `z.unknown()` for an answer nobody reads. */
  answer: Answer;
  /** Reads the vendor's error text out of an error answer's JSON body. */
  errorText?: (body: unknown) => string | undefined;
}): Promise<z.output<Answer>> {
  const { system } = options;
  let response: Response;
  let text: string;
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
    // The timeout holds for the body too: a system can stall halfway through its answer.
    text = await response.text();
  } catch (error) {
    throw unanswered(system, error);
  }
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
  return parseAnswer({ system, status: response.status, body, answer: options.answer });
}

/** A call that got no whole answer: too slow (the timeout), or no connection at all. */
export function unanswered(system: NotificationSource, error: unknown) {
  const slow = error instanceof Error && error.name === 'TimeoutError';
  return new IntegrationError(
    system,
    `${system} ${slow ? 'did not answer in time' : 'is unreachable'}`,
  );
}

/**
 * A successful answer's body read by its schema, or an `IntegrationError` saying the system
 * answered something unexpected. The message names where the body differs from the schema (a
 * path of the schema's own keys), never the body itself: it may be large, or hold personal
 * data or a credential echoed back.
 */
export function parseAnswer<Answer extends z.ZodType>(options: {
  system: NotificationSource;
  status: number;
  body: unknown;
  answer: Answer;
}): z.output<Answer> {
  const parsed = options.answer.safeParse(options.body);
  if (parsed.success) return parsed.data;
  const path = parsed.error.issues[0]?.path.map(String).join('.');
  throw new IntegrationError(
    options.system,
    `${options.system} answered ${options.status} with an unexpected body${path ? ` (at ${path})` : ''}`,
    options.status,
  );
}

/**
 * A vendor's record id, sent as a JSON number or as a string of digits, read as that string.
 * Ids go into URL paths and back into numeric fields, so anything else is unexpected.
 */
export const numericId = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)])
  .transform(String);

/** `Retry-After` as seconds: either a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** A body as JSON; an empty one is `undefined`, one that is not JSON stays its text. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
