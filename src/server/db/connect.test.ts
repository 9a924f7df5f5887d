import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../main.ts';
import { DEFAULT_EMAIL_TEMPLATES } from '../modules/email-templates/default-templates.ts';
import { createTestDatabase } from '../test/database.ts';
import { insertServiceRequest } from '../test/factories.ts';
import { connectDatabase } from './connect.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import {
  admins,
  customers,
  emailTemplates,
  notifications,
  outgoingEmails,
  rejectionReasons,
  serviceConfig,
} from './schema.ts';

const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'spaak-db-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const countRows = async (
  database: Awaited<ReturnType<typeof connectDatabase>>,
  table: typeof admins | typeof rejectionReasons | typeof emailTemplates | typeof serviceConfig,
) => (await database.db.select({ value: count() }).from(table))[0]?.value;

describe(`migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('create every table with the trigram indexes of the request search', async () => {
    const database = await createTestDatabase();
    try {
      const tables = await database.executeSql(
        `select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          'users',
          'admins',
          'sessions',
          'customers',
          'service_requests',
          'labels',
          'service_request_labels',
          'rejection_reasons',
          'email_templates',
          'notifications',
          'call_notifications',
          'contact_sync_status',
          'service_config',
          'magic_link_tokens',
          'outgoing_emails',
        ]),
      );
      const indexes = await database.executeSql(
        `select indexname from pg_indexes where tablename = 'service_requests' and indexdef like '%gin_trgm_ops%' order by indexname`,
      );
      expect(indexes.rows.map((row) => row.indexname)).toEqual([
        'service_requests_active_search_text_trgm_idx',
        'service_requests_company_name_trgm_idx',
        'service_requests_search_text_trgm_idx',
      ]);
    } finally {
      await database.close();
    }
  });
});

/** The statements of a migration that change rows, run again on rows written before it. */
const dataStatementsOf = (migration: string) =>
  readFileSync(new URL(`./migrations/${migration}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(UPDATE|DELETE)/.test(statement));

describe('migration 0012 on the notifications written before it', () => {
  it('links each to its request, customer or mail by its type, and deletes those whose one is gone', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const request = await insertServiceRequest(db);
      const [customer] = await db
        .insert(customers)
        .values({ email: 'belt@example.nl', fullName: 'Belt Iemand' })
        .returning();
      const [mail] = await db
        .insert(outgoingEmails)
        .values({
          recipient: 'daan@example.nl',
          subject: 'S',
          html: 'h',
          text: 't',
          kind: 'created',
          serviceRequestId: request.id,
        })
        .returning();
      const written = (type: string, relatedId: number | null) => ({
        type,
        title: type,
        message: '',
        relatedId: relatedId === null ? null : String(relatedId),
      });
      await db
        .insert(notifications)
        .values([
          written('service_request_created', request.id),
          written('incoming_call', customer?.id ?? 0),
          written('email_failed', mail?.id ?? 0),
          written('repair_completed', 999_999),
          written('incoming_call', 999_999),
          written('incoming_call', null),
          written('contact_sync_failed', null),
        ]);

      for (const statement of dataStatementsOf('0012_notification_subjects.sql'))
        await database.executeSql(statement);

      const rows = await db
        .select({
          type: notifications.type,
          serviceRequestId: notifications.serviceRequestId,
          customerId: notifications.customerId,
          emailId: notifications.emailId,
        })
        .from(notifications)
        .orderBy(notifications.id);
      const none = { serviceRequestId: null, customerId: null, emailId: null };
      expect(rows).toEqual([
        { ...none, type: 'service_request_created', serviceRequestId: request.id },
        { ...none, type: 'incoming_call', customerId: customer?.id },
        { type: 'email_failed', serviceRequestId: request.id, customerId: null, emailId: mail?.id },
        { ...none, type: 'incoming_call' },
        { ...none, type: 'contact_sync_failed' },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database on disk', () => {
  it('boots a second time without changing anything, and seeds only on the first boot', async () => {
    const config = loadConfig({ DATA_DIR: newDataDir(), ADMIN_EMAIL: 'eerste@example.nl' });
    const first = await openConfiguredDatabase(config);
    const seeded = {
      admins: await countRows(first, admins),
      reasons: await countRows(first, rejectionReasons),
      templates: await countRows(first, emailTemplates),
      config: await countRows(first, serviceConfig),
    };
    expect(seeded).toEqual({
      admins: 1,
      reasons: 5,
      templates: DEFAULT_EMAIL_TEMPLATES.length,
      config: 1,
    });
    await first.db.delete(rejectionReasons);
    await first.close();

    const second = await openConfiguredDatabase(config);
    expect(await countRows(second, rejectionReasons)).toBe(0);
    expect(await countRows(second, admins)).toBe(1);
    expect(await countRows(second, serviceConfig)).toBe(1);
    await second.close();
  });

  it('refuses to open the database a second time while it is open', async () => {
    const dataDir = newDataDir();
    const first = await connectDatabase({ dataDir });
    await expect(connectDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    const again = await connectDatabase({ dataDir });
    await again.close();
  });
});
