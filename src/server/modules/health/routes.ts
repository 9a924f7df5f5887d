import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseUnavailable } from '../../error-handler.ts';

export async function registerHealthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      // A load balancer asks every few seconds: an answer is logged only when it is a failure.
      logLevel: 'warn',
      schema: {
        summary: 'Whether the app and its database answer',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      try {
        await app.deps.database.db.execute(sql`select 1`);
      } catch (error) {
        // Whatever the database's failure, a health check must see 503; the log keeps the cause.
        throw databaseUnavailable(error);
      }
      return { status: 'ok' as const };
    },
  );
}
