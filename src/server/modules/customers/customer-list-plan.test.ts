import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { createTestDatabase } from '../../test/database.ts';
import { customerListQuery } from './service.ts';

let database: Database;

// Enough customers and requests that reading either table is dearer than its indexes.
const SEEDED_CUSTOMERS = 20_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql(`
    insert into customers (email, full_name)
    select 'klant' || n || '@example.nl', 'Klant ' || n from generate_series(1, ${SEEDED_CUSTOMERS}) as n`);
  await database.executeSql(`
    insert into service_requests (customer_id, full_name, email, company_name)
    select n, 'Klant ' || n, 'klant' || n || '@example.nl', case when n % 7 = 0 then 'Bedrijf ' || n end
    from generate_series(1, ${SEEDED_CUSTOMERS}) as n`);
  await database.executeSql('vacuum analyze customers');
  await database.executeSql('vacuum analyze service_requests');
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** The plan of the customer list's statement for `search`. */
async function planOf(search: string) {
  const built = customerListQuery(database.db, search).toSQL();
  const { rows } = await database.executeSql(`explain ${built.sql}`, built.params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('the customer list query plan', () => {
  it('finds customers by the company of their requests through its trigram index', async () => {
    const plan = await planOf('Bedrijf 1400');
    expect(plan).toContain('service_requests_company_name_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on (service_requests|customers)/);
  });

  it('finds customers by name or e-mail through their trigram indexes, not by reading every customer', async () => {
    const plan = await planOf('klant1999');
    expect(plan).toMatch(/customers_(full_name|email)_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on (service_requests|customers)/);
  });

  it('finds a customer by company, name or e-mail', async () => {
    const emailsFound = async (search: string) =>
      (await customerListQuery(database.db, search)).map((customer) => customer.email);
    expect(await emailsFound('bedrijf 14000')).toEqual(['klant14000@example.nl']);
    expect(await emailsFound('Klant 19999')).toEqual(['klant19999@example.nl']);
  });
});
