import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cycleSoftwareWebhookAnswerSchema,
  testInvoicingWebhookResultSchema,
} from '../../../contract/invoicing.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { webhookNotConfigured } from '../../http/webhook-not-configured.ts';
import { receiveCycleSoftwareWebhook, testInvoicingWebhook } from './webhook.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * CycleSoftware's webhook: public, verified by the HMAC of its raw body. The JSON parser of
 * this plugin alone keeps the body as text, because re-serialising parsed JSON would not
 * reproduce the bytes that were signed.
 */
export async function registerCycleSoftwareWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, integrations } = app.deps;
  const secret = app.deps.config.integrations.cycleSoftwareWebhookSecret;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/webhooks/cyclesoftware',
    {
      schema: {
        summary: 'Workshop-order events from CycleSoftware (a completed repair is invoiced)',
        body: z.string(),
        response: { 200: cycleSoftwareWebhookAnswerSchema },
      },
    },
    secret
      ? (request) =>
          receiveCycleSoftwareWebhook({
            database,
            jobs,
            integrations,
            workshop: app.deps.config.workshop,
            secret,
            rawBody: request.body,
            signature: header(request.headers['x-cyclesoftware-signature']),
            deliveryId: header(request.headers['x-cyclesoftware-delivery']),
          })
      : webhookNotConfigured('workshop'),
  );
}

export async function registerInvoicingAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, integrations, config } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/api/test/cyclesoftware-webhook',
    {
      schema: {
        summary: 'Runs a signed test delivery through the webhook and makes a draft invoice',
        response: { 200: testInvoicingWebhookResultSchema },
      },
    },
    () => testInvoicingWebhook({ database, jobs, integrations, config }),
  );
}
