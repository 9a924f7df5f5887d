import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../contract/service-requests/money.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { insertServiceRequest, SAMPLE_BIKE } from '../../test/factories.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp({
    WORKSHOP_NAME: 'Spaak Fietsen',
    WORKSHOP_ADDRESS: 'Lemelerbergweg 48, 1101AM Amsterdam',
    WORKSHOP_PHONE: '020 123 4567',
    MARKETING_URL: 'https://spaak.amsterdam',
  });
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const E_BIKE_ON_LEASE = {
  ...SAMPLE_BIKE,
  brand: 'Gazelle',
  model: 'Ultimate C380',
  frameNumber: 'GZ-2026-889911',
  mileage: 4321,
  issueDescription: 'De motor valt uit bij het optrekken <b>en</b> piept.',
  eBike: { driveSystem: 'Bosch', errorCode: 'ERROR 503', batterySerial: 'BT-0042-7781' },
  lease: { company: 'Lease a Bike', contractNumber: 'LAB-2026-55501' },
};

/** An approved request of a lease e-bike and a bike of its own, as staff get it. */
async function approvedRequest() {
  const request = await insertServiceRequest(server.database.db, {
    fullName: 'Sanne de Vries',
    email: 'sanne@example.nl',
    phone: '+31612345678',
    street: 'Overtoom',
    houseNumber: '15',
    postalCode: '1054HB',
    city: 'Amsterdam',
    bikes: [E_BIKE_ON_LEASE, { brand: 'Cortina', issueDescription: 'Lekke band achter.' }],
  });
  const approval = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
  expect(approval.statusCode, approval.body).toBe(200);
  const { bikes } = (await asAdmin('GET', `/api/service-requests/${request.id}`)).json();
  return {
    id: request.id,
    reference: formatReference(request.id, request.createdAt),
    leaseBikeId: bikes[0].id as number,
    ownBikeId: bikes[1].id as number,
  };
}

type Approved = Awaited<ReturnType<typeof approvedRequest>>;

const pathOf = (request: Approved, bikeId = request.leaseBikeId) =>
  `/api/service-requests/${request.id}/bikes/${bikeId}/lessor-quote`;

async function sendQuote(request: Approved, version: number, lines: object[]) {
  const sent = await asAdmin(
    'POST',
    `/api/service-requests/${request.id}/bikes/${request.leaseBikeId}/quotes`,
    { version, lines },
  );
  expect(sent.statusCode, sent.body).toBe(201);
}

describe('GET /api/service-requests/:id/bikes/:bikeId/lessor-quote', () => {
  it('shows the workshop, the customer, the lease, the bike, the newest quote, the issue and the photo, in Dutch', async () => {
    const request = await approvedRequest();
    await sendQuote(request, 1, [{ description: 'Oude regel', amountCents: 100 }]);
    await sendQuote(request, 2, [
      { description: 'Motor uitlezen & updaten', amountCents: 4500 },
      { description: 'Nieuwe kabelboom', amountCents: 8950 },
    ]);

    const response = await asAdmin('GET', pathOf(request));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="nl-NL">');
    for (const text of [
      'Offerte voor leasemaatschappij',
      'Spaak Fietsen',
      'Lemelerbergweg 48, 1101AM Amsterdam',
      '020 123 4567',
      'spaak.amsterdam',
      request.reference,
      'Sanne de Vries',
      'Overtoom 15, 1054HB Amsterdam',
      'sanne@example.nl',
      '+31 6 12345678',
      'Lease a Bike',
      'LAB-2026-55501',
      'Gazelle',
      'Ultimate C380',
      'GZ-2026-889911',
      'Bosch',
      'BT-0042-7781',
      'ERROR 503',
      '4.321 km',
      'Versie 2',
      'Motor uitlezen &amp; updaten',
      formatCents(4500, 'nl'),
      'Nieuwe kabelboom',
      formatCents(8950, 'nl'),
      'Totaal incl. btw',
      formatCents(13_450, 'nl'),
      // The customer's words, as words: their markup is not the page's.
      'De motor valt uit bij het optrekken &lt;b&gt;en&lt;/b&gt; piept.',
      `src="${SAMPLE_BIKE.photoPath}"`,
    ]) {
      expect(html).toContain(text);
    }
    // Only the newest version; the other bike is not this quote's.
    expect(html).not.toContain('Oude regel');
    expect(html).not.toContain('Cortina');
  });

  it('prints on A4 with no script, only the stylesheet and its own paper style allowed', async () => {
    const request = await approvedRequest();
    const response = await asAdmin('GET', pathOf(request));
    expect(response.body).toContain('@page { size: A4;');
    expect(response.body).not.toMatch(/<script|javascript:|\son\w+=/i);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/^default-src 'none'; style-src 'self' 'sha256-[\w+/=]+';/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('script-src');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says a bike without a quote has none yet', async () => {
    const request = await approvedRequest();
    const response = await asAdmin('GET', pathOf(request));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Nog geen offerte opgesteld');
  });

  it('answers 404 in words for a bike that is not on lease, of another request, or an unknown request', async () => {
    const request = await approvedRequest();
    const other = await approvedRequest();
    const notOnLease = await asAdmin('GET', pathOf(request, request.ownBikeId));
    expect(notOnLease.statusCode).toBe(404);
    expect(notOnLease.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(notOnLease.body).toContain(
      `Fiets 2 van ${request.reference} is geen leasefiets, dus er is geen offerte voor een leasemaatschappij`,
    );
    const foreignBike = await asAdmin('GET', pathOf(request, other.leaseBikeId));
    expect(foreignBike.statusCode).toBe(404);
    expect(foreignBike.body).toContain('Deze fiets hoort niet (meer) bij deze aanvraag');
    const unknown = await asAdmin('GET', pathOf({ ...request, id: 99_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Serviceaanvraag 99999 bestaat niet');
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const request = await approvedRequest();
    const signedOut = await server.app.inject({ method: 'GET', url: pathOf(request) });
    expect(signedOut.statusCode).toBe(401);
    const customer = await server.signIn('klant@example.nl');
    const asCustomer = await server.app.inject({
      method: 'GET',
      url: pathOf(request),
      headers: { cookie: customer, origin: TEST_PUBLIC_URL },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.body).not.toContain('Sanne');
  });

  it('speaks English when asked, or in the language the staff member chose for the dashboard', async () => {
    const request = await approvedRequest();
    await sendQuote(request, 1, [{ description: 'New wiring loom', amountCents: 8950 }]);
    const asked = await asAdmin('GET', `${pathOf(request)}?lang=en`);
    expect(asked.body).toContain('<html lang="en-GB">');
    for (const text of [
      'Quote for the leasing company',
      'Contract number',
      'Battery serial number',
      '4,321 km',
      'Total incl. VAT',
      formatCents(8950, 'en'),
    ]) {
      expect(asked.body).toContain(text);
    }
    expect(asked.body).not.toContain('Contractnummer');

    const added = await asAdmin('POST', '/api/admins', { email: 'english@werkplaats.test' });
    expect(added.statusCode, added.body).toBe(201);
    const cookie = await server.signIn('english@werkplaats.test');
    const headers = { cookie, origin: TEST_PUBLIC_URL };
    const chose = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/user/language',
      payload: { language: 'en' },
      headers,
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const chosen = await server.app.inject({ method: 'GET', url: pathOf(request), headers });
    expect(chosen.body).toContain('Quote for the leasing company');

    const notOnLease = await asAdmin('GET', `${pathOf(request, request.ownBikeId)}?lang=en`);
    expect(notOnLease.body).toContain(`Bike 2 of ${request.reference} is not a lease bike`);
  });
});
