import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, magicLinkTokens, serviceRequests } from '../db/schema.ts';
import { startFakePdok } from '../integrations/address/fake.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';

let pdok: Awaited<ReturnType<typeof startFakePdok>>;
let server: TestApp;

beforeAll(async () => {
  pdok = await startFakePdok();
  server = await createTestApp({ PDOK_URL: pdok.url });
});

afterAll(async () => {
  await server?.close();
  await pdok?.stop();
});

const fromOurPages = { origin: TEST_PUBLIC_URL };

/** Strings people and scripts send: odd Unicode, control characters, huge ones, markup. */
const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '<script>alert(1)</script>', '%00', "' OR 1=1 --"),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
);

/** Any JSON value, with odd strings in it: wrong types, nulls, nested junk. */
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    oddString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(oddString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A submission that is nearly right: real field names with wrong, missing or extra values. */
const nearlyASubmission = fc.record(
  {
    fullName: fc.oneof(oddString, anyJson),
    email: fc.oneof(fc.emailAddress(), oddString, anyJson),
    phone: fc.oneof(oddString, anyJson),
    customerType: fc.oneof(fc.constantFrom('private', 'business'), anyJson),
    deliveryType: fc.oneof(fc.constantFrom('workshop', 'on_location'), anyJson),
    bikes: fc.oneof(fc.array(fc.dictionary(oddString, anyJson), { maxLength: 7 }), anyJson),
    postalCode: fc.oneof(oddString, anyJson),
    houseNumber: fc.oneof(oddString, anyJson),
    extra: anyJson,
  },
  { requiredKeys: [] },
);

async function rowCounts() {
  const { db } = server.database;
  const [[requests], [people], [tokens]] = await Promise.all([
    db.select({ value: count() }).from(serviceRequests),
    db.select({ value: count() }).from(customers),
    db.select({ value: count() }).from(magicLinkTokens),
  ]);
  return { requests: requests?.value, people: people?.value, tokens: tokens?.value };
}

/** The answer is a client error with a JSON message, never a server error. */
function expectRefusal(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(response.body).message).toEqual(expect.any(String));
}

const RUNS = { numRuns: 60 };

describe('bad input on the public endpoints', () => {
  it('POST /api/service-requests refuses any malformed body with a 4xx message and stores nothing', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, nearlyASubmission), async (body) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/service-requests',
          headers: { ...fromOurPages, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expectRefusal(response);
      }),
      RUNS,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('POST /api/service-requests refuses bodies that are not JSON at all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (payload, contentType) => {
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/service-requests',
            headers: { ...fromOurPages, 'content-type': contentType },
            payload,
          });
          expectRefusal(response);
        },
      ),
      RUNS,
    );
  });

  it('POST /api/auth/magic-link never fails with a server error and stores no token for junk', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/auth/magic-link',
          headers: { ...fromOurPages, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expectRefusal(response);
      }),
      RUNS,
    );
    expect((await rowCounts()).tokens).toBe(before.tokens);
  });

  it('the address lookups answer odd query strings without a server error', async () => {
    await fc.assert(
      fc.asyncProperty(oddString, oddString, oddString, async (postcode, houseNumber, q) => {
        const lookup = await server.app.inject({
          method: 'GET',
          url: '/api/address-lookup',
          query: { postcode, houseNumber, addition: q },
        });
        const suggestions = await server.app.inject({
          method: 'GET',
          url: '/api/address-autocomplete',
          query: { q, limit: houseNumber },
        });
        for (const response of [lookup, suggestions]) {
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) expectRefusal(response);
        }
      }),
      RUNS,
    );
  });

  it('GET /api/auth/magic with any token shows a page, never a server error, and signs nobody in', async () => {
    await fc.assert(
      fc.asyncProperty(oddString, async (token) => {
        const response = await server.app.inject({
          method: 'GET',
          url: '/api/auth/magic',
          query: { token },
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.headers['set-cookie'] ?? '').not.toMatch(/spaak\.sid=[^;]+;/);
      }),
      { numRuns: 30 },
    );
  });

  it('POST /api/auth/magic with any token never fails with a server error and signs nobody in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(oddString, fc.constant(undefined)),
        fc.constantFrom('form', 'json'),
        async (token, encoding) => {
          const body: Record<string, string> = token === undefined ? {} : { token };
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/auth/magic',
            headers: {
              ...fromOurPages,
              'content-type':
                encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
            },
            payload:
              encoding === 'form' ? new URLSearchParams(body).toString() : JSON.stringify(body),
          });
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.headers['set-cookie'] ?? '').not.toMatch(/spaak\.sid=[^;]+;/);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('POST /api/upload-photo refuses malformed multipart and non-images with a 4xx message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('photo', 'file', ''),
        fc.constantFrom('a.jpg', '../../etc/passwd', 'x.svg', '\u202egpj.exe', ''),
        async (bytes, field, filename) => {
          const boundary = '----spaakfuzz';
          const payload = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
            Buffer.from(bytes),
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/upload-photo',
            headers: {
              ...fromOurPages,
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            payload,
          });
          expectRefusal(response);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('POST /api/upload-photo refuses a body that is not multipart at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (payload) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/upload-photo',
          headers: { ...fromOurPages, 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        });
        expectRefusal(response);
      }),
      { numRuns: 30 },
    );
  });
});
