import type { FastifyReply } from 'fastify';

/**
 * Sends a page the server drew for one person only (a customer's private page, a quote staff
 * print): never stored, indexed or told to another site. Its CSP allows nothing but the app's
 * own stylesheet and images, links and forms to itself, and the inline styles `styleSources`
 * names by hash.
 */
export function sendPrivatePage(
  reply: FastifyReply,
  code: number,
  html: string,
  options: { styleSources?: string[] } = {},
) {
  const styleSources = ["'self'", ...(options.styleSources ?? [])].join(' ');
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${styleSources}; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .send(html);
}
