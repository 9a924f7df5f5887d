import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePdok } from '../integrations/address/fake.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';
import { multipartFiles } from '../test/multipart.ts';
import { smallPhoto } from '../test/photos.ts';

let pdok: Awaited<ReturnType<typeof startFakePdok>>;
let server: TestApp;

beforeAll(async () => {
  pdok = await startFakePdok();
  server = await createTestApp({
    PDOK_URL: pdok.url,
    AIRCALL_WEBHOOK_TOKEN: 'aircall-webhook-token',
    CYCLESOFTWARE_WEBHOOK_SECRET: 'cyclesoftware-webhook-secret',
  });
});

afterAll(async () => {
  await server?.close();
  await pdok?.stop();
});

const fromOurPages = { origin: TEST_PUBLIC_URL };

/** What an HTTP header may carry: printable ASCII without spaces (a cookie, a signature). */
const headerValue = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map(String.fromCharCode),
});

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

/**
 * What bad input must leave as it was: the number of rows of every table, the jobs it could
 * have queued (not those the schedules add meanwhile), and the photo files on disk.
 */
async function snapshot() {
  const { rows: tables } = await server.database.executeSql(
    "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const counts = (tables as { name: string }[]).map(
    ({ name }) => `SELECT '${name}' AS name, count(*)::int AS rows FROM ${name}`,
  );
  const { rows } = await server.database.executeSql(
    [
      ...counts,
      "SELECT 'queued jobs', count(*)::int FROM pgboss.job WHERE name NOT IN (SELECT name FROM pgboss.schedule)",
    ].join(' UNION ALL '),
  );
  const uploads = path.join(server.config.dataDir, 'uploads');
  const photoFiles = existsSync(uploads) ? readdirSync(uploads, { recursive: true }).length : 0;
  return { rows, photoFiles };
}

/** Runs the property, then checks that it stored, queued and wrote nothing. */
async function expectNothingStored(property: () => Promise<void>) {
  const before = await snapshot();
  await property();
  expect(await snapshot()).toEqual(before);
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

const inject = (request: InjectOptions) => server.app.inject(request);

const uploadRequest = ({ payload, headers }: ReturnType<typeof multipartFiles>) =>
  inject({
    method: 'POST',
    url: '/api/upload-photo',
    headers: { ...fromOurPages, ...headers },
    payload,
  });

const photoParts = (photo: Buffer, count: number) =>
  Array.from({ length: count }, () => ({
    fieldName: 'photo',
    fileName: 'fiets.jpg',
    bytes: photo,
  }));

describe('bad input on the public endpoints', () => {
  it('POST /api/service-requests refuses any malformed body with a 4xx message and stores nothing', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(fc.oneof(anyJson, nearlyASubmission), async (body) => {
          const response = await inject({
            method: 'POST',
            url: '/api/service-requests',
            headers: { ...fromOurPages, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectRefusal(response);
        }),
        RUNS,
      ),
    );
  });

  it('POST /api/service-requests refuses bodies that are not JSON at all', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (payload, contentType) => {
            const response = await inject({
              method: 'POST',
              url: '/api/service-requests',
              headers: { ...fromOurPages, 'content-type': contentType },
              payload,
            });
            expectRefusal(response);
          },
        ),
        RUNS,
      ),
    );
  });

  it('POST /api/auth/magic-link refuses junk with a 4xx message and stores no sign-in link', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(anyJson, async (body) => {
          const response = await inject({
            method: 'POST',
            url: '/api/auth/magic-link',
            headers: { ...fromOurPages, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectRefusal(response);
        }),
        RUNS,
      ),
    );
  });

  it('POST /api/login (the sign-in form) answers junk fields without a server error and stores nothing', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(fc.dictionary(oddString, oddString, { maxKeys: 3 }), async (fields) => {
          const response = await inject({
            method: 'POST',
            url: '/api/login',
            headers: { ...fromOurPages, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fields).toString(),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        }),
        { numRuns: 30 },
      ),
    );
  });

  it('the address lookups answer odd query strings without a server error', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(oddString, oddString, oddString, async (postcode, houseNumber, q) => {
          const lookup = await inject({
            method: 'GET',
            url: '/api/address-lookup',
            query: { postcode, houseNumber, addition: q },
          });
          const suggestions = await inject({
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
      ),
    );
  });

  it('the other public pages and reads answer odd query strings and session cookies without a server error', async () => {
    const paths = [
      '/api/health',
      '/api/auth/user',
      '/api/login',
      '/api/callback',
      '/api/logout',
      '/api/site',
      '/api/config/service-wait-times',
    ];
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.dictionary(oddString, oddString, { maxKeys: 3 }),
          headerValue,
          async (url, query, sessionId) => {
            const response = await inject({
              method: 'GET',
              url,
              query,
              headers: { cookie: `spaak.sid=${sessionId.replaceAll(';', '')}` },
            });
            expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
          },
        ),
        RUNS,
      ),
    );
  });

  it('GET /api/auth/magic with any token shows a page, never a server error, and signs nobody in', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(oddString, async (token) => {
          const response = await inject({
            method: 'GET',
            url: '/api/auth/magic',
            query: { token },
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.headers['set-cookie'] ?? '').not.toMatch(/spaak\.sid=[^;]+;/);
        }),
        { numRuns: 30 },
      ),
    );
  });

  it('POST /api/auth/magic with any token never fails with a server error and signs nobody in', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(
          fc.oneof(oddString, fc.constant(undefined)),
          fc.constantFrom('form', 'json'),
          async (token, encoding) => {
            const body: Record<string, string> = token === undefined ? {} : { token };
            const response = await inject({
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
      ),
    );
  });

  it('the webhooks refuse junk deliveries and junk signatures with a 4xx message and store nothing', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(anyJson, fc.option(headerValue), async (body, signature) => {
          const aircall = await inject({
            method: 'POST',
            url: '/api/webhooks/aircall',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          const cycleSoftware = await inject({
            method: 'POST',
            url: '/api/webhooks/cyclesoftware',
            headers: {
              'content-type': 'application/json',
              ...(signature !== null && { 'x-cyclesoftware-signature': signature }),
            },
            payload: JSON.stringify(body),
          });
          expectRefusal(aircall);
          expectRefusal(cycleSoftware);
        }),
        RUNS,
      ),
    );
  });

  it('POST /api/upload-photo refuses malformed multipart and non-images with a 4xx message', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 2000 }),
          fc.constantFrom('photo', 'file', ''),
          fc.constantFrom('a.jpg', '../../etc/passwd', 'x.svg', '\u202egpj.exe', ''),
          async (bytes, fieldName, fileName) => {
            expectRefusal(await uploadRequest(multipartFiles([{ fieldName, fileName, bytes }])));
          },
        ),
        { numRuns: 40 },
      ),
    );
  });

  it('POST /api/upload-photo refuses a photo cut off anywhere, or sent with more parts, and keeps no file', async () => {
    // A real photo, so that a cut-off upload is cut off in the middle of an image.
    const photo = await smallPhoto();
    const whole = multipartFiles(photoParts(photo, 1));
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc
              .integer({ min: 0, max: whole.payload.length - 3 })
              .map((end) => ({ ...whole, payload: whole.payload.subarray(0, end) })),
            fc.integer({ min: 2, max: 5 }).map((count) => multipartFiles(photoParts(photo, count))),
          ),
          async (body) => {
            expectRefusal(await uploadRequest(body));
          },
        ),
        { numRuns: 40 },
      ),
    );
  });

  it('POST /api/upload-photo refuses a body that is not multipart at all', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (payload) => {
          const response = await inject({
            method: 'POST',
            url: '/api/upload-photo',
            headers: { ...fromOurPages, 'content-type': 'multipart/form-data; boundary=x' },
            payload,
          });
          expectRefusal(response);
        }),
        { numRuns: 30 },
      ),
    );
  });
});
