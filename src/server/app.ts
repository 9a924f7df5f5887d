import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { registerAuthRoutes } from './auth/routes.ts';
import {
  DatabaseSessionStore,
  SESSION_COOKIE_NAME,
  SESSION_MAX_AGE_MS,
  sessionCookieOptions,
} from './auth/session-store.ts';
import { type Config, resolveSessionSecret } from './config.ts';
import type { Database } from './db/connect.ts';
import { errorHandler } from './error-handler.ts';
import { AppError } from './errors.ts';
import { answerSerializerCompiler } from './http/answer-serializer.ts';
import { registerClientApp } from './http/client-app.ts';
import { refuseFormBodies } from './http/json-bodies.ts';
import { refuseForeignOrigins } from './http/same-origin.ts';
import type { AddressDirectory } from './integrations/address/client.ts';
import type { Integrations } from './integrations/connect.ts';
import type { Jobs } from './jobs/boss.ts';
import { OneLinePerRequest } from './logger.ts';
import { registerAddressRoutes } from './modules/address/routes.ts';
import { registerAdminRoutes } from './modules/admins/routes.ts';
import { registerCapacityRoutes } from './modules/capacity/routes.ts';
import { registerCustomerAdditionRoutes } from './modules/customer-additions/routes.ts';
import {
  registerPrivateLinkAdminRoutes,
  registerPrivatePageRoutes,
} from './modules/customer-link/routes.ts';
import { registerCustomerRoutes } from './modules/customers/routes.ts';
import { registerEmailTemplateRoutes } from './modules/email-templates/routes.ts';
import { registerOutgoingEmailRoutes } from './modules/emails/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerInsightRoutes } from './modules/insights/routes.ts';
import {
  registerCycleSoftwareWebhookRoutes,
  registerInvoicingAdminRoutes,
} from './modules/invoicing/routes.ts';
import { registerLabelRoutes } from './modules/labels/routes.ts';
import { registerLeaseCompanyRoutes } from './modules/lease-companies/routes.ts';
import { registerLessorQuoteRoutes } from './modules/lessor-quote/routes.ts';
import { registerNotificationRoutes } from './modules/notifications/routes.ts';
import { registerAircallWebhookRoutes, registerPhoneAdminRoutes } from './modules/phone/routes.ts';
import { registerPlannerRoutes } from './modules/planner/routes.ts';
import { registerPrivacyRoutes } from './modules/privacy/routes.ts';
import { registerQuoteRoutes } from './modules/quotes/routes.ts';
import { registerRejectionReasonRoutes } from './modules/rejection-reasons/routes.ts';
import { registerRepairProgressRoutes } from './modules/repair-progress/routes.ts';
import { registerRequestNoteRoutes } from './modules/request-notes/routes.ts';
import {
  registerServiceRequestAdminRoutes,
  registerServiceRequestRoutes,
} from './modules/service-requests/routes.ts';
import { registerSettingsRoutes } from './modules/settings/routes.ts';
import type { PhotoStore } from './modules/uploads/photo-store.ts';
import { registerUploadRoutes } from './modules/uploads/routes.ts';
import { registerWorkOrderRoutes } from './modules/work-orders/routes.ts';
import { registerWorkshopBoardRoutes } from './modules/workshop-board/routes.ts';

export type AppDependencies = {
  config: Config;
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  addressDirectory: AddressDirectory;
  photoStore: PhotoStore;
  logger?: Logger;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes work with: configuration, database and job queue. */
    deps: AppDependencies;
    /** Every route the app answers, so a test can check that each one is guarded. */
    registeredRoutes: RegisteredRoute[];
  }
}

export type RegisteredRoute = { method: string; url: string };

/** Builds the HTTP application without listening; tests inject requests into it. */
export async function buildApp(dependencies: AppDependencies) {
  const { config } = dependencies;
  const app = Fastify({
    loggerInstance: dependencies.logger,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('deps', dependencies);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(fastifySwagger, {
    openapi: { info: { title: `${config.workshop.name} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
    // With no-referrer, Chromium sends `Origin: null` on the app's own form posts, which the
    // cross-site check must refuse; same-origin still tells other sites nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(fastifyRateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, { ttl }) => {
      const seconds = Math.ceil(ttl / 1000);
      return new AppError('RATE_LIMITED', { seconds }, { retryAfterSeconds: seconds });
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: resolveSessionSecret(config),
    cookieName: SESSION_COOKIE_NAME,
    store: new DatabaseSessionStore(dependencies.database.db, {
      soleWriter: dependencies.database.kind === 'pglite',
    }),
    saveUninitialized: false,
    cookie: {
      ...sessionCookieOptions({ secure: config.secureCookies }),
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
  await app.register(fastifyFormbody);
  app.addHook('onRequest', refuseForeignOrigins(config.publicUrl));
  app.addHook('onRequest', refuseFormBodies);

  await app.register(registerHealthRoutes);
  await app.register(registerAuthRoutes);
  await app.register(registerAdminRoutes);
  await app.register(registerAddressRoutes);
  await app.register(registerUploadRoutes);
  await app.register(registerSettingsRoutes);
  await app.register(registerServiceRequestRoutes);
  await app.register(registerServiceRequestAdminRoutes);
  await app.register(registerWorkOrderRoutes);
  await app.register(registerRepairProgressRoutes);
  await app.register(registerQuoteRoutes);
  await app.register(registerLessorQuoteRoutes);
  await app.register(registerCapacityRoutes);
  await app.register(registerWorkshopBoardRoutes);
  await app.register(registerInsightRoutes);
  await app.register(registerPlannerRoutes);
  await app.register(registerInvoicingAdminRoutes);
  await app.register(registerCycleSoftwareWebhookRoutes);
  await app.register(registerLabelRoutes);
  await app.register(registerLeaseCompanyRoutes);
  await app.register(registerRequestNoteRoutes);
  await app.register(registerCustomerAdditionRoutes);
  await app.register(registerPrivatePageRoutes);
  await app.register(registerPrivateLinkAdminRoutes);
  await app.register(registerNotificationRoutes);
  await app.register(registerCustomerRoutes);
  await app.register(registerPrivacyRoutes);
  await app.register(registerRejectionReasonRoutes);
  await app.register(registerEmailTemplateRoutes);
  await app.register(registerOutgoingEmailRoutes);
  await app.register(registerPhoneAdminRoutes);
  await app.register(registerAircallWebhookRoutes);

  await registerClientApp(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
