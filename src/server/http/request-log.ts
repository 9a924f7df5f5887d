import type { FastifyRequest } from 'fastify';

/**
 * A URL as the log shows it: its path, without the query string, which can carry a secret
 * (a sign-in link's `?token=`, an identity provider's `?code=` at `/api/callback`).
 */
export const withoutQueryString = (url: string) => url.split('?', 1)[0];

/** Fastify's own request serializer, but with the URL's query string left out. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutQueryString(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
