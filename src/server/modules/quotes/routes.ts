import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/fields.ts';
import {
  quoteListSchema,
  sendQuoteResultSchema,
  sendQuoteSchema,
} from '../../../contract/service-requests/quotes.ts';
import { bikeParams } from '../../../contract/service-requests/stages.ts';
import { actorOf, requireAdmin } from '../../auth/guards.ts';
import { listQuotes, sendQuote } from './service.ts';

/** The staff's side of the quotes on bikes; the customer answers from their request's page. */
export async function registerQuoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database, jobs } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/service-requests/:id/quotes',
    {
      schema: {
        summary: "Every version of the quotes on a request's bikes, by bike, newest first",
        params: idParams,
        response: { 200: quoteListSchema },
      },
    },
    (request) => listQuotes({ db: database.db, serviceRequestId: request.params.id }),
  );

  app.post(
    '/api/service-requests/:id/bikes/:bikeId/quotes',
    {
      schema: {
        summary:
          "Sends a new version of a bike's quote to the customer, moves the bike to waiting_for_customer where the stages allow it and mails the customer; 409 when another version was sent meanwhile",
        params: bikeParams,
        body: sendQuoteSchema,
        response: { 201: sendQuoteResultSchema },
      },
    },
    async (request, reply) => {
      const sent = await sendQuote({
        database,
        jobs,
        serviceRequestId: request.params.id,
        bikeId: request.params.bikeId,
        quote: request.body,
        actor: actorOf(request),
        workshop: config.workshop,
      });
      return reply.code(201).send(sent);
    },
  );
}
