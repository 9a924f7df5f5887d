import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../errors.ts';
import { startConfiguredServer, TEST_PUBLIC_URL } from '../test/app.ts';
import { createEmptyPostgresDatabase, withServerConnection } from '../test/database.ts';
import { buildSubmission } from '../test/factories.ts';

const postgresUrl = process.env.DATABASE_URL;
const DATABASE_UNAVAILABLE = errorText('DATABASE_UNAVAILABLE', {});

/**
 * A TCP relay between the app and PostgreSQL that the test can cut, as when the database
 * server stops: new connections are refused until it is restored, and open ones end as a
 * shutdown ends them, with PostgreSQL's own "terminating connection due to administrator
 * command" (57P01), then the socket closes.
 */
async function startCuttableRelay(target: URL, terminateBackends: () => Promise<unknown>) {
  const sockets = new Set<Socket>();
  let cut = false;
  const relay: Server = createServer((incoming) => {
    if (cut) return incoming.destroy();
    const outgoing = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (!address || typeof address === 'string') throw new Error('relay has no port');
  return {
    port: address.port,
    async cut() {
      cut = true;
      await terminateBackends();
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

describe.skipIf(!postgresUrl)('PostgreSQL stops and starts under load', () => {
  let postgres: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let relay: Awaited<ReturnType<typeof startCuttableRelay>>;
  let server: Awaited<ReturnType<typeof startConfiguredServer>>;

  beforeAll(async () => {
    postgres = await createEmptyPostgresDatabase(postgresUrl ?? '');
    const throughRelay = new URL(postgres.url);
    relay = await startCuttableRelay(new URL(postgres.url), () =>
      withServerConnection(postgresUrl ?? '', (client) =>
        client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [new URL(postgres.url).pathname.slice(1)],
        ),
      ),
    );
    throughRelay.host = `127.0.0.1:${relay.port}`;
    server = await startConfiguredServer({
      DATABASE_URL: throughRelay.toString(),
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      SUBMISSION_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
    });
  });

  afterAll(async () => {
    await server?.close();
    await relay?.close();
    await postgres?.drop();
  });

  let submitted = 0;
  const submit = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { origin: TEST_PUBLIC_URL },
      payload: buildSubmission({ email: `klant${submitted++}@outage.test` }),
    });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers 503 with a clear message during the outage and serves again without a restart', async () => {
    expect((await submit()).statusCode).toBe(201);

    await relay.cut();
    const during = await Promise.all([submit(), submit(), server.app.inject('/api/health')]);
    for (const response of during) {
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/niet bereikbaar|unavailable/i);
    }
    expect(during[0]?.json().message).toBe(DATABASE_UNAVAILABLE);
    expect(during[0]?.headers['retry-after']).toBe('5');

    relay.restore();
    const after = await submit();
    expect(after.statusCode).toBe(201);
    expect((await server.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('under steady load, answers only 201 or 503 across the outage and keeps every request it confirmed', async () => {
    const answers: { phase: string; statusCode: number; id?: number; message?: string }[] = [];
    let phase = 'before';
    let running = true;
    const client = async () => {
      while (running) {
        const sentIn = phase;
        const response = await submit();
        const body = response.json();
        answers.push({ phase: sentIn, statusCode: response.statusCode, ...body });
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await pause(1000);
    phase = 'outage';
    await relay.cut();
    await pause(1500);
    phase = 'after';
    relay.restore();
    await pause(2000);
    running = false;
    await Promise.all(clients);

    expect([...new Set(answers.map((answer) => answer.statusCode))].sort()).toEqual([201, 503]);
    const refusals = answers.filter((answer) => answer.statusCode === 503);
    expect(new Set(refusals.map((answer) => answer.message))).toEqual(
      new Set([DATABASE_UNAVAILABLE]),
    );
    const lastPhase = answers.filter((answer) => answer.phase === 'after').slice(-8);
    expect(lastPhase.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const confirmed = answers.flatMap((answer) => (answer.statusCode === 201 ? [answer.id] : []));
    const { rows } = await server.database.executeSql(
      'SELECT id FROM service_requests WHERE id = ANY($1::int[])',
      [confirmed],
    );
    expect(rows).toHaveLength(confirmed.length);
  });
});
