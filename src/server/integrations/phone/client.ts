import { z } from 'zod';
import {
  basicAuth,
  INTEGRATION_TIMEOUT_MS,
  IntegrationError,
  numericId,
  parseAnswer,
  parseJson,
  unanswered,
} from '../http.ts';

/** A customer as the phone service shows it to the staff when the customer calls. */
export type PhoneContact = {
  firstName: string;
  lastName: string;
  /** Free text shown with the contact in the Aircall app. */
  information: string;
  /** E.164, e.g. `+31612345678`. */
  phoneNumber: string;
  email: string;
};

export type StoredPhoneContact = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  information: string | null;
};

/**
 * The port the phone service calls. Contacts are looked up by phone number before one is
 * created, because Aircall makes a duplicate of every identical create.
 */
export interface PhoneService {
  /** One cheap authenticated call, to prove that the service answers and takes our key. */
  ping(): Promise<void>;
  findContactByPhone(phoneNumber: string): Promise<StoredPhoneContact | undefined>;
  createContact(contact: PhoneContact): Promise<StoredPhoneContact>;
  /** Updates the name and information; phone numbers and e-mails stay as they are. */
  updateContact(id: string, contact: PhoneContact): Promise<StoredPhoneContact>;
  /** Removes a contact (a customer's erasure); one that is already gone counts as removed. */
  deleteContact(id: string): Promise<void>;
  /** Whether a user and a number to call from are configured. */
  readonly canStartCalls: boolean;
  /** Rings the configured user, who is then connected to `to` (E.164). */
  startCall(to: string): Promise<void>;
}

/** Time as the client waits for Aircall's rate limit; tests pass the fake's clock. */
export type Clock = { now(): number; sleep(ms: number): Promise<void> };

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A text field of a contact; Aircall sends null for an empty one, and we read a missing one so. */
const contactText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A contact in Aircall's answers, the fields we read. */
const contactSchema = z.object({
  id: numericId,
  first_name: contactText,
  last_name: contactText,
  information: contactText,
});
type AircallContact = z.output<typeof contactSchema>;

/** `{"contact": {…}}`, the answer to a create or an update. */
const contactAnswerSchema = z.object({ contact: contactSchema });

/** A 429 is waited out and tried again this often before the call counts as failed. */
const RATE_LIMITED_RETRIES = 3;
/** How long to wait after a 429 that did not say when the limit resets. */
const DEFAULT_RATE_LIMIT_WINDOW_MS = 60_000;

const toStoredContact = (contact: AircallContact): StoredPhoneContact => ({
  id: contact.id,
  firstName: contact.first_name,
  lastName: contact.last_name,
  information: contact.information,
});

const scalarsOf = (contact: PhoneContact) => ({
  first_name: contact.firstName,
  last_name: contact.lastName,
  information: contact.information,
});

/** Aircall's error body is `{error, troubleshoot}`. */
function errorText(body: string, statusText: string) {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; troubleshoot?: unknown };
    const parts = [parsed.error, parsed.troubleshoot].filter((part) => typeof part === 'string');
    if (parts.length > 0) return parts.join(' – ');
  } catch {
    // Not JSON: the status text says enough.
  }
  return statusText;
}

/**
 * Aircall's public API v1: HTTP Basic `api_id:api_token`. The rate limit is per company, so
 * every answer's `X-AircallApi-Remaining` / `-Reset` is remembered, and when the quota is
 * used up the next call waits for the reset instead of being refused; a 429 (another
 * process used the quota) is waited out the same way.
 */
export function createAircallClient(options: {
  baseUrl: string;
  apiId: string;
  apiToken: string;
  caller?: { userId: number; numberId: number };
  timeoutMs?: number;
  clock?: Clock;
}): PhoneService {
  const clock = options.clock ?? systemClock;
  const authorization = basicAuth(options.apiId, options.apiToken);
  const quota = { remaining: Number.POSITIVE_INFINITY, resetsAt: 0 };

  function rememberQuota(response: Response) {
    const remaining = response.headers.get('x-aircallapi-remaining');
    const reset = response.headers.get('x-aircallapi-reset');
    if (remaining !== null) quota.remaining = Number(remaining);
    // Aircall documents the reset as a Unix timestamp in seconds.
    if (reset !== null) quota.resetsAt = Number(reset) * 1000;
    if (response.status === 429) {
      quota.remaining = 0;
      if (reset === null) quota.resetsAt = clock.now() + DEFAULT_RATE_LIMIT_WINDOW_MS;
    }
  }

  async function waitForQuota() {
    if (quota.remaining > 0) return;
    const wait = quota.resetsAt - clock.now();
    if (wait > 0) await clock.sleep(wait);
    quota.remaining = Number.POSITIVE_INFINITY;
  }

  /** One request and its whole answer; the timeout holds until the body is read. */
  async function send(method: 'GET' | 'POST' | 'DELETE', url: URL, body: unknown) {
    try {
      const response = await fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: authorization,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? INTEGRATION_TIMEOUT_MS),
      });
      return { response, text: await response.text() };
    } catch (error) {
      throw unanswered('aircall', error);
    }
  }

  async function call<Answer extends z.ZodType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    answer: Answer,
    init: { body?: unknown; query?: Record<string, string> } = {},
  ): Promise<z.output<Answer>> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    for (let attempt = 0; ; attempt += 1) {
      await waitForQuota();
      const { response, text } = await send(method, url, init.body);
      rememberQuota(response);
      if (response.status === 429 && attempt < RATE_LIMITED_RETRIES) continue;
      if (!response.ok) {
        throw new IntegrationError(
          'aircall',
          `aircall answered ${response.status}: ${errorText(text, response.statusText)}`,
          response.status,
        );
      }
      return parseAnswer({
        system: 'aircall',
        status: response.status,
        body: parseJson(text),
        answer,
      });
    }
  }

  const { caller } = options;
  return {
    async ping() {
      // `{"ping":"pong"}`: anything else (a proxy's page, another API) is not Aircall answering.
      await call('GET', '/v1/ping', z.object({ ping: z.string() }));
    },

    async findContactByPhone(phoneNumber) {
      const { contacts } = await call(
        'GET',
        '/v1/contacts/search',
        z.object({ contacts: z.array(contactSchema) }),
        { query: { phone_number: phoneNumber } },
      );
      const [first] = contacts;
      return first && toStoredContact(first);
    },

    async createContact(contact) {
      const answer = await call('POST', '/v1/contacts', contactAnswerSchema, {
        body: {
          ...scalarsOf(contact),
          phone_numbers: [{ label: 'Mobiel', value: contact.phoneNumber }],
          emails: [{ label: 'E-mail', value: contact.email }],
        },
      });
      return toStoredContact(answer.contact);
    },

    async updateContact(id, contact) {
      const answer = await call(
        'POST',
        `/v1/contacts/${encodeURIComponent(id)}`,
        contactAnswerSchema,
        { body: scalarsOf(contact) },
      );
      return toStoredContact(answer.contact);
    },

    async deleteContact(id) {
      try {
        await call('DELETE', `/v1/contacts/${encodeURIComponent(id)}`, z.unknown());
      } catch (error) {
        if (!(error instanceof IntegrationError && error.status === 404)) throw error;
      }
    },

    canStartCalls: caller !== undefined,

    async startCall(to) {
      if (!caller) throw new Error('No Aircall user and number are configured to call from');
      await call('POST', `/v1/users/${caller.userId}/calls`, z.unknown(), {
        body: { number_id: caller.numberId, to },
      });
    },
  };
}
