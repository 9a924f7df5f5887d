import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aircallResultSchema,
  aircallWebhookAnswerSchema,
  aircallWebhookSchema,
  contactSyncRecordSchema,
  makeCallBodySchema,
} from '../../../contract/phone.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { webhookNotConfigured } from '../../http/webhook-not-configured.ts';
import {
  listContactSyncStatus,
  startContactSync,
  startPhoneCall,
  testAircallConnection,
} from './service.ts';
import { receiveAircallWebhook } from './webhook.ts';

export async function registerPhoneAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, integrations } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/api/admin/aircall/test-connection',
    {
      schema: {
        summary: 'One real call to Aircall with the configured credentials',
        response: { 200: aircallResultSchema },
      },
    },
    () => testAircallConnection({ integrations }),
  );

  app.post(
    '/api/admin/aircall/sync-all-contacts',
    {
      schema: {
        summary: "Starts putting every customer in Aircall's contacts (a background job)",
        response: { 200: aircallResultSchema },
      },
    },
    () => startContactSync({ database, jobs, integrations }),
  );

  app.get(
    '/api/admin/aircall/sync-status',
    {
      schema: {
        summary: 'The contact sync records, newest first',
        response: { 200: z.array(contactSyncRecordSchema) },
      },
    },
    () => listContactSyncStatus(database.db),
  );

  app.post(
    '/api/admin/aircall/make-call',
    {
      schema: {
        summary: 'Rings the configured Aircall user and connects them to the number',
        body: makeCallBodySchema,
        response: { 200: aircallResultSchema },
      },
    },
    (request) => startPhoneCall({ integrations, phoneNumber: request.body.phoneNumber }),
  );
}

/** Aircall's webhook: public, verified by the token in its body. */
export async function registerAircallWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  const expectedToken = app.deps.config.integrations.aircallWebhookToken;

  app.post(
    '/api/webhooks/aircall',
    {
      schema: {
        summary: 'Call events from Aircall (call.created is stored and announced)',
        body: aircallWebhookSchema,
        response: { 200: aircallWebhookAnswerSchema },
      },
    },
    expectedToken
      ? (request) => receiveAircallWebhook({ database, expectedToken, delivery: request.body })
      : webhookNotConfigured('phone'),
  );
}
