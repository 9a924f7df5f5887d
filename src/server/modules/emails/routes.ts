import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/fields.ts';
import {
  listOutgoingEmailsQuerySchema,
  outgoingEmailPageSchema,
} from '../../../contract/outgoing-emails.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { listOutgoingEmails, resendEmail } from './service.ts';

export async function registerOutgoingEmailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/outgoing-emails',
    {
      schema: {
        summary: 'The outbox, newest first: recipient, subject, status, attempts, last error',
        querystring: listOutgoingEmailsQuerySchema,
        response: { 200: outgoingEmailPageSchema },
      },
    },
    (request) => listOutgoingEmails(database.db, request.query),
  );
  app.post(
    '/api/outgoing-emails/:id/resend',
    {
      schema: {
        summary: 'Sends a failed mail again',
        params: idParams,
      },
    },
    async (request, reply) => {
      await resendEmail({ database, jobs, id: request.params.id });
      return reply.code(204).send();
    },
  );
}
