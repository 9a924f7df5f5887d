import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZodError, z } from 'zod';
import {
  PRIVATE_LINK_PATH,
  type PrivatePageOutcome,
  privatePageActionSchema,
  privatePageQuerySchema,
} from '../../../contract/customer-link.ts';
import { idParams } from '../../../contract/fields.ts';
import type { Language } from '../../../contract/language.ts';
import { PHOTO_MAX_BYTES } from '../../../contract/uploads.ts';
import { actorOf, requireAdmin } from '../../auth/guards.ts';
import { resolveSessionSecret } from '../../config.ts';
import { AppError, errorText, inputIssueText } from '../../errors.ts';
import { builtStylesheetHref } from '../../http/client-build.ts';
import { sendPrivatePage } from '../../http/private-page-reply.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { calendarFileForRequest } from '../calendar/service.ts';
import { addCustomerAddition } from '../customer-additions/service.ts';
import { paymentUrlFor } from '../invoicing/payment.ts';
import { currentCustomerQuotes, decideQuote } from '../quotes/service.ts';
import { cancelRequestByCustomer } from '../service-requests/customer-cancel.ts';
import { limitUploadsPerAddress } from '../uploads/routes.ts';
import { type PrivatePageChoices, privatePageActions } from './actions.ts';
import { createMissLimit } from './miss-limit.ts';
import {
  deadLinkPage,
  type PrivatePageSite,
  plannedDateOf,
  privatePage,
  tooManyMissesPage,
} from './page.ts';
import {
  findPrivatePage,
  type PrivatePageRequest,
  replacePrivateLink,
  resendPrivateLink,
} from './service.ts';

/** The customer's private page (decision 045): no session, the link's token is the key. */
export async function registerPrivatePageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, jobs, photoStore } = app.deps;
  const site: PrivatePageSite = {
    workshopName: config.workshop.name,
    marketingUrl: config.workshop.marketingUrl,
    stylesheet: builtStylesheetHref(),
    address: config.workshop.address,
    phone: config.workshop.phone,
  };
  const misses = createMissLimit();
  // The page and its forms: one address, one query.
  const pageSchema = {
    hide: true,
    params: z.object({ token: z.string() }),
    querystring: privatePageQuerySchema,
  };
  await app.register(fastifyMultipart, {
    // One photo and a few short fields; busboy stops reading a larger file early.
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 11 },
    throwFileSizeLimit: true,
  });

  /**
   * The request `token` opens, or the page that answers instead: 429 for an address that
   * missed too often, the neutral 404 page for a link that opens nothing.
   */
  async function opened(
    request: FastifyRequest,
    reply: FastifyReply,
    asked: { token: string; language: Language | undefined },
  ) {
    // A page that opens no request speaks the language asked for, else the browser's.
    const language = () => asked.language ?? requestLanguage(request);
    const minutes = misses.minutesToWait(request.ip);
    if (minutes > 0) {
      reply.header('retry-after', String(minutes * 60));
      return {
        answered: sendPrivatePage(
          reply,
          429,
          tooManyMissesPage({ site, language: language(), minutes }),
        ),
      };
    }
    const found = await findPrivatePage(database.db, asked.token);
    if (!found) {
      misses.recordMiss(request.ip);
      return {
        answered: sendPrivatePage(reply, 404, deadLinkPage({ site, language: language() })),
      };
    }
    return { found, language: asked.language ?? found.language };
  }

  /** The page with what the customer can do on it now. */
  async function pageOf(
    found: PrivatePageRequest,
    language: Language,
    notice?: PrivatePageChoices['notice'],
  ) {
    const choices: PrivatePageChoices = {
      request: found,
      quotes: await currentCustomerQuotes(database.db, found.id),
      paymentUrl: await paymentUrlFor(database.db, found.id),
      hasCalendar: plannedDateOf(found.bikes) !== undefined,
      notice,
    };
    return privatePage({
      site,
      language,
      request: found,
      actions: privatePageActions(choices, language),
    });
  }

  app.get(
    `${PRIVATE_LINK_PATH}:token`,
    {
      schema: pageSchema,
    },
    async (request, reply) => {
      const page = await opened(request, reply, {
        token: request.params.token,
        language: request.query.lang,
      });
      if ('answered' in page) return page.answered;
      const { found, language } = page;
      if (request.query.calendar !== undefined) {
        const file = await calendarFileForRequest(database.db, {
          serviceRequestId: found.id,
          publicUrl: config.publicUrl,
          workshop: config.workshop,
        });
        if (file) {
          return reply
            .type('text/calendar; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .send(file.content);
        }
      }
      const done = request.query.done;
      return sendPrivatePage(reply, 200, await pageOf(found, language, done && { outcome: done }));
    },
  );

  app.post(
    `${PRIVATE_LINK_PATH}:token`,
    {
      config: { credentialInPath: true },
      onRequest: limitUploadsPerAddress(app, config.uploadRateLimit),
      schema: pageSchema,
    },
    async (request, reply) => {
      const page = await opened(request, reply, {
        token: request.params.token,
        language: request.query.lang,
      });
      if ('answered' in page) return page.answered;
      const { found, language } = page;
      try {
        const outcome = await act(found, await formOf(request), request.ip);
        // Back to the page by GET, so a reload does not send the form again.
        return reply.code(303).header('location', `?done=${outcome}`).send();
      } catch (error) {
        const problem = problemOf(error, language);
        if (!problem) throw error;
        return sendPrivatePage(reply, problem.status, await pageOf(found, language, problem));
      }
    },
  );

  /** The form's fields and its photo, if one was chosen; a malformed body is refused. */
  async function formOf(request: FastifyRequest) {
    if (!request.isMultipart()) throw new AppError('PHOTO_MALFORMED');
    const fields: Record<string, string> = {};
    let photo: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname === 'photo' && part.filename !== '') photo = await part.toBuffer();
        // An empty file input sends an empty part; any other file is not read.
        else await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError('PHOTO_TOO_LARGE');
      }
      throw new AppError('PHOTO_MALFORMED');
    }
    return { fields, photo };
  }

  /** Does what the form asks; answers what the page then says. */
  async function act(
    found: PrivatePageRequest,
    form: { fields: Record<string, string>; photo: Buffer | undefined },
    ip: string,
  ): Promise<PrivatePageOutcome> {
    const action = privatePageActionSchema.parse(form.fields);
    const serviceRequestId = found.id;
    switch (action.intent) {
      case 'cancel':
        await cancelRequestByCustomer({
          database,
          jobs,
          serviceRequestId,
          reason: action.reason,
          workshop: config.workshop,
        });
        return 'cancelled';
      case 'quote':
        await decideQuote({
          database,
          jobs,
          serviceRequestId,
          quoteId: action.quoteId,
          version: action.version,
          decision: action.decision,
          ip,
          secret: resolveSessionSecret(config),
          workshop: config.workshop,
        });
        return action.decision;
      case 'add':
        await addCustomerAddition({
          database,
          jobs,
          photoStore,
          serviceRequestId,
          note: action.note,
          photo: form.photo,
        });
        return 'added';
    }
  }
}

/**
 * What the page says of a refused action, and with which status: a refusal in the error
 * table's words, a form the contract refuses in its words. Null for a failure of the server,
 * which the error handler answers.
 */
function problemOf(error: unknown, language: Language) {
  if (error instanceof AppError && error.statusCode < 500) {
    return { status: error.statusCode, problem: errorText(error.code, error.params, language) };
  }
  if (error instanceof ZodError) {
    const [issue] = error.issues;
    return { status: 400, problem: issue ? inputIssueText(issue, language) : '' };
  }
  return null;
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
