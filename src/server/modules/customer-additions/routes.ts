import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerAdditionSchema } from '../../../contract/customer-additions.ts';
import { idParams } from '../../../contract/fields.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { listCustomerAdditions } from './service.ts';

/**
 * What customers added to their requests, as the staff read it. The customer adds on the
 * request's private page, whose routes live with that page.
 */
export async function registerCustomerAdditionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/service-requests/:id/customer-additions',
    {
      schema: {
        summary:
          'The notes and photos the customer added to a request on its private page, oldest first',
        params: idParams,
        response: { 200: z.array(customerAdditionSchema) },
      },
    },
    (request) => listCustomerAdditions(db, request.params.id),
  );
}
