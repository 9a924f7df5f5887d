import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/fields.ts';
import { notificationSchema, unreadNotificationsSchema } from '../../../contract/notifications.ts';
import { requireAdmin } from '../../auth/guards.ts';
import {
  deleteNotification,
  listNotifications,
  listUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service.ts';

export async function registerNotificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/notifications',
    {
      schema: {
        summary: 'The latest notifications',
        response: { 200: z.array(notificationSchema) },
      },
    },
    () => listNotifications(db),
  );
  app.get(
    '/api/notifications/unread',
    {
      schema: {
        summary: 'How many are unread, and the latest of them',
        response: { 200: unreadNotificationsSchema },
      },
    },
    () => listUnreadNotifications(db),
  );
  app.patch(
    '/api/notifications/read-all',
    {
      schema: {
        summary: 'Marks every notification read',
        response: { 200: z.object({ updated: z.number() }) },
      },
    },
    async () => ({ updated: await markAllNotificationsRead(db) }),
  );
  app.patch(
    '/api/notifications/:id/read',
    {
      schema: {
        summary: 'Marks one notification read',
        params: idParams,
        response: { 200: notificationSchema },
      },
    },
    (request) => markNotificationRead({ db, id: request.params.id }),
  );
  app.delete(
    '/api/notifications/:id',
    { schema: { summary: 'Deletes a notification', params: idParams } },
    async (request, reply) => {
      await deleteNotification({ db, id: request.params.id });
      return reply.code(204).send();
    },
  );
}
