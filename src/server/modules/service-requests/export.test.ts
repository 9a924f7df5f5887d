import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIST_MAX_LIMIT } from '../../../contract/service-request-constants.ts';
import { serviceRequests } from '../../db/schema.ts';
import { neutraliseFormula } from '../../http/excel-csv.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { insertServiceRequest } from '../../test/factories.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const BOM = '\uFEFF';

describe('GET /api/service-requests/export.csv', () => {
  it("downloads what a Dutch Excel opens: UTF-8 with a byte-order mark, cells separated by ';', the workshop's time, one row per request", async () => {
    await insertServiceRequest(server.database.db, {
      createdAt: new Date('2026-07-01T22:30:00Z'),
      fullName: 'Zoë Çelik',
      companyName: 'Fietskoeriers B.V.',
      customerType: 'business',
      bikes: [
        { brand: 'Gazelle', model: 'Ultimate', issueDescription: 'Remmen piepen, "erg" hard' },
        { brand: 'Urban Arrow', model: 'Family', issueDescription: 'Accu laadt niet' },
      ],
    });
    const response = await asAdmin('GET', '/api/service-requests/export.csv?search=Zo%C3%AB');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="serviceverzoeken-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const lines = response.body.slice(1).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Ticketnummer;Status;Gearchiveerd;Ingediend;Naam;Bedrijf;E-mail/);
    expect(lines[1]).toContain(';2026-07-02 00:30;Zoë Çelik;Fietskoeriers B.V.;');
    expect(lines[1]).toContain(';2;Gazelle Ultimate | Urban Arrow Family;');
    expect(lines[1]).toContain('"Remmen piepen, ""erg"" hard | Accu laadt niet"');
  });

  it("gives each bike's e-bike and lease facts their own columns, in the bikes' order", async () => {
    await insertServiceRequest(server.database.db, {
      fullName: 'Feiten Klant',
      bikes: [
        { brand: 'Gazelle', issueDescription: 'Ketting springt eraf' },
        {
          brand: 'Urban Arrow',
          issueDescription: 'Display toont foutcode',
          eBike: { driveSystem: 'Bosch', errorCode: '503', batterySerial: 'BAT-77-ABC' },
          lease: { company: 'Athlon', contractNumber: 'LC-2024-0042' },
        },
      ],
    });
    await insertServiceRequest(server.database.db, { fullName: 'Feiten Zonder' });
    const response = await asAdmin('GET', '/api/service-requests/export.csv?search=Feiten');
    const [header, ...rows] = response.body.slice(1).trim().split('\n');
    const columns = (header ?? '').split(';');
    const cellsOf = (row: string | undefined) => {
      const cells = (row ?? '').split(';');
      const at = (name: string) => cells[columns.indexOf(name)];
      return [
        'Aandrijfsystemen',
        'Foutcodes',
        'Serienummers accu',
        'Leasemaatschappijen',
        'Contractnummers',
      ].map(at);
    };
    const withFacts = rows.find((row) => row.includes('Feiten Klant'));
    const withoutFacts = rows.find((row) => row.includes('Feiten Zonder'));
    expect(cellsOf(withFacts)).toEqual([
      ' | Bosch',
      ' | 503',
      ' | BAT-77-ABC',
      ' | Athlon',
      ' | LC-2024-0042',
    ]);
    expect(cellsOf(withoutFacts)).toEqual(['', '', '', '', '']);
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    await insertServiceRequest(server.database.db, {
      fullName: '=HYPERLINK("http://evil.example","klik")',
      companyName: '+31 rekenblad',
      email: '@evil@example.nl',
      phone: '-1+1',
      bikes: [
        { brand: 'Gazelle', issueDescription: 'Trapt zwaar', eBike: { driveSystem: '=SUM(A1)' } },
      ],
    });
    const response = await asAdmin('GET', '/api/service-requests/export.csv?search=evil');
    const row = response.body.trim().split('\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`);
    expect(row).toContain(`'+31 rekenblad`);
    expect(row).toContain(`'@evil@example.nl`);
    expect(row).toContain(`'-1+1`);
    expect(row).toContain(`;'=SUM(A1);`);
    expect(neutraliseFormula('\t=1')).toBe("'\t=1");
    expect(neutraliseFormula('Daan')).toBe('Daan');
  });

  it('exports every matching request across pages, and only those the filters select', async () => {
    const many = Array.from({ length: 230 }, (_, index) => ({
      fullName: `Export Klant ${index}`,
      email: `export${index}@example.nl`,
      isArchived: index % 10 === 0,
      status: index % 10 === 0 ? ('approved' as const) : ('pending' as const),
    }));
    await server.database.db.insert(serviceRequests).values(many);
    const all = await asAdmin('GET', '/api/service-requests/export.csv?search=Export%20Klant');
    expect(all.body.trim().split('\n')).toHaveLength(1 + 230);
    const active = await asAdmin(
      'GET',
      '/api/service-requests/export.csv?search=Export%20Klant&filter=active&status=pending',
    );
    expect(active.body.trim().split('\n')).toHaveLength(1 + 207);
  });

  it('refuses an unknown filter with 400 and is for admins only', async () => {
    expect((await asAdmin('GET', '/api/service-requests/export.csv?filter=x')).statusCode).toBe(
      400,
    );
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/api/service-requests/export.csv',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/service-requests/export.csv in the language asked for', () => {
  const DUTCH = {
    header:
      'Ticketnummer;Status;Gearchiveerd;Ingediend;Naam;Bedrijf;E-mail;Telefoon;Factuuradres;Service;Locatie fiets;Aantal fietsen;Fietsen;Problemen;Aandrijfsystemen;Foutcodes;Serienummers accu;Leasemaatschappijen;Contractnummers;Labels;Reparatienummer;Werkorders;Afwijzingsreden;Reden annulering klant',
    cells: ';Goedgekeurd;ja;2026-03-04 09:15;Taal Klant;',
    service: ';Op Locatie;',
    fileName: /^attachment; filename="serviceverzoeken-\d{4}-\d\d-\d\d\.csv"$/,
  };
  const ENGLISH: typeof DUTCH = {
    header:
      "Ticket number;Status;Archived;Submitted;Name;Company;E-mail;Phone;Invoice address;Service;Bike location;Number of bikes;Bikes;Issues;Drive systems;Error codes;Battery serial numbers;Leasing companies;Contract numbers;Labels;Repair number;Work orders;Rejection reason;Customer's cancellation reason",
    cells: ';Approved;yes;2026-03-04 09:15;Taal Klant;',
    service: ';On Location;',
    fileName: /^attachment; filename="service-requests-\d{4}-\d\d-\d\d\.csv"$/,
  };

  let session: string;
  beforeAll(async () => {
    session = await server.signIn(TEST_ADMIN_EMAIL);
    await insertServiceRequest(server.database.db, {
      createdAt: new Date('2026-03-04T08:15:00Z'),
      fullName: 'Taal Klant',
      status: 'approved',
      isArchived: true,
      deliveryType: 'on_location',
    });
  });

  it.each([
    { way: 'no language at all', headers: {}, words: DUTCH },
    { way: 'the language cookie', headers: { cookie: 'spaak.lang=en' }, words: ENGLISH },
    { way: 'Accept-Language', headers: { 'accept-language': 'en-GB' }, words: ENGLISH },
    {
      way: 'the language cookie over Accept-Language',
      headers: { cookie: 'spaak.lang=nl', 'accept-language': 'en' },
      words: DUTCH,
    },
  ])(
    'asked in $way, names the file, heads the columns and words the cells in its language',
    async ({ headers, words }) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/service-requests/export.csv?search=Taal%20Klant',
        headers: { ...headers, cookie: [session, headers.cookie].filter(Boolean).join('; ') },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(words.fileName);
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
      const [header, row] = response.body.slice(1).trim().split('\n');
      expect(header).toBe(words.header);
      expect(row).toContain(words.cells);
      expect(row).toContain(words.service);
    },
  );
});

describe('GET /api/service-requests/export.csv when a page cannot be written', () => {
  const failingRequests = (name: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      fullName: `${name} ${index}`,
      email: `${name.replaceAll(' ', '.').toLowerCase()}${index}@example.nl`,
    }));

  /**
   * The oldest of the rows stands for any failure while the export runs (a database that went
   * away, a row it cannot write): it was sent at no time a calendar has (and stays the
   * oldest), so writing its date throws.
   */
  async function breakOldest(name: string) {
    await server.database.executeSql(
      `UPDATE service_requests SET created_at = '-infinity' WHERE id = (SELECT min(id) FROM service_requests WHERE full_name LIKE '${name} %')`,
    );
  }

  it('cuts the download off when a later page fails, and the server goes on answering', async () => {
    await server.database.db
      .insert(serviceRequests)
      .values(failingRequests('Halverwege Kapot', REQUEST_LIST_MAX_LIMIT + 5));
    await breakOldest('Halverwege Kapot');
    // The header and the first page have left; all the server can do is cut the answer off.
    await expect(
      asAdmin('GET', '/api/service-requests/export.csv?search=Halverwege%20Kapot'),
    ).rejects.toThrow('response destroyed before completion');
    const next = await asAdmin('GET', '/api/service-requests?search=Halverwege%20Kapot&limit=1');
    expect(next.statusCode).toBe(200);
  });

  it('answers 500 with the generic message when the first page fails', async () => {
    await server.database.db.insert(serviceRequests).values(failingRequests('Meteen Kapot', 1));
    await breakOldest('Meteen Kapot');
    const response = await asAdmin('GET', '/api/service-requests/export.csv?search=Meteen%20Kapot');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Er ging iets mis. Probeer het later opnieuw.',
      code: 'INTERNAL_ERROR',
      params: {},
    });
    expect((await asAdmin('GET', '/api/service-requests?limit=1')).statusCode).toBe(200);
  });
});
