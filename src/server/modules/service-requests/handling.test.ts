import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_ARCHIVE_REASON } from '../../../contract/service-requests/archive.ts';
import { REQUEST_LIST_TOTAL_CAP } from '../../../contract/service-requests/list.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import {
  bikes,
  labels,
  outgoingEmails,
  rejectionReasons,
  serviceRequestLabels,
  serviceRequests,
} from '../../db/schema.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { insertServiceRequest, setStatusMailsActive } from '../../test/factories.ts';
import { storedRequest } from '../../test/stored-requests.ts';

let server: TestApp;
let admin: string;

beforeAll(async () => {
  server = await createTestApp();
  admin = await server.signIn(TEST_ADMIN_EMAIL);
});

afterAll(async () => {
  await server?.close();
});

const call = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { cookie: admin, origin: TEST_PUBLIC_URL },
  });

const list = async (query: string) => (await call('GET', `/api/service-requests?${query}`)).json();
const create = (overrides: Parameters<typeof insertServiceRequest>[1] = {}) =>
  insertServiceRequest(server.database.db, overrides);
const mailsFor = (id: number) =>
  server.database.db.select().from(outgoingEmails).where(eq(outgoingEmails.serviceRequestId, id));

describe('GET /api/service-requests', () => {
  it('answers pages of requests with bikes and work order ids as arrays, and their total', async () => {
    await create({ status: 'approved' });
    const body = await list('limit=5');
    expect(Array.isArray(body.items[0].bikes)).toBe(true);
    expect(Array.isArray(body.items[0].workOrderIds)).toBe(true);
    expect(body.items[0].reference).toMatch(/^#SR-\d{4}-\d{3,}$/);
    expect(body).toEqual(
      expect.objectContaining({ total: expect.any(Number), totalIsCapped: false }),
    );
  });

  it.each([
    ['a fragment of the name', 'zoekbare', (id: number) => id],
    ['the name typed in capitals', 'KAREL ZOEK', (id: number) => id],
    ['an e-mail address typed in capitals', 'VINDMIJ@EXAMPLE', (id: number) => id],
    ['the company name', 'Koeriersdienst Snel', (id: number) => id],
    ['the e-mail address', 'vindmij@', (id: number) => id],
    ['the street', 'Zoekstraat', (id: number) => id],
    ['the street with house number and addition', 'zoekstraat 42B', (id: number) => id],
    ['the postcode typed with a space', '9876 zx', (id: number) => id],
    ['part of the postcode typed with a space', '9876 z', (id: number) => id],
    [
      'the ticket number',
      '',
      (id: number) => `%23SR-${new Date().getFullYear()}-${String(id).padStart(3, '0')}`,
    ],
  ])('finds a request by %s', async (_field, search, query) => {
    const request = await create({
      fullName: 'Karel Zoekbare',
      companyName: 'Koeriersdienst Snel',
      email: 'vindmij@example.nl',
      street: 'Zoekstraat',
      houseNumber: '42',
      houseNumberAddition: 'B',
      postalCode: '9876ZX',
    });
    const term = search ? encodeURIComponent(search) : query(request.id);
    const body = await list(`search=${term}`);
    expect(body.items.map((item: { id: number }) => item.id)).toContain(request.id);
    expect(
      body.items.every((item: { fullName: string }) => item.fullName === 'Karel Zoekbare'),
    ).toBe(true);
  });

  describe('by what staff type about the bikes, the phone, the repair and the labels', () => {
    const idsFound = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).items.map(
        (item: { id: number }) => item.id,
      );

    it.each([
      ['a brand', 'Urban Arrow'],
      ['a model', 'Family Cargo'],
      ['a frame number', 'UA-4711-Z'],
      ['a frame number stored with spaces, typed without them', 'WBK9981'],
      ['the repair number', 'R-48213'],
      ['the phone in E.164', '+31687654321'],
      ['the phone in pairs', '06 87 65 43 21'],
      ['the phone as typed with dashes', '06-8765 4321'],
      ['the phone with the country code and spaces', '+31 6 8765 4321'],
      ['the phone with 0031', '0031 687654321'],
    ])('finds a request by %s', async (_kind, search) => {
      const request = await create({
        fullName: 'Fiets Zoeker',
        phone: '+31687654321',
        repairNumber: 'R-48213',
        bikes: [
          { brand: 'VanMoof', model: 'S3', issueDescription: 'Ketting springt eraf.' },
          {
            brand: 'Urban Arrow',
            model: 'Family Cargo',
            frameNumber: 'UA-4711-Z',
            issueDescription: 'Remmen slijten snel.',
          },
          {
            brand: 'Gazelle',
            frameNumber: 'WBK 99 81',
            issueDescription: 'Licht doet het niet.',
          },
        ],
      });
      expect(await idsFound(search)).toContain(request.id);
    });

    it('finds a request stored with the phone as typed before E.164 by the phone in any spacing', async () => {
      const request = await create({ fullName: 'Oud Nummer', phone: '06-1122 3344' });
      for (const search of ['0611223344', '06 11 22 33 44', '+31 6 1122 3344'])
        expect(await idsFound(search)).toContain(request.id);
    });

    it('finds a request by the name of its label, also after the label is renamed or taken off', async () => {
      const request = await create({ fullName: 'Label Zoeker' });
      const [label] = await server.database.db
        .insert(labels)
        .values({ name: 'Wacht op accu', color: '#2563eb' })
        .returning();
      const labelId = label?.id ?? 0;
      await server.database.db
        .insert(serviceRequestLabels)
        .values({ serviceRequestId: request.id, labelId });
      expect(await idsFound('wacht op accu')).toEqual([request.id]);

      await server.database.db
        .update(labels)
        .set({ name: 'Accu besteld' })
        .where(eq(labels.id, labelId));
      expect(await idsFound('wacht op accu')).toEqual([]);
      expect(await idsFound('accu besteld')).toEqual([request.id]);

      await server.database.db
        .delete(serviceRequestLabels)
        .where(eq(serviceRequestLabels.serviceRequestId, request.id));
      expect(await idsFound('accu besteld')).toEqual([]);
    });

    it('finds a request by a bike changed after it came in, and no longer by the bike it replaced', async () => {
      const request = await create({
        fullName: 'Fiets Wissel',
        bikes: [{ brand: 'Cowboy', model: 'Classic', issueDescription: 'Lekke band achter.' }],
      });
      await server.database.db
        .update(bikes)
        .set({ brand: 'Lovens', model: 'Explorer' })
        .where(eq(bikes.serviceRequestId, request.id));
      expect(await idsFound('lovens explorer')).toContain(request.id);
      expect(await idsFound('cowboy classic')).not.toContain(request.id);
    });
  });

  it('takes "#12" and "2026-012" as the ticket number only, and a bare "12" also as part of an address', async () => {
    const ticket = await create({ fullName: 'Ticket Nummer' });
    const address = await create({ fullName: 'Ticket Nummer', street: `Laan ${ticket.id}` });
    const ids = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).items.map(
        (item: { id: number }) => item.id,
      );
    expect(await ids(`#${ticket.id}`)).toEqual([ticket.id]);
    expect(await ids(`SR-${ticket.id}`)).toEqual([ticket.id]);
    expect(await ids(`${new Date().getFullYear()}-${String(ticket.id).padStart(3, '0')}`)).toEqual([
      ticket.id,
    ]);
    expect(await ids(String(ticket.id))).toEqual(expect.arrayContaining([ticket.id, address.id]));
  });

  it('puts the ticket a bare number names first, then the newer and older requests holding the number, each once over the pages', async () => {
    const older = await create({ fullName: 'Vastgepind Ouder' });
    const ticket = await create({ fullName: 'Vastgepind Ticket' });
    const number = String(ticket.id);
    await server.database.db
      .update(serviceRequests)
      .set({ street: `Laan ${number}` })
      .where(eq(serviceRequests.id, older.id));
    const newer = await create({ fullName: 'Vastgepind Nieuwer', street: `Plein ${number}` });
    const everyMatch = async (limit: number) => {
      const seen: number[] = [];
      let cursor = '';
      do {
        const page = await list(`search=${number}&limit=${limit}${cursor && `&cursor=${cursor}`}`);
        seen.push(...page.items.map((item: { id: number }) => item.id));
        cursor = page.nextCursor ?? '';
      } while (cursor);
      return seen;
    };
    const firstPage = await list(`search=${number}`);
    expect(firstPage.items[0].id).toBe(ticket.id);
    for (const limit of [1, 2]) {
      const seen = await everyMatch(limit);
      expect(seen[0]).toBe(ticket.id);
      expect(seen.indexOf(newer.id)).toBeLessThan(seen.indexOf(older.id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(firstPage.total);
    }
  });

  it('leaves out the ticket a bare number names when the filters do not keep it', async () => {
    const ticket = await create({ fullName: 'Gearchiveerd Ticket', isArchived: true });
    const body = await list(`search=${ticket.id}&filter=active`);
    expect(body.items.map((item: { id: number }) => item.id)).not.toContain(ticket.id);
  });

  it('lists each request with its labels, ordered by name', async () => {
    const request = await create({ fullName: 'Label Lijst' });
    const [zebra, appel] = await server.database.db
      .insert(labels)
      .values([
        { name: 'Zebra lijst', color: '#000000' },
        { name: 'Appel lijst', color: '#ff0000' },
      ])
      .returning();
    await server.database.db.insert(serviceRequestLabels).values([
      { serviceRequestId: request.id, labelId: zebra?.id ?? 0 },
      { serviceRequestId: request.id, labelId: appel?.id ?? 0 },
    ]);
    const [item] = (await list('search=Label%20Lijst')).items;
    expect(item.labels).toEqual([
      { id: appel?.id, name: 'Appel lijst', color: '#ff0000' },
      { id: zebra?.id, name: 'Zebra lijst', color: '#000000' },
    ]);
  });

  it('filters on archived and active requests, and on status', async () => {
    const archived = await create({
      status: 'approved',
      isArchived: true,
      fullName: 'Filter Archief',
    });
    const active = await create({ status: 'rejected', fullName: 'Filter Archief' });
    const ids = async (query: string) =>
      (await list(`search=Filter%20Archief&${query}`)).items.map((item: { id: number }) => item.id);
    expect(await ids('filter=archived')).toEqual([archived.id]);
    expect(await ids('filter=active')).toEqual([active.id]);
    expect(await ids('status=rejected')).toEqual([active.id]);
    expect((await ids('')).sort()).toEqual([archived.id, active.id].sort());
  });

  it('totals the search over all pages under both filters, also on an empty page and for no match', async () => {
    await create({ status: 'pending', fullName: 'Telling Zoek' });
    await create({ status: 'pending', fullName: 'Telling Zoek' });
    await create({ status: 'rejected', fullName: 'Telling Zoek' });
    await create({ status: 'approved', isArchived: true, fullName: 'Telling Zoek' });
    const totalOf = async (query: string) => {
      const { total, totalIsCapped } = await list(query);
      return { total, totalIsCapped };
    };
    expect(await totalOf('search=Telling%20Zoek&limit=1')).toEqual({
      total: 4,
      totalIsCapped: false,
    });
    expect(await totalOf('search=Telling%20Zoek&filter=active')).toEqual({
      total: 3,
      totalIsCapped: false,
    });
    const onlyApproved = await list('search=Telling%20Zoek&filter=active&status=approved');
    expect(onlyApproved).toEqual(expect.objectContaining({ items: [], total: 0 }));
    // Newest first: the archived one, the rejected one, then the two pending ones.
    const first = await list('search=Telling%20Zoek&limit=3');
    const pastTheEnd = await list(
      `search=Telling%20Zoek&status=rejected&cursor=${first.nextCursor}`,
    );
    expect(pastTheEnd).toEqual(expect.objectContaining({ items: [], total: 1 }));
    expect(await totalOf('search=Niemand%20Telt')).toEqual({ total: 0, totalIsCapped: false });
  });

  it('stops counting a search at 1 000 matches and says the total is capped', async () => {
    await server.database.executeSql(
      `insert into service_requests (full_name, email, street, postal_code, city)
       select 'Grens Klant ' || n, 'grens' || n || '@example.nl', 'Overtoom', '1054HB', 'Amsterdam'
       from generate_series(1, ${REQUEST_LIST_TOTAL_CAP}) as n`,
    );
    await create({ fullName: 'Grens Extra' });
    const exactlyTheCap = await list('search=Grens%20Klant&limit=1');
    expect(exactlyTheCap).toEqual(
      expect.objectContaining({ total: REQUEST_LIST_TOTAL_CAP, totalIsCapped: false }),
    );
    const beyondTheCap = await list('search=Grens&limit=200');
    expect(beyondTheCap).toEqual(
      expect.objectContaining({ total: REQUEST_LIST_TOTAL_CAP, totalIsCapped: true }),
    );
    expect(beyondTheCap.items).toHaveLength(200);
  });

  it('keeps paging stable while new requests arrive', async () => {
    for (let index = 0; index < 5; index++) await create({ fullName: 'Pagina Test' });
    const first = await list('search=Pagina%20Test&limit=3');
    await create({ fullName: 'Pagina Test' });
    const second = await list(`search=Pagina%20Test&limit=3&cursor=${first.nextCursor}`);
    const seen = [...first.items, ...second.items].map((item: { id: number }) => item.id);
    expect(new Set(seen).size).toBe(5);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a limit above the maximum with 400', async () => {
    expect((await call('GET', '/api/service-requests?limit=5000')).statusCode).toBe(400);
  });
});

describe('GET /api/service-requests/counts', () => {
  const counts = async (query: string) =>
    (await call('GET', `/api/service-requests/counts?${query}`)).json();

  it('counts the requests per status of the archive filter, whatever was searched', async () => {
    const before = {
      active: await counts('filter=active'),
      archived: await counts('filter=archived'),
      all: await counts(''),
    };
    await create({ status: 'pending', fullName: 'Teller Een' });
    await create({ status: 'rejected', fullName: 'Teller Twee' });
    await create({ status: 'approved', isArchived: true, fullName: 'Teller Drie' });
    const plus = (counted: typeof before.all, more: Partial<typeof before.all>) => ({
      pending: counted.pending + (more.pending ?? 0),
      approved: counted.approved + (more.approved ?? 0),
      rejected: counted.rejected + (more.rejected ?? 0),
    });
    expect(await counts('filter=active')).toEqual(plus(before.active, { pending: 1, rejected: 1 }));
    expect(await counts('filter=archived')).toEqual(plus(before.archived, { approved: 1 }));
    expect(await counts('')).toEqual(plus(before.all, { pending: 1, rejected: 1, approved: 1 }));
  });

  it('refuses a search or an unknown filter with 400', async () => {
    for (const query of ['search=Teller', 'filter=deleted']) {
      expect((await call('GET', `/api/service-requests/counts?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('approving', () => {
  it('approves a pending workshop request, mails the customer and reports the integrations as not configured', async () => {
    const request = await create();
    const response = await call('PATCH', `/api/service-requests/${request.id}/approve`, {
      freightliveActivityType: 'stop',
      freightliveActivityDuration: 45,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.request.status).toBe('approved');
    expect(body.workOrder).toEqual({ status: 'skipped', message: 'not configured' });
    expect(body.error).toBeUndefined();
    expect((await mailsFor(request.id)).map((mail) => mail.kind)).toEqual(['approved_workshop']);
  });

  it('stores the activity of an on-location request and sends the on-location mail', async () => {
    const request = await create({ deliveryType: 'on_location' });
    const response = await call('PATCH', `/api/service-requests/${request.id}/approve`, {
      freightliveActivityType: 'pickup',
      freightliveActivityDuration: 20,
    });
    expect(response.json().request).toMatchObject({
      freightliveActivityType: 'pickup',
      freightliveActivityDuration: 20,
    });
    expect((await mailsFor(request.id)).map((mail) => mail.kind)).toEqual(['approved_on_location']);
  });

  it('gives an activity without a duration the default of its type: 20 minutes for a pickup, 45 for a stop', async () => {
    for (const [type, minutes] of [
      ['pickup', 20],
      ['stop', 45],
    ] as const) {
      const request = await create({ deliveryType: 'on_location' });
      const response = await call('PATCH', `/api/service-requests/${request.id}/approve`, {
        freightliveActivityType: type,
      });
      expect(response.json().request).toMatchObject({
        freightliveActivityType: type,
        freightliveActivityDuration: minutes,
      });
    }
  });

  it('refuses a duration outside 10 to 180 minutes with 400, changing nothing', async () => {
    const request = await create();
    const response = await call('PATCH', `/api/service-requests/${request.id}/approve`, {
      freightliveActivityType: 'stop',
      freightliveActivityDuration: 200,
    });
    expect(response.statusCode).toBe(400);
    const [row] = await server.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request.id));
    expect(row?.status).toBe('pending');
  });

  it('answers 409 when the request is no longer pending, and mails nobody again', async () => {
    const request = await create({ status: 'approved' });
    const response = await call('PATCH', `/api/service-requests/${request.id}/approve`, {});
    expect(response.statusCode).toBe(409);
    // Named as the dashboard shows and searches it.
    expect(response.json().message).toBe(
      `Aanvraag ${formatReference(request.id, request.createdAt)} is al goedgekeurd en kan niet meer worden goedgekeurd`,
    );
    expect(await mailsFor(request.id)).toHaveLength(0);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await call('PATCH', '/api/service-requests/999999/approve', {})).statusCode).toBe(404);
  });
});

describe('rejecting', () => {
  it('stores the name of the chosen reason, mails the customer and says so', async () => {
    const [reason] = await server.database.db.select().from(rejectionReasons).limit(1);
    const request = await create();
    const response = await call('PATCH', `/api/service-requests/${request.id}/reject`, {
      rejectionReasonId: reason?.id,
    });
    expect(response.json()).toMatchObject({
      request: { status: 'rejected', rejectionReason: reason?.name },
      customerMailQueued: true,
    });
    expect((await mailsFor(request.id)).map((mail) => mail.kind)).toEqual(['rejected']);
  });

  it('stores a custom reason and tells it the customer in the default rejection mail', async () => {
    const request = await create();
    const response = await call('PATCH', `/api/service-requests/${request.id}/reject`, {
      customReason: '  Wij repareren geen bakfietsen.  ',
    });
    expect(response.json().request.rejectionReason).toBe('Wij repareren geen bakfietsen.');
    const [mail] = await mailsFor(request.id);
    expect(mail?.html).toContain('De reden: Wij repareren geen bakfietsen.');
  });

  it('rejects without mailing, and says so, when no active rejection template applies', async () => {
    const [reason] = await server.database.db.select().from(rejectionReasons).limit(1);
    await setStatusMailsActive(server.database.db, 'rejected', false);
    try {
      for (const rejection of [{ rejectionReasonId: reason?.id }, { customReason: 'Te laat' }]) {
        const request = await create();
        const response = await call(
          'PATCH',
          `/api/service-requests/${request.id}/reject`,
          rejection,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          request: { status: 'rejected' },
          customerMailQueued: false,
        });
        expect(await mailsFor(request.id)).toEqual([]);
      }
    } finally {
      await setStatusMailsActive(server.database.db, 'rejected', true);
    }
  });

  it.each([
    ['no reason at all', {}],
    ['both a listed and a custom reason', { rejectionReasonId: 1, customReason: 'x' }],
    ['a custom reason of spaces', { customReason: '   ' }],
  ])('refuses %s with 400', async (_case, body) => {
    const request = await create();
    expect(
      (await call('PATCH', `/api/service-requests/${request.id}/reject`, body)).statusCode,
    ).toBe(400);
  });

  it('answers 409 for a request that was already rejected', async () => {
    const request = await create({ status: 'rejected' });
    const response = await call('PATCH', `/api/service-requests/${request.id}/reject`, {
      customReason: 'x',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('archiving, duplicating, editing and deleting', () => {
  it('archives an approved request with the given reason, once', async () => {
    const request = await create({ status: 'approved' });
    const url = `/api/service-requests/${request.id}/archive`;
    const response = await call('POST', url, { reason: MANUAL_ARCHIVE_REASON });
    expect(response.json()).toMatchObject({
      isArchived: true,
      archivalReason: MANUAL_ARCHIVE_REASON,
    });
    expect((await call('POST', url, { reason: MANUAL_ARCHIVE_REASON })).statusCode).toBe(409);
  });

  it('refuses to archive a pending request with 409', async () => {
    const request = await create();
    const response = await call('POST', `/api/service-requests/${request.id}/archive`, {});
    expect(response.statusCode).toBe(409);
  });

  it('duplicates a pending request into a new pending one with the same data and language', async () => {
    const request = await create({
      fullName: 'Dubbel Op',
      language: 'en',
      bikes: [{ brand: 'Gazelle', issueDescription: 'Band lek achter, graag vervangen.' }],
    });
    const response = await call('POST', `/api/service-requests/${request.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.id).not.toBe(request.id);
    expect(copy).toMatchObject({
      status: 'pending',
      fullName: 'Dubbel Op',
      language: 'en',
      bikes: request.bikes,
    });
  });

  it('refuses to duplicate an approved request with 409', async () => {
    const request = await create({ status: 'approved' });
    expect((await call('POST', `/api/service-requests/${request.id}/duplicate`)).statusCode).toBe(
      409,
    );
  });

  const edited = {
    firstName: 'Anna',
    lastName: 'Visser',
    customerType: 'private',
    email: 'anna@example.nl',
    phone: '+31 687654321',
    street: 'Javastraat',
    houseNumber: '3',
    postalCode: '1094 ha',
    city: 'Amsterdam',
    deliveryType: 'workshop',
    bikes: [{ brand: 'Cowboy', model: '4', issueDescription: 'De riem slipt bij het optrekken.' }],
  };

  it('edits a pending request, checked like a submission', async () => {
    const request = await create();
    const response = await call('PUT', `/api/service-requests/${request.id}`, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Anna Visser',
      postalCode: '1094HA',
      status: 'pending',
    });
    const invalid = await call('PUT', `/api/service-requests/${request.id}`, {
      ...edited,
      bikes: [],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Voeg minstens één fiets toe');
  });

  it('takes back the whole request as GET answered it, with two fields changed', async () => {
    const request = await create({ houseNumberAddition: 'B' });
    const read = (await call('GET', `/api/service-requests/${request.id}`)).json();
    const response = await call('PUT', `/api/service-requests/${request.id}`, {
      ...read,
      city: 'Diemen',
      phone: '+31 687654321',
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await storedRequest(server.database.db, request.id);
    expect(stored).toMatchObject({
      city: 'Diemen',
      phone: '+31687654321',
      street: read.street,
      houseNumberAddition: 'B',
      bikes: read.bikes.map(({ id: _id, ...bike }: { id: number }) => bike),
    });
    expect(response.json().bikes).toEqual(read.bikes);
  });

  it('ignores the fields an edit may not change: id, status, dates, ticket and integration ids', async () => {
    const request = await create({ workOrderId: 'WO-1' });
    const read = (await call('GET', `/api/service-requests/${request.id}`)).json();
    const response = await call('PUT', `/api/service-requests/${request.id}`, {
      ...read,
      id: request.id + 1000,
      reference: '#SR-1999-001',
      status: 'approved',
      isArchived: true,
      createdAt: '1999-01-01T00:00:00.000Z',
      cycleSoftwareWorkOrderId: 'WO-999',
      workOrderIds: ['WO-999'],
      moneybirdInvoiceId: 'INV-1',
      labels: [{ id: 1, name: 'Spoed', color: '#ff0000' }],
      fullName: 'Iemand Anders',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: request.id,
      reference: read.reference,
      status: 'pending',
      isArchived: false,
      createdAt: read.createdAt,
      cycleSoftwareWorkOrderId: 'WO-1',
      workOrderIds: [],
      moneybirdInvoiceId: null,
      labels: [],
      fullName: 'Daan Bakker',
    });
  });

  it('takes null as empty: optional fields are cleared, required ones say what is missing', async () => {
    const request = await create({ houseNumberAddition: 'B', companyName: 'Snel BV' });
    const read = (await call('GET', `/api/service-requests/${request.id}`)).json();
    const response = await call('PUT', `/api/service-requests/${request.id}`, {
      ...read,
      houseNumber: null,
      houseNumberAddition: null,
      companyName: null,
      bikeLocationCity: null,
      bikes: [{ ...read.bikes[0], model: null, frameNumber: null, mileage: null }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      houseNumber: null,
      houseNumberAddition: null,
      companyName: null,
      bikes: [{ brand: 'VanMoof', issueDescription: read.bikes[0].issueDescription }],
    });
    expect(response.json().bikes[0]).not.toHaveProperty('model');

    const withoutCity = await call('PUT', `/api/service-requests/${request.id}`, {
      ...read,
      city: null,
    });
    expect(withoutCity.statusCode).toBe(400);
    expect(withoutCity.json().message).toBe('Plaats is verplicht');
  });

  it('refuses an invalid editable value or a key of neither shape, and changes nothing', async () => {
    const request = await create();
    const read = (await call('GET', `/api/service-requests/${request.id}`)).json();
    const invalidEmail = await call('PUT', `/api/service-requests/${request.id}`, {
      ...read,
      email: 'geen-adres',
    });
    expect(invalidEmail.statusCode).toBe(400);
    expect(invalidEmail.json().message).toBe('Vul een geldig e-mailadres in');
    const misspelt = await call('PUT', `/api/service-requests/${request.id}`, {
      ...read,
      city: 'Diemen',
      postcode: '1111AA',
    });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().message).toMatch(/postcode/);
    expect((await call('GET', `/api/service-requests/${request.id}`)).json()).toEqual(read);
  });

  it('refuses to edit a rejected request with 409', async () => {
    const request = await create({ status: 'rejected' });
    expect((await call('PUT', `/api/service-requests/${request.id}`, edited)).statusCode).toBe(409);
  });

  it('deletes a request for good', async () => {
    const request = await create();
    expect((await call('DELETE', `/api/service-requests/${request.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/service-requests/${request.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/service-requests/${request.id}`)).statusCode).toBe(404);
  });
});

describe('who may handle requests', () => {
  it('answers 401 signed out and 403 to a signed-in customer', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/service-requests' })).statusCode,
    ).toBe(401);
    const customer = await server.signIn('klant@example.nl');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/service-requests',
      headers: { cookie: customer },
    });
    expect(response.statusCode).toBe(403);
  });
});
