import { DrizzleQueryError } from 'drizzle-orm';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { PRIVATE_LINK_PATH } from '../contract/customer-link.ts';
import { pathOf } from './http/url-path.ts';

type LoggedError = {
  type: string;
  message: string;
  code?: unknown;
  stack?: string;
  cause?: unknown;
};

/**
 * An error as the log shows it: its name, message, code and call stack, and its cause alike.
 * Nothing else of it: a failed Drizzle query carries the values bound to it (a customer's
 * name, e-mail address and phone number) in its message and `params`, and PostgreSQL's
 * `detail` quotes the row it refused. The stack keeps only its frames, since its first line
 * repeats the message.
 */
export function describeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const described: LoggedError = {
    type: error.name,
    message: error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
  if ('code' in error) described.code = error.code;
  if (error.cause !== undefined) described.cause = describeError(error.cause);
  return described;
}

/** A private link's path (`/r/{token}`): the token opens a customer's page, so it is not logged. */
const PRIVATE_LINK_IN_PATH = new RegExp(`^${PRIVATE_LINK_PATH}[^/]*`);

/**
 * Fastify's description of a request, with the path in place of the whole URL and a private
 * link's token cut out of it.
 */
const describeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: pathOf(request.url).replace(PRIVATE_LINK_IN_PATH, `${PRIVATE_LINK_PATH}…`),
  host: request.host,
  remoteAddress: request.ip,
});

/**
 * The server's logger (to stdout unless given a destination): requests without their headers
 * and query strings, errors without the values of a failed query.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = { level, serializers: { err: describeError, req: describeRequest } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Fastify's request log in one line per request, written once it is answered: method, path,
 * client address, status and milliseconds. The log is written synchronously, so Fastify's
 * line on arrival cost every request a write of its own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
