import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailTemplateInputSchema,
  emailTemplatePreviewInputSchema,
  emailTemplatePreviewSchema,
  emailTemplateSchema,
} from '../../../contract/email-templates.ts';
import { idParams } from '../../../contract/fields.ts';
import { requireAdmin } from '../../auth/guards.ts';
import {
  createEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  updateEmailTemplate,
} from './service.ts';

export async function registerEmailTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  const { db } = database;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/email-templates',
    {
      schema: {
        summary: 'Every mail template (per status, and per rejection reason)',
        response: { 200: z.array(emailTemplateSchema) },
      },
    },
    () => listEmailTemplates(db),
  );
  app.post(
    '/api/email-templates',
    {
      schema: {
        summary: 'Creates the template of a status or rejection reason (HTML sanitised)',
        body: emailTemplateInputSchema,
        response: { 201: emailTemplateSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEmailTemplate({ db, template: request.body })),
  );
  app.put(
    '/api/email-templates/:id',
    {
      schema: {
        summary: 'Replaces a template (HTML sanitised)',
        params: idParams,
        body: emailTemplateInputSchema,
        response: { 200: emailTemplateSchema },
      },
    },
    (request) => updateEmailTemplate({ db, id: request.params.id, template: request.body }),
  );
  app.post(
    '/api/email-templates/preview',
    {
      schema: {
        summary: 'Unsaved template text as the customer would get it, with sample data',
        body: emailTemplatePreviewInputSchema,
        response: { 200: emailTemplatePreviewSchema },
      },
    },
    (request) => previewEmailTemplate({ template: request.body, workshop: config.workshop }),
  );
}
