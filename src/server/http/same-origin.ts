import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from another site's page (cross-site request
 * forgery). Browsers send Origin on such requests, or at least Referer; a request with
 * neither does not come from a browser page and carries no ambient cookie risk.
 */
export function refuseForeignOrigins(publicUrl: string): onRequestHookHandler {
  const allowedOrigin = new URL(publicUrl).origin;
  return async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
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
