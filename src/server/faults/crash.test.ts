import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/connect.ts';
import { customers, outgoingEmails, serviceRequests } from '../db/schema.ts';
import { createEmptyPostgresDatabase } from '../test/database.ts';
import { buildSubmission, SAMPLE_BIKE } from '../test/factories.ts';
import { storedRequestsWhere } from '../test/stored-requests.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
const LOAD_MS = 2500;
const CLIENTS = 8;

let dataDir: string;
let databaseUrl = '';
let postgres: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
let port: number;

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The real server in its own process, as `npm start` runs it, on this test's data. */
function startServerProcess() {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SUBMISSION_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
    },
  });
}

async function waitUntilHealthy() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not come up within a minute');
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-crash-'));
  port = await freePort();
  if (serverUrl) {
    postgres = await createEmptyPostgresDatabase(serverUrl);
    databaseUrl = postgres.url;
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

/** Customers submitting as fast as they can until told to stop; the ids the server confirmed. */
async function submitUntil(stopped: () => boolean) {
  const confirmed: { id: number; email: string }[] = [];
  const client = async (clientIndex: number) => {
    for (let sent = 0; !stopped(); sent += 1) {
      const email = `klant${clientIndex}-${sent}@crash.test`;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/service-requests`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: `http://127.0.0.1:${port}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(
            buildSubmission({ email, bikes: [SAMPLE_BIKE, { ...SAMPLE_BIKE, brand: 'Gazelle' }] }),
          ),
        });
        if (response.status === 201) confirmed.push({ id: (await response.json()).id, email });
      } catch {
        // The server died under this request: no answer, so no promise was made.
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  return confirmed;
}

async function openDatabase(): Promise<Database> {
  return connectDatabase(databaseUrl ? { databaseUrl } : { dataDir });
}

describe(`kill -9 under intake load (${serverUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keeps every request the server confirmed, whole, and no half-written ones', async () => {
    let server = startServerProcess();
    await waitUntilHealthy();
    let stop = false;
    const load = submitUntil(() => stop);
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    server.kill('SIGKILL');
    await exited(server);
    stop = true;
    const confirmed = await load;
    expect(confirmed.length).toBeGreaterThan(10);

    // The restart must recover the data left by the killed process and serve again.
    server = startServerProcess();
    await waitUntilHealthy();
    server.kill('SIGTERM');
    await exited(server);

    const database = await openDatabase();
    try {
      const { db } = database;
      const ids = confirmed.map((request) => request.id);
      const stored = await storedRequestsWhere(db, inArray(serviceRequests.id, ids));
      expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
      for (const row of stored) expect(row.bikes).toHaveLength(2);

      const everyRequest = await db.select().from(serviceRequests);
      const people = await db.select().from(customers);
      const mails = await db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.kind, 'created'));
      const mailJobs = await database.executeSql(
        "select (data->>'emailId')::int as email_id from pgboss.job where name = 'send-email'",
      );
      const mailsWithJob = new Set(mailJobs.rows.map((job) => job.email_id));
      for (const row of everyRequest) {
        expect(people.some((person) => person.id === row.customerId)).toBe(true);
        const [mail, ...more] = mails.filter((candidate) => candidate.serviceRequestId === row.id);
        expect(more).toEqual([]);
        // Queued mails still have their job; the others were already handed to SMTP or the log.
        expect(mail && (mail.status !== 'queued' || mailsWithJob.has(mail.id))).toBe(true);
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});
