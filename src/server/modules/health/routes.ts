import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';

export async function registerHealthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Whether the app and its database answer',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      try {
        await app.deps.database.db.execute(sql`select 1`);
      } catch {
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
}
