import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInPageQuerySchema } from '../../../contract/auth.ts';
import { bikeParams } from '../../../contract/service-requests/stages.ts';
import { requireAdmin, signedInUserOf } from '../../auth/guards.ts';
import { AppError, errorText } from '../../errors.ts';
import { builtStylesheetHref } from '../../http/client-build.ts';
import { sendPrivatePage } from '../../http/private-page-reply.ts';
import { requestLanguage } from '../../http/request-language.ts';
import {
  type LessorQuoteSite,
  lessorQuotePage,
  lessorQuoteProblemPage,
  PRINT_STYLE_SOURCE,
} from './page.ts';
import { findLessorQuote } from './service.ts';

/** The quote staff print for a lease bike's leasing company (issue 34): admins only. */
export async function registerLessorQuoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  app.addHook('onRequest', requireAdmin);
  const site: LessorQuoteSite = {
    workshopName: config.workshop.name,
    marketingUrl: config.workshop.marketingUrl,
    stylesheet: builtStylesheetHref(),
    address: config.workshop.address,
    phone: config.workshop.phone,
  };
  const styleSources = [PRINT_STYLE_SOURCE];

  app.get(
    '/api/service-requests/:id/bikes/:bikeId/lessor-quote',
    {
      schema: {
        summary:
          "A lease bike's quote for its leasing company, as a page to print on A4 (text/html); 404 for a bike that is not on lease",
        params: bikeParams,
        // `?lang=` as on the server's other pages: its language switch.
        querystring: signInPageQuerySchema,
      },
    },
    async (request, reply) => {
      // The language asked for, else the one the staff member chose for the dashboard.
      const language =
        request.query.lang ?? signedInUserOf(request).language ?? requestLanguage(request);
      try {
        const quote = await findLessorQuote({
          db: database.db,
          serviceRequestId: request.params.id,
          bikeId: request.params.bikeId,
        });
        const html = lessorQuotePage({ site, language, quote, today: new Date() });
        return sendPrivatePage(reply, 200, html, { styleSources });
      } catch (error) {
        // Opened in a tab of its own: a refusal is a page in words, not JSON.
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        const problem = errorText(error.code, error.params, language);
        const html = lessorQuoteProblemPage({ site, language, problem });
        return sendPrivatePage(reply, error.statusCode, html, { styleSources });
      }
    },
  );
}
