import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's credential is a secret in its path, never a cookie, so a page of another
     * site gains nothing by posting to it: the customer's private page, whose no-referrer
     * policy makes browsers send its own forms with `Origin: null`.
     */
    credentialInPath?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from another site's page (cross-site request
 * forgery). Browsers send Origin on such requests, or at least Referer; a request with
 * neither does not come from a browser page and carries no ambient cookie risk.
 */
export function refuseForeignOrigins(publicUrl: string): onRequestHookHandler {
  const allowedOrigin = new URL(publicUrl).origin;
  return async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.credentialInPath) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      origin = 'null';
    }
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== allowedOrigin && origin !== ownOrigin) {
      throw new AppError('CROSS_ORIGIN_REFUSED');
    }
  };
}
