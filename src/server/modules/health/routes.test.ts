import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '../../app.ts';
import type { Database } from '../../db/connect.ts';
import { errorHandler } from '../../error-handler.ts';
import { errorText } from '../../errors.ts';
import { createTestDatabase } from '../../test/database.ts';
import { registerHealthRoutes } from './routes.ts';

/** The health route alone, on `database`, with the lines it logs. */
async function healthApp(database: Database) {
  const logLines: string[] = [];
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
  });
  app.decorate('deps', { database } as AppDependencies);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(registerHealthRoutes);
  return { app, logged: () => logLines.map((line) => JSON.parse(line)) };
}

let openDatabase: Database;
let closedDatabase: Database;

beforeAll(async () => {
  openDatabase = await createTestDatabase();
  closedDatabase = await createTestDatabase();
  await closedDatabase.close();
});

afterAll(() => openDatabase.close());

/** The database's own error, beneath the query error that wraps it. */
async function errorOfTheDatabase() {
  try {
    await closedDatabase.db.execute(sql`select 1`);
  } catch (error) {
    let cause = error as Error;
    while (cause.cause instanceof Error) cause = cause.cause;
    return cause.message;
  }
  throw new Error('the closed database answered');
}

describe('GET /api/health', () => {
  it('answers ok without a log line, however often the load balancer asks', async () => {
    const { app, logged } = await healthApp(openDatabase);
    for (let probe = 0; probe < 3; probe++) {
      expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    }
    expect(logged()).toEqual([]);
    await app.close();
  });

  it("answers 503 as the rest of the API does when the database does not answer, and logs the database's error", async () => {
    const { app, logged } = await healthApp(closedDatabase);
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: errorText('DATABASE_UNAVAILABLE', {}),
      code: 'DATABASE_UNAVAILABLE',
      params: {},
    });
    const failure = logged().find((entry) => entry.level === 50);
    expect(failure?.err.stack).toContain(`caused by: Error: ${await errorOfTheDatabase()}`);
    await app.close();
  });
});
