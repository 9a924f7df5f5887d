import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  onLocationNoteSchema,
  serviceWaitTimesSchema,
  siteInfoSchema,
} from '../../../contract/settings.ts';
import { requireAdmin } from '../../auth/guards.ts';
import {
  getManualWaitTimes,
  getOnLocationNote,
  getServiceWaitTimes,
  siteInfoOf,
  updateOnLocationNote,
  updateServiceWaitTimes,
} from './service.ts';

export async function registerSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;

  app.get(
    '/api/site',
    {
      schema: {
        summary: "The workshop's name, address, website and privacy statement, for the portals",
        response: { 200: siteInfoSchema },
      },
    },
    () => siteInfoOf(config),
  );

  app.get(
    '/api/config/service-wait-times',
    {
      schema: {
        summary:
          'Wait estimates in business days, shown to customers: from the workshop capacity once configured, else the manual wait times',
        response: { 200: serviceWaitTimesSchema },
      },
    },
    () => getServiceWaitTimes(database.db),
  );

  app.get(
    '/api/config/service-wait-times/manual',
    {
      onRequest: requireAdmin,
      schema: {
        summary:
          'The wait times staff entered; the portals show them while no workshop capacity is configured',
        response: { 200: serviceWaitTimesSchema },
      },
    },
    () => getManualWaitTimes(database.db),
  );

  app.patch(
    '/api/config/service-wait-times',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Changes the wait estimates (at least 1 day each)',
        body: serviceWaitTimesSchema,
        response: { 200: serviceWaitTimesSchema },
      },
    },
    (request) => updateServiceWaitTimes({ db: database.db, waitTimes: request.body }),
  );

  app.get(
    '/api/config/on-location-note',
    {
      schema: {
        summary: 'What the on-location (premium) service costs or means, per language',
        response: { 200: onLocationNoteSchema },
      },
    },
    () => getOnLocationNote(database.db),
  );

  app.put(
    '/api/config/on-location-note',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Changes the on-location explanation (empty: the portal words it itself)',
        body: onLocationNoteSchema,
        response: { 200: onLocationNoteSchema },
      },
    },
    (request) => updateOnLocationNote({ db: database.db, note: request.body }),
  );
}
