import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { workshopBoardQuerySchema, workshopBoardSchema } from '../../../contract/workshop-board.ts';
import { requireAdmin, signedInUserOf } from '../../auth/guards.ts';
import { readWorkshopBoard } from './service.ts';

/** The workshop board: staff only. Moves go through the repair-progress module's route. */
export async function registerWorkshopBoardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/workshop-board',
    {
      schema: {
        summary:
          'The bikes in the workshop, a column per stage with its count and first cards; with stage and offset, the next cards of one column',
        querystring: workshopBoardQuerySchema,
        response: { 200: workshopBoardSchema },
      },
    },
    (request) =>
      readWorkshopBoard({ db, query: request.query, viewerEmail: signedInUserOf(request).email }),
  );
}
