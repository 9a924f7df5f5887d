import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, languageChoiceSchema } from '../../contract/auth.ts';
import type { SignInLinkProblem } from '../../contract/errors/codes.ts';
import { inputMessage } from '../../contract/errors/input-messages.ts';
import { AppError, errorText } from '../errors.ts';
import { requestLanguage } from '../http/request-language.ts';
import { loadSignedInUser, requireAdmin, signedInUserOf } from './guards.ts';
import { createOidcClient } from './oidc.ts';
import {
  magicLinkConfirmPage,
  magicLinkInvalidPage,
  magicLinkSentPage,
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
  const workshopName = config.workshop.name;

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
    { schema: { summary: 'Signing in: the identity provider, or the e-mail link form' } },
    async (request, reply) => {
      if (!oidcClient) {
        const language = requestLanguage(request);
        return sendPage(reply, 200, signInPage({ language, workshopName }));
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
      if (!z.email().safeParse(email).success) {
        const error = SIGN_IN_TEXTS[language].invalidEmail;
        return sendPage(reply, 400, signInPage({ language, workshopName, email, error }));
      }
      try {
        await requestMagicLink({ database, jobs, config, email, ip: request.ip, language });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'TOO_MANY_SIGN_IN_LINKS') throw error;
        const words = errorText(error.code, error.params, language);
        reply.header('retry-after', String(error.retryAfterSeconds));
        return sendPage(reply, 429, signInPage({ language, workshopName, email, error: words }));
      }
      return sendPage(reply, 202, magicLinkSentPage({ language, workshopName }));
    },
  );

  const magicLinkToken = z.object({ token: z.string().max(200).default('') });
  const invalidMagicLink = (
    request: FastifyRequest,
    reply: FastifyReply,
    problem: SignInLinkProblem,
  ) => {
    const language = requestLanguage(request);
    return sendPage(reply, 400, magicLinkInvalidPage({ language, workshopName, problem }));
  };

  app.get(
    '/api/auth/magic',
    {
      schema: {
        summary:
          'Opens an e-mailed sign-in link: a page whose button signs in (the link stays unused)',
        querystring: magicLinkToken,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const problem = await findMagicLinkProblem({ database, token });
      if (problem) return invalidMagicLink(request, reply, problem);
      const language = requestLanguage(request);
      reply.header('cache-control', 'no-store');
      return sendPage(reply, 200, magicLinkConfirmPage({ language, workshopName, token }));
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
      try {
        const userId = await consumeMagicLink({ database, token: request.body.token });
        await signIn(request, userId);
      } catch (error) {
        if (!(error instanceof MagicLinkError)) throw error;
        return invalidMagicLink(request, reply, error.problem);
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
