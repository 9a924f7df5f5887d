import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '../contract/errors/codes.ts';
import { isDatabaseUnavailable } from './db/connect.ts';
import { AppError, ERROR_STATUS, errorText, inputIssueText } from './errors.ts';
import { requestLanguage } from './http/request-language.ts';
import { pathOf } from './http/url-path.ts';
import { IntegrationError } from './integrations/http.ts';

/** How long a client waits before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is unreachable; the app recovers by itself once it is back. */
export const databaseUnavailable = (cause: unknown) =>
  new AppError(
    'DATABASE_UNAVAILABLE',
    {},
    { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, cause },
  );

/**
 * Every failure leaves as `{message, code, params, issues?}`: the code and its parameters for
 * a client that words errors itself, the message worded here for one that does not. 5xx
 * answers carry no details; they are logged with the request.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A download that failed before its first byte had set its own type and file name.
  reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
  const known = appErrorOf(error);
  if (known) return sendAppError(known, request, reply);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const language = requestLanguage(request);
    const issues = error.validation.map(({ instancePath, keyword, message, params }) => {
      const path = instancePath.replace(/^\//, '').split('/').filter(Boolean);
      const issue = { ...params, path, code: keyword, message: message ?? '' };
      return { path, message: inputIssueText(issue, language) };
    });
    // The check above holds at least one issue.
    const reason = issues[0]?.message ?? '';
    return send(request, reply, new AppError('VALIDATION_FAILED', { reason }), { issues });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode < 500) {
    // The framework's own refusals (a body too large, JSON that does not parse, a method or
    // media type it cannot serve), in its words and with its status.
    const code = statusCode === 413 ? 'BODY_TOO_LARGE' : 'REQUEST_MALFORMED';
    return send(request, reply, new AppError(code, { reason: error.message }), { statusCode });
  }
  request.log.error(
    { err: error, url: pathOf(request.url), method: request.method },
    'request failed',
  );
  return send(request, reply, new AppError('INTERNAL_ERROR'));
}

/** The failures the app knows how to tell, as an `AppError`. */
function appErrorOf(error: FastifyError) {
  if (error instanceof AppError) return error;
  if (error instanceof IntegrationError) {
    return new AppError(
      'EXTERNAL_SYSTEM_FAILED',
      { system: error.system, reason: error.message },
      { cause: error },
    );
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('BODY_NOT_JSON');
  return undefined;
}

function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  const url = pathOf(request.url);
  if (error.code === 'EXTERNAL_SYSTEM_FAILED') {
    request.log.warn({ err: error.cause, url }, 'external system failed');
  } else if (error.code === 'DATABASE_UNAVAILABLE') {
    request.log.error({ err: error.cause, url }, 'database unavailable');
  } else if (error.statusCode >= 500) {
    request.log.error({ err: error, url }, error.message);
  }
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return send(request, reply, error);
}

/** The answer, worded in the language the request asks for. */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
  {
    issues,
    statusCode = ERROR_STATUS[error.code],
  }: {
    issues?: ErrorAnswer['issues'];
    statusCode?: number;
  } = {},
) {
  const answer: ErrorAnswer = {
    message: errorText(error.code, error.params, requestLanguage(request)),
    code: error.code,
    params: error.params,
    ...(issues && { issues }),
  };
  return reply.code(statusCode).send(answer);
}
