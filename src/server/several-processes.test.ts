import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admins,
  emailTemplates,
  rejectionReasons,
  serviceConfig,
  serviceRequests,
} from './db/schema.ts';
import { DEFAULT_REJECTION_REASONS } from './db/seed.ts';
import { DEFAULT_EMAIL_TEMPLATES } from './modules/email-templates/default-templates.ts';
import { signIn, startConfiguredServer, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL } from './test/app.ts';
import { createEmptyPostgresDatabase } from './test/database.ts';
import { waitFor } from './test/eventually.ts';
import { buildSubmission } from './test/factories.ts';
import { uploadSmallPhoto } from './test/photos.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test/smtp.ts';

const postgresUrl = process.env.DATABASE_URL;

/** docs/operations.md, "Several processes behind a load balancer": two app processes, one database. */
describe.skipIf(!postgresUrl)('several processes on one PostgreSQL database', () => {
  let postgres: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let smtp: TestSmtpServer;
  let dataDir: string;
  let processes: Awaited<ReturnType<typeof startProcess>>[];

  const startProcess = () =>
    startConfiguredServer(
      {
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
        SMTP_URL: smtp.url,
      },
      { pollingIntervalSeconds: 0.5 },
    );

  beforeAll(async () => {
    postgres = await createEmptyPostgresDatabase(postgresUrl ?? '');
    smtp = await startTestSmtpServer();
    dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-shared-'));
    // Started at the same moment on an empty database, as after a first deploy.
    processes = await Promise.all([startProcess(), startProcess()]);
  });

  afterAll(async () => {
    await Promise.all((processes ?? []).map((process) => process.close()));
    await smtp?.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const countOf = async (
    table: typeof serviceConfig | typeof rejectionReasons | typeof emailTemplates | typeof admins,
  ) => (await processes[0]?.database.db.select({ value: count() }).from(table))?.[0]?.value;

  const submit = (process: number, body: object, headers: Record<string, string> = {}) =>
    processes[process]?.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { origin: TEST_PUBLIC_URL, ...headers },
      payload: body,
    });

  it('sets up an empty database once when both start at the same moment', async () => {
    expect(await countOf(serviceConfig)).toBe(1);
    expect(await countOf(rejectionReasons)).toBe(DEFAULT_REJECTION_REASONS.length);
    expect(await countOf(emailTemplates)).toBe(DEFAULT_EMAIL_TEMPLATES.length);
    expect(await countOf(admins)).toBe(1);
  });

  it('keeps a sign-in made on one process on the other, and a sign-out on either ends it', async () => {
    const [one, other] = processes;
    if (!one || !other) throw new Error('two processes expected');
    const cookie = await signIn(one, TEST_ADMIN_EMAIL);
    const userOn = async (process: typeof one) =>
      (await process.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect(await userOn(other)).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: true });
    await other.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(await userOn(one)).toBeNull();
  });

  it('makes one request of a submission sent to both with one Idempotency-Key', async () => {
    const body = buildSubmission({ email: 'een-keer@example.nl' });
    const headers = { 'idempotency-key': randomUUID() };
    const answers = [await submit(0, body, headers), await submit(1, body, headers)];
    expect(answers.map((answer) => answer?.statusCode)).toEqual([201, 201]);
    expect(answers[1]?.json().id).toBe(answers[0]?.json().id);
    const stored = await processes[0]?.database.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.email, 'een-keer@example.nl'));
    expect(stored).toHaveLength(1);
  });

  it('mails every confirmation exactly once, whichever process takes its job', async () => {
    const sent = 12;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, index) =>
        submit(index % 2, buildSubmission({ email: `klant${index}@beide.test` })),
      ),
    );
    expect(answers.map((answer) => answer?.statusCode)).toEqual(Array(sent).fill(201));
    const confirmations = () =>
      smtp.messages.filter((mail) => mail.to[0]?.endsWith('@beide.test')).map((mail) => mail.to[0]);
    await waitFor(
      async () => confirmations(),
      (mails) => mails.length >= sent,
    );
    // Time for a second delivery of any of them to show up.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(confirmations()).toHaveLength(sent);
    expect(new Set(confirmations()).size).toBe(sent);
  });

  it('shows a photo uploaded through one process from the other (one shared uploads folder)', async () => {
    const [one, other] = processes;
    if (!one || !other) throw new Error('two processes expected');
    const photoPath = await uploadSmallPhoto(one.app);
    const cookie = await signIn(one, TEST_ADMIN_EMAIL);
    const shown = await other.app.inject({ url: photoPath, headers: { cookie } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
  });
});
