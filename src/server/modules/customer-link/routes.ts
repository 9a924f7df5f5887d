import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInPageQuerySchema } from '../../../contract/auth.ts';
import { PRIVATE_LINK_PATH } from '../../../contract/customer-link.ts';
import { idParams } from '../../../contract/fields.ts';
import { actorOf, requireAdmin } from '../../auth/guards.ts';
import { builtStylesheetHref } from '../../http/client-build.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { createMissLimit } from './miss-limit.ts';
import { deadLinkPage, type PrivatePageSite, privatePage, tooManyMissesPage } from './page.ts';
import { findPrivatePage, replacePrivateLink, resendPrivateLink } from './service.ts';

/**
 * A page only its link's holder should see, never stored, indexed or told to another site; its
 * CSP allows nothing but the app's own stylesheet and images, and links.
 */
function sendPrivatePage(reply: FastifyReply, code: number, html: string) {
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .send(html);
}

/** The customer's private page (decision 045): no session, the link's token is the key. */
export async function registerPrivatePageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const site: PrivatePageSite = {
    workshopName: config.workshop.name,
    marketingUrl: config.workshop.marketingUrl,
    stylesheet: builtStylesheetHref(),
    address: config.workshop.address,
    phone: config.workshop.phone,
  };
  const misses = createMissLimit();

  app.get(
    `${PRIVATE_LINK_PATH}:token`,
    {
      schema: {
        hide: true,
        params: z.object({ token: z.string() }),
        querystring: signInPageQuerySchema,
      },
    },
    async (request, reply) => {
      const asked = request.query.lang;
      const minutes = misses.minutesToWait(request.ip);
      if (minutes > 0) {
        const language = asked ?? requestLanguage(request);
        reply.header('retry-after', String(minutes * 60));
        return sendPrivatePage(reply, 429, tooManyMissesPage({ site, language, minutes }));
      }
      const found = await findPrivatePage(database.db, request.params.token);
      if (!found) {
        misses.recordMiss(request.ip);
        const language = asked ?? requestLanguage(request);
        return sendPrivatePage(reply, 404, deadLinkPage({ site, language }));
      }
      const language = asked ?? found.language;
      return sendPrivatePage(
        reply,
        200,
        privatePage({ site, language, request: found, actions: [] }),
      );
    },
  );
}

/** Staff send the link again, or replace it: admins only. */
export async function registerPrivateLinkAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, config } = app.deps;
  app.addHook('onRequest', requireAdmin);

  const operations = [
    {
      path: 'resend',
      summary: "Mails the customer the request's private link again",
      send: resendPrivateLink,
    },
    {
      path: 'replace',
      summary: 'Replaces the private link, which ends the old one, and mails the new one',
      send: replacePrivateLink,
    },
  ];
  for (const { path, summary, send } of operations) {
    app.post(
      `/api/service-requests/:id/private-link/${path}`,
      { schema: { summary, params: idParams } },
      async (request, reply) => {
        await send({
          database,
          jobs,
          config,
          serviceRequestId: request.params.id,
          actor: actorOf(request),
        });
        return reply.code(204).send();
      },
    );
  }
}
