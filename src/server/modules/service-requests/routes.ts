import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/fields.ts';
import { archiveServiceRequestSchema } from '../../../contract/service-requests/archive.ts';
import { serviceRequestSchema } from '../../../contract/service-requests/details.ts';
import { serviceRequestEditSchema } from '../../../contract/service-requests/edit.ts';
import {
  approveServiceRequestResultSchema,
  approveServiceRequestSchema,
  rejectServiceRequestResultSchema,
  rejectServiceRequestSchema,
} from '../../../contract/service-requests/handling.ts';
import { historyEntrySchema } from '../../../contract/service-requests/history.ts';
import {
  exportServiceRequestsQuerySchema,
  listServiceRequestsQuerySchema,
  serviceRequestCountsQuerySchema,
  serviceRequestCountsSchema,
  serviceRequestListSchema,
} from '../../../contract/service-requests/list.ts';
import {
  serviceRequestSubmissionSchema,
  submitServiceRequestResultSchema,
} from '../../../contract/service-requests/submission.ts';
import { actorOf, requireAdmin } from '../../auth/guards.ts';
import { sendCsv } from '../../http/excel-csv.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { exportServiceRequestsCsv } from './export.ts';
import {
  approveServiceRequest,
  archiveServiceRequest,
  deleteServiceRequest,
  duplicateServiceRequest,
  getServiceRequest,
  rejectServiceRequest,
  updateServiceRequest,
} from './handling.ts';
import { historyOfRequest } from './history.ts';
import { submitServiceRequest } from './intake.ts';
import { countServiceRequestsByStatus, listServiceRequests } from './list.ts';

export async function registerServiceRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, config } = app.deps;

  app.post(
    '/api/service-requests',
    {
      config: { rateLimit: { max: config.submissionRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        summary: "A customer's request for repair or maintenance of one to five bikes",
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: serviceRequestSubmissionSchema,
        response: { 201: submitServiceRequestResultSchema },
      },
    },
    async (request, reply) => {
      const result = await submitServiceRequest({
        database,
        jobs,
        config,
        submission: request.body,
        language: requestLanguage(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(result);
    },
  );
}

export async function registerServiceRequestAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, config } = app.deps;
  const { db } = database;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/service-requests/export.csv',
    {
      schema: {
        summary: 'The requests of a search and filter as CSV (UTF-8 with BOM), one row each',
        querystring: exportServiceRequestsQuerySchema,
      },
    },
    (request, reply) => {
      const language = requestLanguage(request);
      const { fileName, csv } = exportServiceRequestsCsv({ db, query: request.query, language });
      return sendCsv(reply, fileName, csv);
    },
  );

  app.get(
    '/api/service-requests',
    {
      schema: {
        summary: 'Requests, newest first, one page at a time, with their total up to 1 000',
        querystring: listServiceRequestsQuerySchema,
        response: { 200: serviceRequestListSchema },
      },
    },
    (request) => listServiceRequests(db, request.query),
  );

  app.get(
    '/api/service-requests/counts',
    {
      schema: {
        summary: 'The number of requests per status, active, archived or all',
        querystring: serviceRequestCountsQuerySchema,
        response: { 200: serviceRequestCountsSchema },
      },
    },
    (request) => countServiceRequestsByStatus(db, request.query.filter),
  );

  app.get(
    '/api/service-requests/:id',
    {
      schema: { summary: 'One request', params: idParams, response: { 200: serviceRequestSchema } },
    },
    (request) => getServiceRequest(db, request.params.id),
  );

  app.get(
    '/api/service-requests/:id/history',
    {
      schema: {
        summary: "A request's recorded changes, newest first: who, when and what",
        params: idParams,
        response: { 200: z.array(historyEntrySchema) },
      },
    },
    (request) => historyOfRequest(db, request.params.id),
  );

  app.patch(
    '/api/service-requests/:id/approve',
    {
      schema: {
        summary:
          'Approves a pending request (409 otherwise) and mails the customer when an active template applies',
        params: idParams,
        body: approveServiceRequestSchema,
        response: { 200: approveServiceRequestResultSchema },
      },
    },
    (request) =>
      approveServiceRequest({
        database,
        jobs,
        config,
        id: request.params.id,
        activity: request.body,
        actor: actorOf(request),
      }),
  );

  app.patch(
    '/api/service-requests/:id/reject',
    {
      schema: {
        summary:
          'Rejects a pending request (409 otherwise) and mails the customer when an active template applies',
        params: idParams,
        body: rejectServiceRequestSchema,
        response: { 200: rejectServiceRequestResultSchema },
      },
    },
    (request) =>
      rejectServiceRequest({
        database,
        jobs,
        config,
        id: request.params.id,
        rejection: request.body,
        actor: actorOf(request),
      }),
  );

  app.post(
    '/api/service-requests/:id/archive',
    {
      schema: {
        summary: 'Archives an approved request (409 otherwise)',
        params: idParams,
        body: archiveServiceRequestSchema,
        response: { 200: serviceRequestSchema },
      },
    },
    (request) =>
      archiveServiceRequest({
        database,
        jobs,
        id: request.params.id,
        reason: request.body.reason,
        actor: actorOf(request),
      }),
  );

  app.post(
    '/api/service-requests/:id/duplicate',
    {
      schema: {
        summary: 'Copies a pending request into a new pending one',
        params: idParams,
        response: { 201: serviceRequestSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await duplicateServiceRequest({
          database,
          jobs,
          config,
          id: request.params.id,
          actor: actorOf(request),
        }),
      ),
  );

  app.put(
    '/api/service-requests/:id',
    {
      schema: {
        summary:
          'Corrects a pending request: the request as read, with fields changed; the editable ones are checked like a submission, the read-only ones ignored',
        params: idParams,
        body: serviceRequestEditSchema,
        response: { 200: serviceRequestSchema },
      },
    },
    (request) =>
      updateServiceRequest({
        database,
        jobs,
        id: request.params.id,
        changes: request.body,
        actor: actorOf(request),
      }),
  );

  app.delete(
    '/api/service-requests/:id',
    {
      schema: {
        summary: 'Deletes a request for good, and takes its open visit off the planner',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteServiceRequest({
        database,
        jobs,
        id: request.params.id,
        actor: actorOf(request),
      });
      return reply.code(204).send();
    },
  );
}
