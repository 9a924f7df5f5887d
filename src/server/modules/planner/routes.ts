import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/fields.ts';
import { serviceRequestSchema } from '../../../contract/service-requests/details.ts';
import { actorOf, requireAdmin } from '../../auth/guards.ts';
import { retryPlannerActivity } from './service.ts';

export async function registerPlannerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, integrations } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/api/service-requests/:id/planner-activity',
    {
      schema: {
        summary: 'Tries again to make the planner activity of an approved on-location request',
        params: idParams,
        response: { 200: serviceRequestSchema },
      },
    },
    (request) =>
      retryPlannerActivity({
        database,
        jobs,
        integrations,
        serviceRequestId: request.params.id,
        actor: actorOf(request),
      }),
  );
}
