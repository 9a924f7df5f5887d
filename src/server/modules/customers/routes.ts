import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerSchema, listCustomersQuerySchema } from '../../../contract/customers.ts';
import { idParams } from '../../../contract/fields.ts';
import { serviceRequestSchema } from '../../../contract/service-requests/details.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { adoptContactDetails, getCustomer, listCustomers, serviceHistoryOf } from './service.ts';

export async function registerCustomerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  const { db } = database;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/customers',
    {
      schema: {
        summary: 'Customers, newest first; search by name or e-mail',
        querystring: listCustomersQuerySchema,
        response: { 200: z.array(customerSchema) },
      },
    },
    (request) => listCustomers(db, request.query.search),
  );
  app.get(
    '/api/customers/:id',
    { schema: { summary: 'One customer', params: idParams, response: { 200: customerSchema } } },
    (request) => getCustomer(db, request.params.id),
  );
  app.get(
    '/api/customers/:id/service-requests',
    {
      schema: {
        summary: "A customer's service history",
        params: idParams,
        response: { 200: z.array(serviceRequestSchema) },
      },
    },
    (request) => serviceHistoryOf(db, request.params.id),
  );

  app.post(
    '/api/service-requests/:id/adopt-contact-details',
    {
      schema: {
        summary:
          "Copies the name, phone and address a request was sent with into its customer's record, where they differ",
        params: idParams,
        response: { 200: serviceRequestSchema },
      },
    },
    (request) =>
      adoptContactDetails({
        database,
        jobs: app.deps.jobs,
        serviceRequestId: request.params.id,
        actorEmail: request.user?.email ?? null,
      }),
  );
}
