import { expect } from 'vitest';
import type { NotificationSource } from '../../contract/notifications.ts';
import type { FakeResponse } from '../integrations/fake-http.ts';
import { IntegrationError } from '../integrations/http.ts';

/**
 * 2xx answers that are no vendor's API, as a proxy, a login page or a changed API sends them:
 * every client must turn each into a failure of its system, never read one as data.
 */
export const UNEXPECTED_ANSWERS: Record<string, FakeResponse> = {
  'an empty body': { status: 200 },
  'an HTML page': {
    status: 200,
    raw: '<!doctype html><html><body><h1>Inloggen</h1></body></html>',
    headers: { 'content-type': 'text/html' },
  },
  'an error flag': { status: 200, body: { error: true } },
  'a changed shape': { status: 200, body: { result: { items: [{ identifier: 'x' }] } } },
};

/**
 * Runs each call and expects it to fail as an `IntegrationError` of `system` saying that the
 * system answered 200 with an unexpected body, without quoting `secret`.
 */
export async function expectEachToFailAsUnexpected(
  system: NotificationSource,
  secret: string,
  calls: (() => Promise<unknown>)[],
) {
  for (const call of calls) {
    const error = await call().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error).toMatchObject({
      system,
      status: 200,
      message: expect.stringMatching(new RegExp(`^${system} answered 200 with an unexpected body`)),
    });
    expect((error as IntegrationError).message).not.toContain(secret);
  }
}
