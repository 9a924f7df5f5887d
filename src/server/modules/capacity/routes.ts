import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closedDayParams,
  closedDaySchema,
  planningProposalQuery,
  planningProposalSchema,
  workshopCapacityAnswerSchema,
  workshopCapacitySchema,
} from '../../../contract/capacity.ts';
import { idParams } from '../../../contract/fields.ts';
import { requireAdmin } from '../../auth/guards.ts';
import {
  addClosedDay,
  getWorkshopCapacity,
  listClosedDays,
  proposePlanning,
  removeClosedDay,
  updateWorkshopCapacity,
} from './service.ts';

/** The workshop's capacity, its closed days and the planning they give: staff only. */
export async function registerCapacityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/config/workshop-capacity',
    {
      schema: {
        summary: 'Minutes of work per weekday and per bike; the defaults while not configured',
        response: { 200: workshopCapacityAnswerSchema },
      },
    },
    () => getWorkshopCapacity(database.db),
  );

  app.put(
    '/api/config/workshop-capacity',
    {
      schema: {
        summary: 'Saves the capacity; the wait estimate follows from it from then on',
        body: workshopCapacitySchema,
        response: { 200: workshopCapacityAnswerSchema },
      },
    },
    (request) => updateWorkshopCapacity({ db: database.db, capacity: request.body }),
  );

  app.get(
    '/api/config/closed-days',
    {
      schema: {
        summary: 'The days the workshop is closed, from today on',
        response: { 200: z.array(closedDaySchema) },
      },
    },
    () => listClosedDays(database.db),
  );

  app.post(
    '/api/config/closed-days',
    {
      schema: {
        summary: 'Closes the workshop on a day; a day added again gets the new description',
        body: closedDaySchema,
        response: { 200: closedDaySchema },
      },
    },
    (request) => addClosedDay({ db: database.db, closedDay: request.body }),
  );

  app.delete(
    '/api/config/closed-days/:date',
    {
      schema: {
        summary: 'Opens a closed day again; 404 for a day that was not closed',
        params: closedDayParams,
        response: { 200: closedDaySchema },
      },
    },
    (request) => removeClosedDay({ db: database.db, date: request.params.date }),
  );

  app.get(
    '/api/service-requests/:id/planning-proposal',
    {
      schema: {
        summary:
          "The first working day from tomorrow with room for all the request's bikes, and how full a day is",
        params: idParams,
        querystring: planningProposalQuery,
        response: { 200: planningProposalSchema },
      },
    },
    (request) =>
      proposePlanning(database.db, {
        serviceRequestId: request.params.id,
        ...request.query,
      }),
  );
}
