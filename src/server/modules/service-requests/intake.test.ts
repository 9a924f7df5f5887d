import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_TEXTS_EN } from '../../../contract/errors/input-en.ts';
import {
  INPUT_TEXTS_NL,
  type InputMessageKey,
  type InputTexts,
} from '../../../contract/errors/input-nl.ts';
import { LANGUAGES, type Language } from '../../../contract/language.ts';
import { customers, notifications, outgoingEmails, serviceRequests } from '../../db/schema.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { buildSubmission, SAMPLE_BIKE } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { storedRequest } from '../../test/stored-requests.ts';

let smtp: TestSmtpServer;
let server: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestApp({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const bike = SAMPLE_BIKE;

const INPUT_TEXTS = { nl: INPUT_TEXTS_NL, en: INPUT_TEXTS_EN };
/** The keys of the input texts whose words hold no value. */
type FixedWordsKey = {
  [Key in InputMessageKey]: InputTexts[Key] extends string ? Key : never;
}[InputMessageKey];
const submission = buildSubmission;

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/service-requests',
    payload: body as object,
    headers,
  });

/** The sample submission's contact details as they are stored: postcode and phone normalised. */
const SAMPLE_CONTACT_AS_STORED = {
  fullName: 'Sanne de Vries',
  phone: '+31612345678',
  street: 'Overtoom',
  houseNumber: '15',
  houseNumberAddition: '2',
  postalCode: '1054HB',
  city: 'Amsterdam',
};

const storedRequestWithBikes = (id: number) => storedRequest(server.database.db, id);

const countOf = async (
  table: typeof serviceRequests | typeof outgoingEmails | typeof notifications,
) => (await server.database.db.select({ value: count() }).from(table))[0]?.value ?? 0;

const requestCount = () => countOf(serviceRequests);

/** Requests, queued mails and staff notifications, to see that a repeat added none. */
const storedCounts = async () => ({
  requests: await countOf(serviceRequests),
  mails: await countOf(outgoingEmails),
  notifications: await countOf(notifications),
});

const oneMore = (counts: Awaited<ReturnType<typeof storedCounts>>) => ({
  requests: counts.requests + 1,
  mails: counts.mails + 1,
  notifications: counts.notifications + 1,
});

describe('POST /api/service-requests', () => {
  it('stores a pending request with every field the customer gave, and answers id and reference', async () => {
    const response = await submit(submission());
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json();
    expect(reference).toBe(`#SR-${new Date().getFullYear()}-${String(id).padStart(3, '0')}`);
    const stored = await storedRequestWithBikes(id);
    expect(stored).toMatchObject({
      status: 'pending',
      firstName: 'Sanne',
      lastName: 'de Vries',
      ...SAMPLE_CONTACT_AS_STORED,
      customerType: 'private',
      companyName: null,
      email: 'sanne@example.nl',
      deliveryType: 'workshop',
      bikes: [bike],
      isArchived: false,
    });
  });

  it("stores an e-bike's drive system, error code and battery serial, and a lease bike's company and contract, trimmed", async () => {
    const eBikeOnLease = {
      ...bike,
      eBike: { driveSystem: ' Bosch ', errorCode: 'E-503', batterySerial: 'BT 1234-56' },
      lease: { company: 'Lease a Bike', contractNumber: ' LC-123456 ' },
    };
    const plainEBike = { ...bike, eBike: { driveSystem: 'Eigen motor van de fabriek' } };
    const response = await submit(submission({ bikes: [eBikeOnLease, plainEBike, bike] }));
    expect(response.statusCode, response.body).toBe(201);
    const stored = await storedRequestWithBikes(response.json().id);
    expect(stored?.bikes).toEqual([
      {
        ...bike,
        eBike: { driveSystem: 'Bosch', errorCode: 'E-503', batterySerial: 'BT 1234-56' },
        lease: { company: 'Lease a Bike', contractNumber: 'LC-123456' },
      },
      plainEBike,
      bike,
    ]);
  });

  it('derives the full name from first and last name, whatever fullName says', async () => {
    const { id } = (await submit(submission({ fullName: 'Iemand Anders' }))).json();
    expect((await storedRequestWithBikes(id))?.fullName).toBe('Sanne de Vries');
  });

  it('keeps the company name of a business customer', async () => {
    const { id } = (
      await submit(submission({ customerType: 'business', companyName: 'Fietskoeriers BV' }))
    ).json();
    expect(await storedRequestWithBikes(id)).toMatchObject({
      customerType: 'business',
      companyName: 'Fietskoeriers BV',
    });
  });

  it('stores the bike location of an on-location request', async () => {
    const { id } = (
      await submit(
        submission({
          deliveryType: 'on_location',
          bikeLocationStreet: 'Amstel',
          bikeLocationHouseNumber: '1',
          bikeLocationPostcode: '1011pn',
          bikeLocationCity: 'Amsterdam',
        }),
      )
    ).json();
    expect(await storedRequestWithBikes(id)).toMatchObject({
      deliveryType: 'on_location',
      bikeLocationStreet: 'Amstel',
      bikeLocationHouseNumber: '1',
      bikeLocationPostcode: '1011PN',
      bikeLocationCity: 'Amsterdam',
    });
  });

  it('takes a phone whose number, without the country code, has exactly 8 digits', async () => {
    const response = await submit(submission({ phone: '+32 22 12 34 56' }));
    expect(response.statusCode).toBe(201);
    expect((await storedRequestWithBikes(response.json().id))?.phone).toBe('+3222123456');
  });

  it.each([
    ['+31 06-12 34 56 78', '+31612345678'],
    ['+31 (020) 612.3456', '+31206123456'],
    ['+31 +32 470 12 34 56', '+32470123456'],
  ])(
    'takes the phone "%s", written with the separators people use, and stores it as %s',
    async (phone, stored) => {
      const response = await submit(submission({ phone }));
      expect(response.statusCode).toBe(201);
      expect((await storedRequestWithBikes(response.json().id))?.phone).toBe(stored);
    },
  );

  it.each([
    ['phone', '+31 12345678'],
    ['phone', '+1 123 456 7890'],
    ['postalCode', '12345'],
    ['postalCode', 'abc'],
    ['postalCode', '1017'],
  ])(
    'refuses a %s of %j with a message for that field, and stores nothing',
    async (field, value) => {
      const before = await requestCount();
      const response = await submit(submission({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(
        response.json().issues.map((issue: { path: string[] }) => issue.path.join('.')),
      ).toEqual([field]);
      expect(await requestCount()).toBe(before);
    },
  );

  it('refuses a bike location postcode that is no Dutch postcode', async () => {
    const response = await submit(
      submission({
        deliveryType: 'on_location',
        bikeLocationStreet: 'Kerkstraat',
        bikeLocationHouseNumber: '5',
        bikeLocationPostcode: '1017',
        bikeLocationCity: 'Amsterdam',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({ path: ['bikeLocationPostcode'] }),
    ]);
  });

  it('accepts five bikes', async () => {
    const response = await submit(submission({ bikes: Array.from({ length: 5 }, () => bike) }));
    expect(response.statusCode).toBe(201);
    expect((await storedRequestWithBikes(response.json().id))?.bikes).toHaveLength(5);
  });

  const customerRecord = async (email: string) => {
    const rows = await server.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  // Someone else's details, as each form sends them: form A without a house number, form B
  // with one, form C for a business on location.
  const strangersDetails = {
    'form A': { houseNumber: undefined, houseNumberAddition: undefined },
    'form B': { houseNumber: '99', houseNumberAddition: undefined },
    'form C': {
      houseNumber: '7',
      houseNumberAddition: 'H',
      customerType: 'business' as const,
      companyName: 'Fietsdieven BV',
      deliveryType: 'on_location' as const,
      bikeLocationStreet: 'Damrak',
      bikeLocationHouseNumber: '1',
      bikeLocationPostcode: '1012LG',
      bikeLocationCity: 'Amsterdam',
    },
  };

  it.each(Object.entries(strangersDetails))(
    "leaves a known customer's record as it was when a request with their e-mail address in other letter case (%s) carries other details, and keeps those on the request",
    async (form, details) => {
      const email = `bekend-${form.replace(' ', '-').toLowerCase()}@example.nl`;
      await submit(submission({ email }));
      const before = await customerRecord(email);
      const { id } = (
        await submit(
          submission({
            email: email.toUpperCase(),
            firstName: 'Iemand',
            lastName: 'Anders',
            phone: '+31 687654321',
            street: 'Kalverstraat',
            postalCode: '1012 NX',
            city: 'Utrecht',
            ...details,
          }),
        )
      ).json();
      expect(await customerRecord(email)).toEqual(before);
      expect(await storedRequestWithBikes(id)).toMatchObject({
        customerId: before?.id,
        fullName: 'Iemand Anders',
        email,
        phone: '+31687654321',
        street: 'Kalverstraat',
        houseNumber: details.houseNumber ?? null,
        houseNumberAddition: details.houseNumberAddition ?? null,
        postalCode: '1012NX',
        city: 'Utrecht',
        companyName: 'companyName' in details ? details.companyName : null,
      });
    },
  );

  it('creates the customer from the first request sent with a new e-mail address', async () => {
    const { id } = (await submit(submission({ email: 'Nieuw@Example.nl' }))).json();
    const record = await customerRecord('nieuw@example.nl');
    expect(record).toMatchObject(SAMPLE_CONTACT_AS_STORED);
    expect((await storedRequestWithBikes(id))?.customerId).toBe(record?.id);
  });

  it('mails the customer a confirmation with the request number as the confirmation shows it', async () => {
    const { reference } = (await submit(submission({ email: 'bevestiging@example.nl' }))).json();
    const mail = await smtp.waitForMessage(
      (message) => message.to.includes('bevestiging@example.nl'),
      15_000,
    );
    expect(reference).toMatch(/^#SR-\d{4}-\d{3,}$/);
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain('Sanne');
  });

  it('keeps the language the portal sent the request in, and confirms it in that language over SMTP', async () => {
    const { id, reference } = (
      await submit(submission({ email: 'english@example.nl' }), {
        'accept-language': 'en-GB,en;q=0.9',
      })
    ).json();
    expect((await storedRequestWithBikes(id))?.language).toBe('en');
    const mail = await smtp.waitForMessage(
      (message) => message.to.includes('english@example.nl'),
      15_000,
    );
    expect(mail.subject).toBe(`Request received (${reference})`);
    expect(mail.text).toContain('Dear Sanne,');
    expect(mail.html).toContain('Chosen service: At the workshop.');
  });

  it("stores the language a person chose (the cookie) over the browser's, and Dutch by default", async () => {
    const chosen = await submit(submission(), {
      'accept-language': 'en',
      cookie: 'spaak.lang=nl',
    });
    expect((await storedRequestWithBikes(chosen.json().id))?.language).toBe('nl');
    const unsaid = await submit(submission());
    expect((await storedRequestWithBikes(unsaid.json().id))?.language).toBe('nl');
  });

  it('tells the staff about the new request, in a notification that opens it', async () => {
    const { id } = (await submit(submission())).json();
    const [notification] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.serviceRequestId, id));
    expect(notification).toMatchObject({
      severity: 'info',
      type: 'service_request_created',
      relatedId: String(id),
      isRead: false,
    });
  });
});

describe('what POST /api/service-requests refuses, changing nothing', () => {
  /** What a refusal says: the words of a key of the input texts, or the words per language. */
  type Said = FixedWordsKey | Record<Language, string>;
  const refusals: [string, unknown, Said][] = [
    ['no first name', submission({ firstName: ' ' }), 'firstNameRequired'],
    ['no last name', submission({ lastName: '' }), 'lastNameRequired'],
    ['an invalid e-mail address', submission({ email: 'sanne@' }), 'emailInvalid'],
    ['a phone number under 8 characters', submission({ phone: '+31 61' }), 'phoneTooShort'],
    [
      'a number under 8 characters that only reaches 8 with its country code',
      submission({ phone: '+31 1234' }),
      'phoneTooShort',
    ],
    [
      'a number of 8 characters with fewer than 8 digits',
      submission({ phone: '+31 06-12-34' }),
      'phoneTooShort',
    ],
    ['a number with a plus inside it', submission({ phone: '+31 6123+45678' }), 'phoneCharacters'],
    [
      'a number with letters among its digits',
      submission({ phone: '+31 6abc12345678' }),
      'phoneCharacters',
    ],
    [
      'a number spaced out to 8 characters with 6 digits',
      submission({ phone: '+31 61 23 45' }),
      'phoneTooShort',
    ],
    ['no street', submission({ street: '' }), 'streetRequired'],
    ['no postal code', submission({ postalCode: '' }), 'postalCodeRequired'],
    ['no city', submission({ city: '' }), 'cityRequired'],
    ['no bikes', submission({ bikes: [] }), 'bikesMin'],
    ['six bikes', submission({ bikes: Array.from({ length: 6 }, () => bike) }), 'bikesMax'],
    ['a bike without brand', submission({ bikes: [{ ...bike, brand: '' }] }), 'brandRequired'],
    [
      'an issue description under 10 characters',
      submission({ bikes: [{ ...bike, issueDescription: 'Kapot' }] }),
      'issueTooShort',
    ],
    ['a negative mileage', submission({ bikes: [{ ...bike, mileage: -5 }] }), 'mileagePositive'],
    [
      'a mileage that is not a whole number',
      submission({ bikes: [{ ...bike, mileage: 12.5 }] }),
      'mileagePositive',
    ],
    [
      'a photo path that is not an uploaded photo',
      submission({ bikes: [{ ...bike, photoPath: '/api/logout' }] }),
      'unknownPhoto',
    ],
    [
      'an e-bike without its drive system',
      submission({ bikes: [{ ...bike, eBike: { driveSystem: ' ' } }] }),
      'driveSystemRequired',
    ],
    [
      'an error code of strange characters',
      submission({ bikes: [{ ...bike, eBike: { driveSystem: 'Bosch', errorCode: 'E<503>' } }] }),
      'errorCodeInvalid',
    ],
    [
      'an error code over 40 characters',
      submission({
        bikes: [{ ...bike, eBike: { driveSystem: 'Bosch', errorCode: 'E'.repeat(41) } }],
      }),
      'errorCodeInvalid',
    ],
    [
      'a battery serial of strange characters',
      submission({
        bikes: [{ ...bike, eBike: { driveSystem: 'Bosch', batterySerial: 'BT;DROP' } }],
      }),
      'batterySerialInvalid',
    ],
    [
      'a lease bike without its company',
      submission({ bikes: [{ ...bike, lease: { company: '', contractNumber: 'LC-1' } }] }),
      'leaseCompanyRequired',
    ],
    [
      'a lease bike without a contract number',
      submission({ bikes: [{ ...bike, lease: { company: 'Athlon', contractNumber: ' ' } }] }),
      'contractNumberRequired',
    ],
    [
      'a lease bike whose contract number is missing',
      submission({ bikes: [{ ...bike, lease: { company: 'Athlon' } as never }] }),
      'contractNumberRequired',
    ],
    [
      'a contract number over 40 characters',
      submission({
        bikes: [{ ...bike, lease: { company: 'Athlon', contractNumber: '1'.repeat(41) } }],
      }),
      'contractNumberInvalid',
    ],
    [
      'a business without company name',
      submission({ customerType: 'business' }),
      'companyNameRequired',
    ],
    [
      'on-location service without the bike location',
      submission({ deliveryType: 'on_location', bikeLocationStreet: 'Amstel' }),
      'bikeLocationRequired',
    ],
    [
      'an unknown delivery type',
      submission({ deliveryType: 'drone' as 'workshop' }),
      { nl: 'Ongeldige optie', en: 'Invalid option' },
    ],
    [
      'a street of 1000 characters',
      submission({ street: 'x'.repeat(1000) }),
      { nl: 'Maximaal 200 tekens', en: 'At most 200 characters' },
    ],
  ];

  it.each(refusals)(
    'refuses %s with 400 and the message for it, in either language',
    async (_case, body, said) => {
      const before = await requestCount();
      for (const language of LANGUAGES) {
        const response = await submit(body, { 'accept-language': language });
        expect(response.statusCode).toBe(400);
        const words = typeof said === 'string' ? INPUT_TEXTS[language][said] : said[language];
        expect(response.json().message).toContain(words);
      }
      expect(await requestCount()).toBe(before);
    },
  );

  it('refuses fields it does not know', async () => {
    const response = await submit({ ...submission(), status: 'approved' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('submitting twice with an Idempotency-Key', () => {
  it('stores one request, mail and notification, and answers the repeat with the first answer', async () => {
    const before = await storedCounts();
    const headers = { 'idempotency-key': 'dubbelklik-0001' };
    const first = await submit(submission(), headers);
    const second = await submit(submission(), headers);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await storedCounts()).toEqual(oneMore(before));
  });

  it('stores one request, mail and notification when both arrive at the same moment', async () => {
    const before = await storedCounts();
    const headers = { 'idempotency-key': 'tegelijk-0001' };
    const answers = await Promise.all([
      submit(submission(), headers),
      submit(submission(), headers),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(await storedCounts()).toEqual(oneMore(before));
  });

  it('refuses the same key for a different request with 409 and stores nothing of it', async () => {
    const headers = { 'idempotency-key': 'hergebruikt-0001' };
    await submit(submission(), headers);
    const before = await storedCounts();
    const response = await submit(submission({ city: 'Utrecht' }), headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Deze Idempotency-Key hoort bij een andere aanvraag');
    expect(await storedCounts()).toEqual(before);
  });
});

describe('GET /api/config/service-wait-times', () => {
  it('answers the stored wait estimates to anyone', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/config/service-wait-times',
    });
    expect(response.json()).toEqual({ on_location_days: 2, workshop_days: 1 });
  });

  it('lets only an admin change them, at least 1 day each', async () => {
    const patch = (body: unknown, cookie?: string) =>
      server.app.inject({
        method: 'PATCH',
        url: '/api/config/service-wait-times',
        payload: body as object,
        headers: { origin: TEST_PUBLIC_URL, ...(cookie && { cookie }) },
      });
    expect((await patch({ on_location_days: 3, workshop_days: 2 })).statusCode).toBe(401);
    const admin = await server.signIn(server.config.adminEmail ?? '');
    const refused = await patch({ on_location_days: 0, workshop_days: 2 }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Wachttijden moeten minimaal 1 dag zijn');
    expect((await patch({ on_location_days: 4, workshop_days: 2 }, admin)).json()).toEqual({
      on_location_days: 4,
      workshop_days: 2,
    });
  });
});
