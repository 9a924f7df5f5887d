import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/fields.ts';
import {
  requestNoteInputSchema,
  requestNoteParams,
  requestNoteSchema,
} from '../../../contract/request-notes.ts';
import { actorOf, requireAdmin, signedInUserOf } from '../../auth/guards.ts';
import { addRequestNote, deleteRequestNote, listRequestNotes } from './service.ts';

const staffOf = (request: FastifyRequest) => ({
  userId: signedInUserOf(request).id,
  actor: actorOf(request),
});

/** Internal notes on a request: staff only, as every route here is behind `requireAdmin`. */
export async function registerRequestNoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/service-requests/:id/notes',
    {
      schema: {
        summary: "A request's internal notes, oldest first, with author and time",
        params: idParams,
        response: { 200: z.array(requestNoteSchema) },
      },
    },
    (request) =>
      listRequestNotes({
        db: database.db,
        serviceRequestId: request.params.id,
        viewerId: signedInUserOf(request).id,
      }),
  );
  app.post(
    '/api/service-requests/:id/notes',
    {
      schema: {
        summary: 'Adds an internal note to a request; customers never see it',
        params: idParams,
        body: requestNoteInputSchema,
        response: { 201: requestNoteSchema },
      },
    },
    async (request, reply) => {
      const note = await addRequestNote({
        database,
        jobs,
        serviceRequestId: request.params.id,
        body: request.body.body,
        staff: staffOf(request),
      });
      return reply.code(201).send(note);
    },
  );
  app.delete(
    '/api/service-requests/:id/notes/:noteId',
    {
      schema: {
        summary: "Deletes one of the signed-in staff member's own notes",
        params: requestNoteParams,
      },
    },
    async (request, reply) => {
      await deleteRequestNote({
        database,
        jobs,
        serviceRequestId: request.params.id,
        noteId: request.params.noteId,
        staff: staffOf(request),
      });
      return reply.code(204).send();
    },
  );
}
