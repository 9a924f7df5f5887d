import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/connect.ts';
import { AppError } from './errors.ts';
import { JSON_BODY_MESSAGE } from './http/json-bodies.ts';
import { pathOf } from './http/url-path.ts';
import { IntegrationError } from './integrations/http.ts';

/** Shown while the database is unreachable; the app recovers by itself once it is back. */
export const DATABASE_UNAVAILABLE =
  'De database is even niet bereikbaar. Probeer het over een paar seconden opnieuw.';

/** How long a client waits before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every failure leaves as `{message, code?, issues?}`. Messages of 4xx answers are meant for
 * the client and pass through; 5xx answers are logged with context and answered generically.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const url = pathOf(request.url);
  // A download that failed before its first byte had set its own type and file name.
  reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
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
    if (error.statusCode >= 500) request.log.error({ err: error, url }, error.message);
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send({ message: error.message, code: error.code });
  }
  if (error instanceof IntegrationError) {
    request.log.warn({ err: error, url }, 'external system failed');
    return reply.code(502).send({ message: error.message, code: 'UPSTREAM' });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error, url }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.code(415).send({ message: JSON_BODY_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode < 500) {
    return reply.code(statusCode).send({ message: error.message, code: error.code });
  }
  request.log.error({ err: error, url, method: request.method }, 'request failed');
  return reply.code(statusCode).send({ message: 'Er ging iets mis. Probeer het later opnieuw.' });
}
