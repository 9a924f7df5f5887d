import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectionReasonSchema } from '../../../contract/customers.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { listRejectionReasons } from './service.ts';

export async function registerRejectionReasonRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  app.get(
    '/api/rejection-reasons',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The reasons a request can be rejected for',
        response: { 200: z.array(rejectionReasonSchema) },
      },
    },
    () => listRejectionReasons(db),
  );
}
