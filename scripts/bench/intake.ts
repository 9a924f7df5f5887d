import { randomUUID } from 'node:crypto';
import {
  serviceRequestSubmissionSchema,
  submitServiceRequestResultSchema,
} from '../../src/contract/service-requests/submission.ts';
import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { vacuumAndAnalyze } from '../../src/server/db/maintenance.ts';
import type { Jobs } from '../../src/server/jobs/boss.ts';
import { submitServiceRequest } from '../../src/server/modules/service-requests/intake.ts';
import { buildSubmission, SAMPLE_BIKE } from '../../src/server/test/factories.ts';
import { directLoad, httpLoad } from './load.ts';

export const INTAKE_CONNECTIONS = 20;
export const INTAKE_SECONDS = 10;

/**
 * A two-bike submission from a customer of its own: real submissions rarely share an
 * e-mail address, and sharing one would make every transaction wait for the same row lock.
 */
function submission(customer: string) {
  return buildSubmission({
    email: `${customer}@example.nl`,
    bikes: [
      SAMPLE_BIKE,
      {
        brand: 'Gazelle',
        model: 'Ultimate C8',
        mileage: 3400,
        issueDescription: 'De achterrem slijpt en de ketting kraakt bij het schakelen.',
      },
    ],
  });
}

const FLOOR_CUSTOMER_PREFIX = 'floor.';

/** The floor: the intake's transaction, straight on the database. */
export function intakeFloor(options: { database: Database; jobs: Jobs; config: Config }) {
  const template = serviceRequestSubmissionSchema.parse(submission('template'));
  let count = 0;
  return directLoad({
    concurrency: INTAKE_CONNECTIONS,
    durationSeconds: INTAKE_SECONDS,
    work: () => {
      count += 1;
      return submitServiceRequest({
        ...options,
        submission: { ...template, email: `${FLOOR_CUSTOMER_PREFIX}${count}@example.nl` },
        language: 'nl',
        idempotencyKey: randomUUID(),
      });
    },
  });
}

/** How long the floor's mails may take to go out before the benchmark gives up. */
const MAIL_BACKLOG_LIMIT_MS = 5 * 60_000;

/**
 * Waits until this process's workers have sent the mails the floor queued. Left over, they
 * would be sent by the server under test while the admin list is measured: on the embedded
 * database on the same thread as the list's queries.
 */
export async function workOffMailBacklog(database: Database) {
  const deadline = Date.now() + MAIL_BACKLOG_LIMIT_MS;
  for (;;) {
    const { rows } = await database.executeSql(
      `select count(*)::int as waiting from pgboss.job where state in ('created', 'retry', 'active')`,
    );
    if (rows[0]?.waiting === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]?.waiting} jobs still waiting`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Removes the floor's requests and customers and vacuums, so the admin list is measured on the
 * seeded requests alone, as issue 7 asks. Left in place, the floor's thousands of requests
 * (more on a faster machine) were the newest and none matched "Jansen": the list walked past
 * all of them, over HTTP only, since its floor had run before them (decision 006).
 */
export async function removeFloorRequests(database: Database) {
  const floorEmails = `${FLOOR_CUSTOMER_PREFIX}%@example.nl`;
  await database.executeSql('delete from service_requests where email like $1', [floorEmails]);
  await database.executeSql('delete from customers where email like $1', [floorEmails]);
  // As autovacuum, or the embedded database's nightly maintenance, would leave the tables.
  await vacuumAndAnalyze(database);
}

/**
 * `POST /api/service-requests` as the multi-bike portal sends it: from the same origin, with
 * an `Idempotency-Key` of its own.
 */
export async function intakeOverHttp(options: {
  baseUrl: string;
  publicUrl: string;
  connections: number;
}) {
  const url = `${options.baseUrl}/api/service-requests`;
  const headers = { 'content-type': 'application/json', origin: options.publicUrl };
  const probe = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify(submission('probe')),
  });
  if (probe.status !== 201) {
    throw new Error(`the intake answered ${probe.status}: ${await probe.text()}`);
  }
  let count = 0;
  return httpLoad({
    url,
    method: 'POST',
    headers,
    connections: options.connections,
    durationSeconds: INTAKE_SECONDS,
    eachRequest: () => {
      count += 1;
      return {
        body: JSON.stringify(submission(`http.${count}`)),
        headers: { 'idempotency-key': randomUUID() },
      };
    },
  });
}

/**
 * One two-bike request over HTTP, as the portal sends it; answers the URL of its private page
 * (issue 33), which the server builds from PUBLIC_URL. The bench sets PUBLIC_URL to the server
 * under test, so a link to anywhere else would measure another server: that stops the bench.
 */
export async function submitForPrivatePage(options: { baseUrl: string; publicUrl: string }) {
  const response = await fetch(`${options.baseUrl}/api/service-requests`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.publicUrl,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(submission('private-page')),
  });
  if (response.status !== 201) {
    throw new Error(`the intake answered ${response.status}: ${await response.text()}`);
  }
  const { privateLink } = submitServiceRequestResultSchema.parse(await response.json());
  if (!privateLink.startsWith(`${options.publicUrl}/r/`)) {
    throw new Error(`the private link leads away from the server under test: ${privateLink}`);
  }
  return privateLink;
}
