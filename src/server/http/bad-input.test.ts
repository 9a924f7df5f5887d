import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKSHOP_CAPACITY } from '../../contract/capacity.ts';
import { INPUT_TEXTS_NL } from '../../contract/errors/input-nl.ts';
import { MAX_RECORD_ID } from '../../contract/fields.ts';
import { isLanguage } from '../../contract/language.ts';
import { QUOTE_AMOUNT_MAX_CENTS } from '../../contract/service-requests/quote-limits.ts';
import { startFakePdok } from '../integrations/address/fake.ts';
import { signInAdmin } from '../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';
import { buildSubmission, insertServiceRequest } from '../test/factories.ts';
import { multipartFiles } from '../test/multipart.ts';
import { smallPhoto } from '../test/photos.ts';

let pdok: Awaited<ReturnType<typeof startFakePdok>>;
let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  pdok = await startFakePdok();
  server = await createTestApp({
    PDOK_URL: pdok.url,
    AIRCALL_WEBHOOK_TOKEN: 'aircall-webhook-token',
    CYCLESOFTWARE_WEBHOOK_SECRET: 'cyclesoftware-webhook-secret',
  });
  asAdmin = await signInAdmin(server);
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

/** Text with a NUL byte in it, which PostgreSQL stores in no text or JSON column. */
const textWithNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Whole numbers that no id or count of ours can be: beyond PostgreSQL's `integer`. */
const hugeNumber = fc
  .bigInt({ min: BigInt(MAX_RECORD_ID) + 1n, max: BigInt(Number.MAX_SAFE_INTEGER) })
  .map(Number);

/** What no field of ours takes: text with NUL, huge numbers, fractions, negatives. */
const neverValidWith = (negatives: fc.Arbitrary<number>) =>
  fc.oneof(
    textWithNul,
    hugeNumber,
    fc.double({ min: -1e6, max: 1e6, noInteger: true, noDefaultInfinity: true, noNaN: true }),
    negatives,
  );
const neverValid = neverValidWith(fc.integer({ max: -1 }));

/**
 * A body field's never-valid values: a quote line's amount takes a discount, down to minus its
 * largest amount.
 */
const neverValidAt = (path: readonly (string | number)[]) =>
  path.at(-1) === 'amountCents'
    ? neverValidWith(fc.integer({ max: -QUOTE_AMOUNT_MAX_CENTS - 1 }))
    : neverValid;

/** What `:id` in a path must not be: beyond `integer`, zero, negative, not a whole number. */
const badId = fc.oneof(
  hugeNumber.map(String),
  fc.constantFrom('99999999999', String(MAX_RECORD_ID + 1), '0', '-1', '1.5', '1e10', 'abc', '%00'),
);

/** The time in a list cursor, as it is written, but of a moment that does not exist. */
const impossibleTime = fc.oneof(
  fc.constantFrom(
    '2026-02-30T10:00:00.000000Z',
    '2026-04-31T10:00:00.000000Z',
    '2026-13-01T00:00:00.000000Z',
    '2026-00-10T00:00:00.000000Z',
    '2026-01-01T24:00:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
  ),
  fc
    .tuple(fc.integer({ min: 13, max: 99 }), fc.integer({ min: 32, max: 99 }))
    .map(([month, day]) => `2026-${month}-${day}T99:99:99.999999Z`),
);

const impossibleCursor = fc
  .tuple(impossibleTime, fc.integer({ min: 1, max: 999 }))
  .map(([time, id]) => Buffer.from(`${time}|${id}`).toString('base64url'));

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
 * have queued (not those the schedules add meanwhile, nor the final failures of those, which
 * a schedule's run adds when a quarter hour passes during the test), and the photo files on
 * disk.
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
      "SELECT 'queued jobs', count(*)::int FROM pgboss.job WHERE name NOT IN (SELECT name FROM pgboss.schedule UNION SELECT name || '__final-failure' FROM pgboss.schedule)",
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
      '/api/config/on-location-note',
      // The dashboard's places, whose query the page reads (decision 036).
      '/admin/serviceverzoeken',
      '/admin/serviceverzoeken/12',
      '/admin/klanten/3',
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

type OpenApiParameter = {
  in: string;
  name: string;
  schema?: { type?: string; format?: string };
};
type Operation = { method: string; path: string; parameters: OpenApiParameter[]; body: boolean };

/**
 * Every operation of the API as its OpenAPI description lists it, so that a new route or field
 * is attacked here without being named. Left out: the sign-in routes, the webhooks and the
 * photo upload and download, which the tests above attack each in their own way.
 */
async function attackedOperations(): Promise<Operation[]> {
  const document = (await inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: OpenApiParameter[]; requestBody?: unknown }>
    >;
  };
  const ownTests = /^\/api\/(login|callback|logout|auth\/|webhooks\/|upload-photo|photos\/)/;
  return Object.entries(document.paths)
    .filter(([path]) => !ownTests.test(path))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody !== undefined,
      })),
    );
}

const keyOf = (operation: { method: string; path: string }) =>
  `${operation.method} ${operation.path}`;

/** The path with every `{param}` filled in. */
const fillPath = (path: string, value: (name: string) => string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));

/** A 400 with a JSON message, and, when given, that message among the issues. */
function expectBadRequest(response: Awaited<ReturnType<typeof inject>>, message?: string) {
  expectRefusal(response);
  expect(response.statusCode, response.body).toBe(400);
  if (message) {
    expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(
      message,
    );
  }
}

/** Every path to a value inside a body, the containers included: `bikes`, `bikes.0.brand`. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) =>
    fieldPaths(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
  );
  return prefix.length === 0 ? children : [prefix, ...children];
}

/** A deep copy of a body with one value replaced. */
function withValueAt(body: object, path: (string | number)[], value: unknown) {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1) as string | number] = value;
  return copy;
}

describe('bad input on every route: NUL bytes, ids beyond integer, impossible dates', () => {
  it('refuses an :id that is no whole number from 1 to 2^31−1 on every route with 400 and changes nothing', async () => {
    // A closed day is named by its date, not an id: its own test refuses impossible dates.
    const isRecordId = (parameter: OpenApiParameter) =>
      parameter.in === 'path' && parameter.schema?.format !== 'date';
    const operations = (await attackedOperations()).filter((operation) =>
      operation.parameters.some(isRecordId),
    );
    expect(operations.length).toBeGreaterThan(20);
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...operations), badId, async (operation, id) => {
          const response = await asAdmin(
            operation.method as 'GET',
            fillPath(operation.path, () => id),
            operation.body ? {} : undefined,
          );
          expectBadRequest(response, INPUT_TEXTS_NL.recordId);
        }),
        RUNS,
      ),
    );
  });

  it('refuses a NUL byte in any query field, a number beyond integer in a numeric one and an impossible cursor with 400', async () => {
    const attacks = (await attackedOperations()).flatMap((operation) =>
      operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ operation, parameter })),
    );
    expect(
      attacks.map(({ operation, parameter }) => `${keyOf(operation)} ${parameter.name}`),
    ).toEqual(
      expect.arrayContaining([
        'GET /api/service-requests search',
        'GET /api/service-requests cursor',
        'GET /api/service-requests/export.csv search',
        'GET /api/customers search',
        'GET /api/outgoing-emails before',
      ]),
    );
    const badValue = ({ parameter }: (typeof attacks)[number]) =>
      fc.oneof(
        textWithNul.map((value) => ({ value, message: undefined })),
        ...(['integer', 'number'].includes(parameter.schema?.type ?? '')
          ? [hugeNumber.map((value) => ({ value: String(value), message: undefined }))]
          : []),
        ...(parameter.name === 'cursor'
          ? [impossibleCursor.map((value) => ({ value, message: INPUT_TEXTS_NL.listCursor }))]
          : []),
      );
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...attacks)
            .chain((attack) => fc.tuple(fc.constant(attack), badValue(attack))),
          async ([{ operation, parameter }, { value, message }]) => {
            const query = new URLSearchParams({ [parameter.name]: value });
            const response = await asAdmin(
              operation.method as 'GET',
              `${fillPath(operation.path, () => '1')}?${query}`,
            );
            expectBadRequest(response, message);
          },
        ),
        RUNS,
      ),
    );
  });

  it('refuses a NUL byte, a number beyond integer or a fraction in any field of any body with 400 and stores nothing', async () => {
    const request = await insertServiceRequest(server.database.db);
    const { rows } = await server.database.executeSql(
      `SELECT (SELECT min(id) FROM rejection_reasons) AS reason, (SELECT min(id) FROM email_templates) AS template,
        (SELECT min(id) FROM bikes WHERE service_request_id = ${request.id}) AS bike,
        (SELECT min(id) FROM admins) AS admin`,
    );
    const { reason, template, bike, admin } = rows[0] as {
      reason: number;
      template: number;
      bike: number;
      admin: number;
    };
    const label = (
      await asAdmin('POST', '/api/labels', { name: 'Spoed', color: '#dc2626' })
    ).json();
    const mailTemplate = {
      status: 'rejected',
      rejectionReasonId: reason,
      language: 'en',
      subject: 'Over je aanvraag {{request.reference}}',
      htmlContent: '<p>Hallo {{customer.firstName}}</p>',
      isActive: true,
    };
    // An edit carries no fullName: the server derives it, so a NUL there is ignored, not refused.
    // An e-bike on lease, so that its nested facts are attacked too.
    const submission = buildSubmission();
    const withBikeFacts = {
      ...submission,
      bikes: submission.bikes.map((bike) => ({
        ...bike,
        eBike: { driveSystem: 'Bosch', errorCode: 'E-503', batterySerial: 'BT 1234-56' },
        lease: { company: 'Lease a Bike', contractNumber: 'LC-123456' },
      })),
    };
    const { fullName: _derivedByTheServer, ...requestEdit } = withBikeFacts;
    /** A body each route would take, and the ids in its path. */
    const validRequests: Record<string, { ids: Record<string, number>; body: object }> = {
      'POST /api/service-requests': { ids: {}, body: withBikeFacts },
      'PUT /api/service-requests/{id}': { ids: { id: request.id }, body: requestEdit },
      'PATCH /api/service-requests/{id}/approve': {
        ids: { id: request.id },
        body: {
          freightliveActivityType: 'stop',
          freightliveActivityDuration: 45,
          plannedDate: '2026-12-01',
          minutesPerBike: 60,
          confirmOverfull: true,
        },
      },
      'PATCH /api/service-requests/{id}/reject': {
        ids: { id: request.id },
        body: { rejectionReasonId: reason },
      },
      'POST /api/service-requests/{id}/archive': {
        ids: { id: request.id },
        body: { reason: 'Klaar' },
      },
      'PATCH /api/service-requests/{id}/bikes/{bikeId}/stage': {
        ids: { id: request.id, bikeId: bike },
        body: { stage: 'in_repair', version: 0, note: 'Ketting besteld' },
      },
      'PATCH /api/service-requests/{id}/bikes/{bikeId}/plan': {
        ids: { id: request.id, bikeId: bike },
        body: { plannedDate: '2026-12-01', plannedMinutes: 90, version: 0, confirmOverfull: true },
      },
      'PATCH /api/service-requests/{id}/bikes/{bikeId}/assignee': {
        ids: { id: request.id, bikeId: bike },
        body: { assigneeId: admin, version: 0 },
      },
      'POST /api/service-requests/{id}/bikes/{bikeId}/quotes': {
        ids: { id: request.id, bikeId: bike },
        body: {
          version: 1,
          lines: [
            { description: 'Nieuwe ketting', amountCents: 3450 },
            { description: 'Korting', amountCents: -500 },
          ],
          note: 'Ketting is op',
        },
      },
      'POST /api/service-requests/{id}/notes': {
        ids: { id: request.id },
        body: { body: 'Klant belt terug na 17:00' },
      },
      'POST /api/admins': { ids: {}, body: { email: 'collega@werkplaats.test' } },
      'PATCH /api/config/service-wait-times': {
        ids: {},
        body: { on_location_days: 2, workshop_days: 1 },
      },
      'PUT /api/config/workshop-capacity': { ids: {}, body: DEFAULT_WORKSHOP_CAPACITY },
      'POST /api/config/closed-days': {
        ids: {},
        body: { date: '2026-12-25', description: 'Eerste Kerstdag' },
      },
      'PUT /api/config/on-location-note': {
        ids: {},
        body: { nl: 'Voorrijkosten € 25', en: 'Call-out charge € 25' },
      },
      'POST /api/lease-companies': { ids: {}, body: { name: 'Fietsplan' } },
      'POST /api/labels': {
        ids: {},
        body: { name: 'Wacht op onderdelen', color: '#0284c7', description: 'Besteld' },
      },
      'PATCH /api/labels/{id}': {
        ids: { id: label.id },
        body: { name: 'Spoedklus', color: '#dc2626', description: 'Met voorrang' },
      },
      'DELETE /api/customers/{id}': { ids: { id: 1 }, body: { confirmEmail: 'daan@example.nl' } },
      'POST /api/email-templates': { ids: {}, body: mailTemplate },
      'PUT /api/email-templates/{id}': { ids: { id: template }, body: mailTemplate },
      'POST /api/email-templates/preview': {
        ids: {},
        body: {
          language: mailTemplate.language,
          subject: mailTemplate.subject,
          htmlContent: mailTemplate.htmlContent,
        },
      },
      'POST /api/admin/aircall/make-call': { ids: {}, body: { phoneNumber: '+31 612345678' } },
    };
    const withBody = (await attackedOperations()).filter((operation) => operation.body);
    expect(withBody.map(keyOf).sort()).toEqual(Object.keys(validRequests).sort());

    const attacks = Object.entries(validRequests).flatMap(([key, valid]) =>
      fieldPaths(valid.body).map((path) => ({ key, valid, path })),
    );
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...attacks)
            .chain((attack) => fc.tuple(fc.constant(attack), neverValidAt(attack.path))),
          async ([{ key, valid, path }, value]) => {
            const [method = '', url = ''] = key.split(' ');
            const response = await asAdmin(
              method as 'POST',
              fillPath(url, (name) => String(valid.ids[name])),
              withValueAt(valid.body, path, value),
            );
            expectBadRequest(response);
          },
        ),
        { numRuns: 150 },
      ),
    );
  });
});

describe('bad input on the staff endpoints', () => {
  it('PUT /api/service-requests/{id} refuses any malformed edit with a 4xx message and changes nothing', async () => {
    const admin = await server.signIn(TEST_ADMIN_EMAIL);
    const { id } = await insertServiceRequest(server.database.db);
    const adminHeaders = { cookie: admin, ...fromOurPages };
    const read = async () =>
      (
        await inject({ method: 'GET', url: `/api/service-requests/${id}`, headers: adminHeaders })
      ).json();
    const before = await read();
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(fc.oneof(anyJson, nearlyASubmission), async (body) => {
          const response = await inject({
            method: 'PUT',
            url: `/api/service-requests/${id}`,
            headers: { ...adminHeaders, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectRefusal(response);
        }),
        RUNS,
      ),
    );
    expect(await read()).toEqual(before);
  });

  it('POST /api/service-requests/:id/adopt-contact-details refuses odd ids and junk bodies with a 4xx message and stores nothing', async () => {
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(oddString, anyJson, async (id, body) => {
          const response = await asAdmin(
            'POST',
            `/api/service-requests/${encodeURIComponent(id)}/adopt-contact-details`,
            { body },
          );
          expectRefusal(response);
        }),
        RUNS,
      ),
    );
  });

  it("PUT /api/auth/user/language refuses anything but 'nl' or 'en' with 400 and keeps the choice", async () => {
    const admin = await server.signIn(TEST_ADMIN_EMAIL);
    const read = async () =>
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: admin } })).json();
    const before = await read();
    const notALanguageChoice = fc
      .oneof(anyJson, fc.record({ language: fc.oneof(oddString, anyJson) }))
      .filter((body) => !isLanguage((body as { language?: unknown } | null)?.language));
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(notALanguageChoice, async (body) => {
          const response = await inject({
            method: 'PUT',
            url: '/api/auth/user/language',
            headers: { cookie: admin, ...fromOurPages, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectBadRequest(response);
        }),
        RUNS,
      ),
    );
    expect(await read()).toEqual(before);
  });
});

describe("bad input on the staff's request list", () => {
  it('GET /api/service-requests and its counts answer odd query strings with a list or a 4xx message, never a server error', async () => {
    const admin = await server.signIn(TEST_ADMIN_EMAIL);
    const listQuery = fc.record(
      {
        search: oddString,
        filter: fc.oneof(fc.constantFrom('active', 'archived'), oddString),
        status: fc.oneof(fc.constantFrom('pending', 'approved', 'rejected'), oddString),
        limit: fc.oneof(fc.integer().map(String), oddString),
        cursor: oddString,
        extra: oddString,
      },
      { requiredKeys: [] },
    );
    await expectNothingStored(() =>
      fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/api/service-requests', '/api/service-requests/counts'),
          listQuery,
          async (url, query) => {
            const response = await inject({
              method: 'GET',
              url,
              query,
              headers: { cookie: admin },
            });
            if (response.statusCode !== 200) expectRefusal(response);
          },
        ),
        RUNS,
      ),
    );
  });
});
