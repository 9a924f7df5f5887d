import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addAdminSchema, adminSchema } from '../../../contract/admins.ts';
import { idParams } from '../../../contract/fields.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { addAdmin, listAdmins, removeAdmin } from './service.ts';

export async function registerAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/admins',
    { schema: { summary: 'Every admin', response: { 200: z.array(adminSchema) } } },
    () => listAdmins(db),
  );

  app.post(
    '/api/admins',
    {
      schema: {
        summary: 'Gives an e-mail address admin rights',
        body: addAdminSchema,
        response: { 201: adminSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addAdmin({ db, email: request.body.email })),
  );

  app.delete(
    '/api/admins/:id',
    {
      schema: {
        summary: 'Takes admin rights away (never from the last admin)',
        params: idParams,
        response: { 200: adminSchema },
      },
    },
    (request) => removeAdmin({ db, id: request.params.id }),
  );
}
