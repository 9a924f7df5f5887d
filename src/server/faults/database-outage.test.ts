import { connect, createServer, type Server, type Socket } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectDatabase, type Database } from '../db/connect.ts';
import { seedDatabase } from '../db/seed.ts';
import { DATABASE_UNAVAILABLE } from '../error-handler.ts';
import { assembleServer } from '../main.ts';
import { TEST_PUBLIC_URL } from '../test/app.ts';
import { createEmptyPostgresDatabase } from '../test/database.ts';
import { buildSubmission } from '../test/factories.ts';

const postgresUrl = process.env.DATABASE_URL;

/**
 * A TCP relay between the app and PostgreSQL that the test can cut, as when the database
 * server stops: open connections break and new ones are refused until it is restored.
 */
async function startCuttableRelay(target: URL) {
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
    cut() {
      cut = true;
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
  let database: Database;
  let server: Awaited<ReturnType<typeof assembleServer>>;

  beforeAll(async () => {
    postgres = await createEmptyPostgresDatabase(postgresUrl ?? '');
    const throughRelay = new URL(postgres.url);
    relay = await startCuttableRelay(new URL(postgres.url));
    throughRelay.host = `127.0.0.1:${relay.port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATABASE_URL: throughRelay.toString(),
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    });
    database = await connectDatabase({ databaseUrl: throughRelay.toString() });
    await seedDatabase(database, {});
    server = await assembleServer({ config, database, logger: pino({ level: 'silent' }) });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await relay?.close();
    await postgres?.drop();
  });

  const submit = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { origin: TEST_PUBLIC_URL },
      payload: buildSubmission(),
    });

  it('answers 503 with a clear message during the outage and serves again without a restart', async () => {
    expect((await submit()).statusCode).toBe(201);

    relay.cut();
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
});
