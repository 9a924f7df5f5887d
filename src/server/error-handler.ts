import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/**
 * Every failure leaves as `{message, code?, issues?}`. Messages of 4xx answers are meant for
 * the client and pass through; 5xx answers are logged with context and answered generically.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean),
      message: issue.message ?? 'Invalid input',
    }));
    return reply
      .code(400)
      .send({ message: issues[0]?.message ?? 'Invalid input', code: 'VALIDATION', issues });
  }
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send({ message: error.message, code: error.code });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode < 500) {
    return reply.code(statusCode).send({ message: error.message, code: error.code });
  }
  request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
  return reply.code(statusCode).send({ message: 'Er ging iets mis. Probeer het later opnieuw.' });
}
