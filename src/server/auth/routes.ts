import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema } from '../../contract/auth.ts';
import type { SignInLinkProblem } from '../../contract/errors/codes.ts';
import { inputMessage } from '../../contract/errors/input-messages.ts';
import { AppError, errorText } from '../errors.ts';
import { loadSignedInUser } from './guards.ts';
import { createOidcClient } from './oidc.ts';
import {
  MAGIC_LINK_SENT_MESSAGE,
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
  upsertUserByEmail,
} from './service.ts';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from './session-store.ts';

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

  app.get(
    '/api/login',
    { schema: { summary: 'Signing in: the identity provider, or the e-mail link form' } },
    async (_request, reply) => {
      if (!oidcClient) return reply.type('text/html').send(signInPage({ workshopName }));
      const { authorizationUrl, pending } = await oidcClient.startSignIn();
      _request.session.set('oidc', pending);
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
      await requestMagicLink({ database, jobs, config, email: request.body.email, ip: request.ip });
      return reply.code(202).send({ message: MAGIC_LINK_SENT_MESSAGE });
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
      if (!z.email().safeParse(email).success) {
        return reply
          .code(400)
          .type('text/html')
          .send(signInPage({ workshopName, email, error: 'Vul een geldig e-mailadres in.' }));
      }
      try {
        await requestMagicLink({ database, jobs, config, email, ip: request.ip });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'TOO_MANY_SIGN_IN_LINKS') throw error;
        return reply
          .code(429)
          .header('retry-after', String(error.retryAfterSeconds))
          .type('text/html')
          .send(signInPage({ workshopName, email, error: errorText(error.code, error.params) }));
      }
      return reply.code(202).type('text/html').send(magicLinkSentPage({ workshopName }));
    },
  );

  const magicLinkToken = z.object({ token: z.string().max(200).default('') });
  const invalidMagicLink = (reply: FastifyReply, problem: SignInLinkProblem) =>
    reply.code(400).type('text/html').send(magicLinkInvalidPage({ workshopName, problem }));

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
      if (problem) return invalidMagicLink(reply, problem);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html')
        .send(magicLinkConfirmPage({ workshopName, token }));
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
        return invalidMagicLink(reply, error.problem);
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

/** To the dashboard or the portal; 303 after a form's POST, so the browser follows with GET. */
async function redirectAfterSignIn(request: FastifyRequest, reply: FastifyReply, code = 302) {
  const user = await loadSignedInUser(request);
  return reply.redirect(user?.isAdmin ? '/admin' : '/', code);
}
