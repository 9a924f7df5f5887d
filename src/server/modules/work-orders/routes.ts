import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/fields.ts';
import { checkCompletedRepairsResultSchema } from '../../../contract/service-requests/archive.ts';
import { serviceRequestSchema } from '../../../contract/service-requests/details.ts';
import { testWorkshopResultSchema } from '../../../contract/service-requests/handling.ts';
import { actorOf, requireAdmin } from '../../auth/guards.ts';
import { checkCompletedRepairs, retryWorkOrders, testWorkshopConnection } from './service.ts';

export async function registerWorkOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, integrations, config } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/api/service-requests/check-completed-repairs',
    {
      schema: {
        summary: 'Reads open work orders now; archives and invoices completed repairs',
        response: { 200: checkCompletedRepairsResultSchema },
      },
    },
    () => checkCompletedRepairs({ database, jobs, integrations, workshop: config.workshop }),
  );

  app.post(
    '/api/service-requests/:id/work-order',
    {
      schema: {
        summary: 'Tries again to make the work orders of an approved request',
        params: idParams,
        response: { 200: serviceRequestSchema },
      },
    },
    (request) =>
      retryWorkOrders({
        database,
        jobs,
        integrations,
        serviceRequestId: request.params.id,
        actor: actorOf(request),
      }),
  );

  app.post(
    '/api/test-cyclesoftware',
    {
      schema: {
        summary: 'One real call to the workshop system with the configured credentials',
        response: { 200: testWorkshopResultSchema },
      },
    },
    () => testWorkshopConnection({ integrations }),
  );
}
