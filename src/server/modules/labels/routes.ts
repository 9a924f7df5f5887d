import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, recordIdText } from '../../../contract/fields.ts';
import { labelInputSchema, labelPatchSchema, labelSchema } from '../../../contract/labels.ts';
import { actorOf, requireAdmin } from '../../auth/guards.ts';
import {
  assignLabel,
  createLabel,
  deleteLabel,
  labelsOfRequest,
  listLabels,
  unassignLabel,
  updateLabel,
} from './service.ts';

const linkParams = idParams.extend({ labelId: recordIdText });

const linkOf = (request: { params: z.infer<typeof linkParams> }) => ({
  serviceRequestId: request.params.id,
  labelId: request.params.labelId,
});

export async function registerLabelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs } = app.deps;
  const { db } = database;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/labels',
    { schema: { summary: 'Every label', response: { 200: z.array(labelSchema) } } },
    () => listLabels(db),
  );
  app.post(
    '/api/labels',
    {
      schema: {
        summary: 'Creates a label',
        body: labelInputSchema,
        response: { 201: labelSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createLabel({ db, label: request.body })),
  );
  app.patch(
    '/api/labels/:id',
    {
      schema: {
        summary: 'Renames, recolours or describes a label, or switches it on or off',
        params: idParams,
        body: labelPatchSchema,
        response: { 200: labelSchema },
      },
    },
    (request) => updateLabel({ db, id: request.params.id, changes: request.body }),
  );
  app.delete(
    '/api/labels/:id',
    { schema: { summary: 'Deletes a label, also from every request', params: idParams } },
    async (request, reply) => {
      await deleteLabel({ database, jobs, id: request.params.id, actor: actorOf(request) });
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/service-requests/:id/labels',
    {
      schema: {
        summary: "A request's labels",
        params: idParams,
        response: { 200: z.array(labelSchema) },
      },
    },
    (request) => labelsOfRequest(db, request.params.id),
  );
  app.post(
    '/api/service-requests/:id/labels/:labelId',
    {
      schema: {
        summary: 'Puts an active label on a request',
        params: linkParams,
        response: { 200: z.array(labelSchema) },
      },
    },
    (request) => assignLabel({ database, jobs, ...linkOf(request), actor: actorOf(request) }),
  );
  app.delete(
    '/api/service-requests/:id/labels/:labelId',
    {
      schema: {
        summary: 'Takes a label off a request',
        params: linkParams,
        response: { 200: z.array(labelSchema) },
      },
    },
    (request) => unassignLabel({ database, jobs, ...linkOf(request), actor: actorOf(request) }),
  );
}
