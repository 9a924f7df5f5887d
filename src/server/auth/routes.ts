import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserSchema,
  languageChoiceSchema,
  signInPageQuerySchema,
} from '../../contract/auth.ts';
import type { SignInLinkProblem } from '../../contract/errors/codes.ts';
import { inputMessage } from '../../contract/errors/input-messages.ts';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '../../contract/language.ts';
import { AppError, errorText } from '../errors.ts';
import { builtStylesheetHref } from '../http/client-build.ts';
import { requestLanguage } from '../http/request-language.ts';
import { loadSignedInUser, requireAdmin, signedInUserOf } from './guards.ts';
import { createOidcClient } from './oidc.ts';
import {
  magicLinkConfirmPage,
  magicLinkInvalidPage,
  magicLinkSentPage,
  type SignInSite,
  signInPage,
} from './pages.ts';
import {
  consumeMagicLink,
  findMagicLinkProblem,
  MagicLinkError,
  requestMagicLink,
  saveUserLanguage,
  upsertUserByEmail,
} from './service.ts';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from './session-store.ts';
import { SIGN_IN_TEXTS } from './sign-in-texts.ts';

const messageSchema = z.object({ message: z.string() });

/** Starts a fresh session for the user: a new id, so a planted session id is worthless. */
async function signIn(request: FastifyRequest, userId: string) {
  await request.session.regenerate();
  request.session.set('userId', userId);
  await request.session.save();
}

export async function registerAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database, jobs } = app.deps;
  const oidcClient = config.oidc ? createOidcClient(config.oidc, config.publicUrl) : undefined;
  const site: SignInSite = {
    workshopName: config.workshop.name,
    marketingUrl: config.workshop.marketingUrl,
    stylesheet: builtStylesheetHref(),
  };

  app.get(
    '/api/auth/user',
    {
      schema: {
        summary: 'The signed-in user, with whether they are an admin; null when signed out',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => (await loadSignedInUser(request)) ?? null,
  );

  app.put(
    '/api/auth/user/language',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Keeps the language an admin chose for the dashboard, on every browser',
        body: languageChoiceSchema,
        response: { 200: languageChoiceSchema },
      },
    },
    async (request) => {
      const { language } = request.body;
      await saveUserLanguage({ db: database.db, userId: signedInUserOf(request).id, language });
      return { language };
    },
  );

  app.get(
    '/api/login',
    {
      schema: {
        summary: 'Signing in: the identity provider, or the e-mail link form',
        querystring: signInPageQuerySchema,
      },
    },
    async (request, reply) => {
      if (!oidcClient) {
        const language = chosenLanguage(request, reply, request.query.lang);
        return sendPage(reply, 200, signInPage({ ...site, language, here: SIGN_IN_PAGE }));
      }
      const { authorizationUrl, pending } = await oidcClient.startSignIn();
      request.session.set('oidc', pending);
      return reply.redirect(authorizationUrl);
    },
  );

  app.get(
    '/api/callback',
    { schema: { summary: 'Where the identity provider sends the browser back' } },
    async (request, reply) => {
      const pending = request.session.get('oidc');
      if (!oidcClient || !pending) return reply.redirect('/api/login');
      request.session.set('oidc', undefined);
      const callbackUrl = new URL(request.url, config.publicUrl);
      let profile: Awaited<ReturnType<typeof oidcClient.finishSignIn>>;
      try {
        profile = await oidcClient.finishSignIn(callbackUrl, pending);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
        throw new AppError('SIGN_IN_FAILED');
      }
      const userId = await upsertUserByEmail(database.db, profile);
      await signIn(request, userId);
      return redirectAfterSignIn(request, reply);
    },
  );

  app.post(
    '/api/auth/magic-link',
    {
      schema: {
        summary: 'E-mails a single-use sign-in link (same answer for every address)',
        body: z.object({ email: z.email(inputMessage('emailAddressInvalid')).max(254) }),
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { email } = request.body;
      await requestMagicLink({ database, jobs, config, email, ip: request.ip, language });
      return reply
        .code(202)
        .header('vary', 'Accept-Language, Cookie')
        .send({ message: SIGN_IN_TEXTS[language].linkSent });
    },
  );

  app.post(
    '/api/login',
    {
      config: { acceptsFormBody: true },
      schema: {
        summary: 'The sign-in form of the e-mail link page (HTML in, HTML out)',
        body: z.object({ email: z.string().max(254).default('') }),
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const language = requestLanguage(request);
      const options = { ...site, language, here: SIGN_IN_PAGE, email };
      if (!z.email().safeParse(email).success) {
        const error = SIGN_IN_TEXTS[language].invalidEmail;
        return sendPage(reply, 400, signInPage({ ...options, error }));
      }
      try {
        await requestMagicLink({ database, jobs, config, email, ip: request.ip, language });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'TOO_MANY_SIGN_IN_LINKS') throw error;
        const words = errorText(error.code, error.params, language);
        reply.header('retry-after', String(error.retryAfterSeconds));
        return sendPage(reply, 429, signInPage({ ...options, error: words }));
      }
      return sendPage(reply, 202, magicLinkSentPage(options));
    },
  );

  const magicLinkToken = z.object({ token: z.string().max(200).default('') });
  /** The link's page, which shows the link's state again in the language its switch asks. */
  const magicLinkPage = (token: string) =>
    `/api/auth/magic?${new URLSearchParams({ token }).toString()}`;
  const invalidMagicLink = (
    reply: FastifyReply,
    options: { language: Language; token: string; problem: SignInLinkProblem },
  ) => {
    const { language, token, problem } = options;
    const here = magicLinkPage(token);
    return sendPage(reply, 400, magicLinkInvalidPage({ ...site, language, here, problem }));
  };

  app.get(
    '/api/auth/magic',
    {
      schema: {
        summary:
          'Opens an e-mailed sign-in link: a page whose button signs in (the link stays unused)',
        querystring: magicLinkToken.extend(signInPageQuerySchema.shape),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const language = chosenLanguage(request, reply, request.query.lang);
      const problem = await findMagicLinkProblem({ database, token });
      if (problem) return invalidMagicLink(reply, { language, token, problem });
      reply.header('cache-control', 'no-store');
      const here = magicLinkPage(token);
      return sendPage(reply, 200, magicLinkConfirmPage({ ...site, language, here, token }));
    },
  );

  app.post(
    '/api/auth/magic',
    {
      config: { acceptsFormBody: true },
      schema: {
        summary: "Signs in with an e-mailed link's token (the button of the link's page)",
        body: magicLinkToken,
      },
    },
    async (request, reply) => {
      const { token } = request.body;
      try {
        const userId = await consumeMagicLink({ database, token });
        await signIn(request, userId);
      } catch (error) {
        if (!(error instanceof MagicLinkError)) throw error;
        const language = requestLanguage(request);
        return invalidMagicLink(reply, { language, token, problem: error.problem });
      }
      return redirectAfterSignIn(request, reply, 303);
    },
  );

  app.get('/api/logout', { schema: { summary: 'Signs out' } }, async (request, reply) => {
    await request.session.destroy();
    // Without this the browser keeps sending the dead session's id until it expires.
    reply.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions({ secure: config.secureCookies }));
    return reply.redirect('/');
  });
}

/** Where the e-mail link form is, and where an answer to it shows it again. */
const SIGN_IN_PAGE = '/api/login';

/**
 * The language of a sign-in page: the one its switch asked for (`?lang=`), kept in the language
 * cookie as the portals' switch keeps it, so the answer to the page's form follows; else the one
 * the request asks for.
 */
function chosenLanguage(request: FastifyRequest, reply: FastifyReply, asked?: Language) {
  if (!asked) return requestLanguage(request);
  reply.setCookie(LANGUAGE_COOKIE, asked, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
  });
  return asked;
}

/** A sign-in page, written in the language the request asks for (its cookie or its header). */
const sendPage = (reply: FastifyReply, code: number, html: string) =>
  reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('vary', 'Accept-Language, Cookie')
    .send(html);

/** To the dashboard or the portal; 303 after a form's POST, so the browser follows with GET. */
async function redirectAfterSignIn(request: FastifyRequest, reply: FastifyReply, code = 302) {
  const user = await loadSignedInUser(request);
  return reply.redirect(user?.isAdmin ? '/admin' : '/', code);
}
