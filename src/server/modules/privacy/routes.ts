import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/fields.ts';
import {
  eraseCustomerResultSchema,
  eraseCustomerSchema,
  exportCustomerQuerySchema,
} from '../../../contract/privacy.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { customerExportHtml } from './export-html.ts';
import { eraseCustomer, exportCustomerData } from './service.ts';

export async function registerPrivacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, integrations, photoStore } = app.deps;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/customers/:id/export',
    {
      schema: {
        summary: 'Everything held about one customer, as JSON or a readable page (GDPR)',
        params: idParams,
        querystring: exportCustomerQuerySchema,
      },
    },
    async (request, reply) => {
      const data = await exportCustomerData({ db: database.db, id: request.params.id });
      const name = `klant-${request.params.id}`;
      if (request.query.format === 'html') {
        return reply
          .type('text/html; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.html"`)
          .send(customerExportHtml(data));
      }
      return reply.header('content-disposition', `attachment; filename="${name}.json"`).send(data);
    },
  );

  app.delete(
    '/api/customers/:id',
    {
      schema: {
        summary: 'Erases a customer: requests anonymised, photos and phone contact removed (GDPR)',
        params: idParams,
        body: eraseCustomerSchema,
        response: { 200: eraseCustomerResultSchema },
      },
    },
    (request) =>
      eraseCustomer({
        database,
        jobs,
        integrations,
        photoStore,
        id: request.params.id,
        confirmEmail: request.body.confirmEmail,
        actorEmail: request.user?.email ?? null,
      }),
  );
}
