import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planBikeResultSchema, planBikeSchema } from '../../../contract/capacity.ts';
import {
  assignBikeResultSchema,
  assignBikeSchema,
  bikeParams,
  moveBikeStageResultSchema,
  moveBikeStageSchema,
} from '../../../contract/service-requests/stages.ts';
import { actorOf, requireAdmin, signedInUserOf } from '../../auth/guards.ts';
import { assignBike } from './assign.ts';
import { planBike } from './plan.ts';
import { moveBikeStage } from './service.ts';

/** The repair's journey after approval: staff only. */
export async function registerRepairProgressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database, jobs } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.patch(
    '/api/service-requests/:id/bikes/:bikeId/stage',
    {
      schema: {
        summary:
          "Moves a bike of an approved request to another stage and mails the customer the stage's template unless notifyCustomer is false; 409 for a move the stages do not allow or a bike changed meanwhile",
        params: bikeParams,
        body: moveBikeStageSchema,
        response: { 200: moveBikeStageResultSchema },
      },
    },
    (request) =>
      moveBikeStage({
        database,
        jobs,
        serviceRequestId: request.params.id,
        bikeId: request.params.bikeId,
        move: request.body,
        staff: { userId: signedInUserOf(request).id, actor: actorOf(request) },
        workshop: config.workshop,
      }),
  );

  app.patch(
    '/api/service-requests/:id/bikes/:bikeId/plan',
    {
      schema: {
        summary:
          'Plans a bike of an approved request for another day or number of minutes; 409 for a bike changed meanwhile or a day it overfills unconfirmed',
        params: bikeParams,
        body: planBikeSchema,
        response: { 200: planBikeResultSchema },
      },
    },
    (request) =>
      planBike({
        database,
        jobs,
        serviceRequestId: request.params.id,
        bikeId: request.params.bikeId,
        plan: request.body,
        actor: actorOf(request),
      }),
  );

  app.patch(
    '/api/service-requests/:id/bikes/:bikeId/assignee',
    {
      schema: {
        summary:
          'Gives a bike of an approved request to a staff member (an admin id), or to nobody with null; 409 for a bike changed meanwhile',
        params: bikeParams,
        body: assignBikeSchema,
        response: { 200: assignBikeResultSchema },
      },
    },
    (request) =>
      assignBike({
        database,
        jobs,
        serviceRequestId: request.params.id,
        bikeId: request.params.bikeId,
        assignment: request.body,
        actor: actorOf(request),
      }),
  );
}
