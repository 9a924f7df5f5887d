import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes the body of an HTML form: the sign-in pages' own forms. */
    acceptsFormBody?: boolean;
  }
}

/**
 * The API reads JSON; only the sign-in pages post HTML forms. A form body elsewhere is refused
 * before it is read: a form can be sent cross-site without the preflight that JSON needs, and
 * its fields arrive as text where the schemas expect numbers and lists.
 */
export async function refuseFormBodies(request: FastifyRequest) {
  if (request.routeOptions.config.acceptsFormBody) return;
  if (/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError('BODY_NOT_JSON');
  }
}
