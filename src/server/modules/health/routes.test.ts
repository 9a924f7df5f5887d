import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '../../app.ts';
import type { Database } from '../../db/connect.ts';
import { DATABASE_UNAVAILABLE, errorHandler } from '../../error-handler.ts';
import { createTestDatabase } from '../../test/database.ts';
import { registerHealthRoutes } from './routes.ts';

const logLines: string[] = [];
const app = Fastify({
  loggerInstance: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
});
let closedDatabase: Database;

beforeAll(async () => {
  closedDatabase = await createTestDatabase();
  await closedDatabase.close();
  app.decorate('deps', { database: closedDatabase } as AppDependencies);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(registerHealthRoutes);
});

afterAll(() => app.close());

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
  it("answers 503 as the rest of the API does when the database does not answer, and logs the database's error", async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure?.err.stack).toContain(`caused by: Error: ${await errorOfTheDatabase()}`);
  });
});
