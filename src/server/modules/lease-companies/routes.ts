import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/fields.ts';
import { leaseCompanySchema, newLeaseCompanySchema } from '../../../contract/lease-companies.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { addLeaseCompany, listLeaseCompanies, removeLeaseCompany } from './service.ts';

export async function registerLeaseCompanyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  app.get(
    '/api/lease-companies',
    {
      schema: {
        summary: 'The leasing companies the portals offer for a lease bike, by name',
        response: { 200: z.array(leaseCompanySchema) },
      },
    },
    () => listLeaseCompanies(db),
  );

  app.post(
    '/api/lease-companies',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Adds a leasing company to the list; 409 when its name is in the list already',
        body: newLeaseCompanySchema,
        response: { 200: leaseCompanySchema },
      },
    },
    (request) => addLeaseCompany(db, request.body),
  );

  app.delete(
    '/api/lease-companies/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Takes a leasing company off the list; the bikes that named it keep the name',
        params: idParams,
        response: { 200: leaseCompanySchema },
      },
    },
    (request) => removeLeaseCompany(db, request.params.id),
  );
}
