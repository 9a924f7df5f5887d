import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  serviceRequestSubmissionSchema,
  submitServiceRequestResultSchema,
} from '../../../contract/service-requests.ts';
import { submitServiceRequest } from './intake.ts';

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
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(result);
    },
  );
}
