import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ErrorCode } from '../contract/errors/codes.ts';
import { inputMessage } from '../contract/errors/input-messages.ts';
import { PUBLIC_ERROR_TEXTS_NL } from '../contract/errors/public-nl.ts';
import { STAFF_ERROR_TEXTS_NL } from '../contract/errors/staff-nl.ts';
import { LABEL_MESSAGES } from '../contract/labels.ts';
import { errorHandler } from './error-handler.ts';
import { AppError, ERROR_STATUS, errorText } from './errors.ts';
import { IntegrationError } from './integrations/http.ts';

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** A value for every parameter any code takes, so that each text can be made. */
const ANY_PARAMS = {
  reason: 'de reden',
  seconds: 30,
  minutes: 2,
  system: 'phone',
  problem: 'used',
  id: 42,
  reference: '#SR-2026-042',
  status: 'approved',
  action: 'approve',
  urls: ['https://{{request.reference}}.example.nl'],
  email: 'beheer@example.nl',
  workOrderId: 'WO-7',
  activityId: 'A-9',
  position: 2,
  from: 'planned',
  to: 'done',
  date: '2026-12-01',
  plannedMinutes: 540,
  capacityMinutes: 600,
  addedMinutes: 120,
  version: 1,
  newest: 2,
  decision: 'approved',
  state: 'approved',
} as never;

describe('the error catalog', () => {
  it('words every code in Dutch, in exactly one of the public and the staff tables', () => {
    const publicCodes = Object.keys(PUBLIC_ERROR_TEXTS_NL);
    const staffCodes = Object.keys(STAFF_ERROR_TEXTS_NL);
    expect([...publicCodes, ...staffCodes].sort()).toEqual([...CODES].sort());
    for (const code of CODES) {
      const text = errorText(code, ANY_PARAMS);
      expect(text, code).toMatch(/\S/);
      expect(text, code).not.toMatch(/undefined|\[object/);
    }
  });

  it('words every code in English too', () => {
    for (const code of CODES) {
      const text = errorText(code, ANY_PARAMS, 'en');
      expect(text, code).toMatch(/\S/);
      expect(text, code).not.toMatch(/undefined|\[object/);
    }
    expect(errorText('REQUEST_NOT_FOUND', { id: 42 }, 'en')).toBe(
      'Service request 42 does not exist',
    );
  });

  it('gives every code an HTTP error status', () => {
    for (const code of CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code], code).toBeLessThan(600);
    }
  });

  it('makes the words from the parameters', () => {
    expect(
      errorText('REQUEST_NOT_PENDING', {
        reference: '#SR-2026-042',
        status: 'rejected',
        action: 'edit',
      }),
    ).toBe('Aanvraag #SR-2026-042 is al afgewezen en kan niet meer worden bijgewerkt');
    expect(errorText('RATE_LIMITED', { seconds: 12 })).toBe(
      'Te veel verzoeken. Probeer het over 12 seconden opnieuw.',
    );
  });
});

/** An app whose routes fail in each way the error handler tells apart. */
async function failingApp() {
  const logLines: string[] = [];
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(fastifyCookie);
  app.get('/taken', () => {
    throw new AppError('LABEL_NAME_TAKEN');
  });
  app.get('/missing', () => {
    throw new AppError('REQUEST_NOT_FOUND', { id: 42 });
  });
  app.get('/busy', () => {
    throw new AppError('PHOTO_CONVERSION_BUSY', {}, { retryAfterSeconds: 30 });
  });
  app.get('/upstream', () => {
    throw new IntegrationError('moneybird', 'moneybird answered 500', 500);
  });
  app.get('/not-acceptable', () => {
    // As a plugin refuses: a plain error with a 4xx status of its own.
    throw Object.assign(new Error('Not Acceptable'), { statusCode: 406 });
  });
  app.get('/bug', () => {
    throw new Error('a bug with beheer@example.nl in it');
  });
  app.post(
    '/checked',
    {
      schema: {
        body: z.strictObject({ name: z.string().min(1, inputMessage('labelNameRequired')) }),
      },
    },
    () => 'ok',
  );
  return { app, logged: () => logLines.map((line) => JSON.parse(line)) };
}

describe('an error answer', () => {
  it('carries the code, its parameters and the message made from them', async () => {
    const { app } = await failingApp();
    const taken = await app.inject('/taken');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: LABEL_MESSAGES.nameTaken,
      code: 'LABEL_NAME_TAKEN',
      params: {},
    });
    const missing = await app.inject('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'Serviceaanvraag 42 bestaat niet',
      code: 'REQUEST_NOT_FOUND',
      params: { id: 42 },
    });
    const busy = await app.inject('/busy');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.json()).toMatchObject({ code: 'PHOTO_CONVERSION_BUSY', params: {} });
  });

  it('is worded in the language the request asks for, Dutch unless it asks for English', async () => {
    const { app } = await failingApp();
    const messageFor = async (acceptLanguage?: string) =>
      (
        await app.inject({
          url: '/missing',
          headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
        })
      ).json().message;
    expect(await messageFor()).toBe('Serviceaanvraag 42 bestaat niet');
    expect(await messageFor('en')).toBe('Service request 42 does not exist');
    expect(await messageFor('en-GB,en;q=0.9')).toBe('Service request 42 does not exist');
    expect(await messageFor('de-DE,en-US;q=0.8,nl;q=0.9')).toBe('Serviceaanvraag 42 bestaat niet');
    expect(await messageFor('de-DE,fr;q=0.9')).toBe('Serviceaanvraag 42 bestaat niet');
  });

  it("follows a person's chosen language over the browser's", async () => {
    const { app } = await failingApp();
    const messageFor = async (cookie: string) =>
      (
        await app.inject({
          url: '/missing',
          headers: { 'accept-language': 'nl-NL,nl;q=0.9', cookie },
        })
      ).json().message;
    expect(await messageFor('spaak.lang=en')).toBe('Service request 42 does not exist');
    expect(await messageFor('spaak.lang=fr')).toBe('Serviceaanvraag 42 bestaat niet');
  });

  it("keeps the status of the framework's own refusal, in its words", async () => {
    const { app } = await failingApp();
    const response = await app.inject('/not-acceptable');
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual({
      message: 'Not Acceptable',
      code: 'REQUEST_MALFORMED',
      params: { reason: 'Not Acceptable' },
    });
  });

  it('keeps the per-field issues of a refused body beside the first one as message', async () => {
    const { app } = await failingApp();
    const response = await app.inject({ method: 'POST', url: '/checked', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Naam is verplicht',
      code: 'VALIDATION_FAILED',
      params: { reason: 'Naam is verplicht' },
      issues: [{ path: ['name'], message: 'Naam is verplicht' }],
    });
  });

  it("words a refused body's issues in the request's language, the library's own checks too", async () => {
    const { app } = await failingApp();
    const refused = async (payload: unknown, language: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/checked',
          payload: payload as object,
          headers: { 'accept-language': language },
        })
      ).json().issues;
    expect(await refused({ name: '' }, 'en')).toEqual([
      { path: ['name'], message: 'Name is required' },
    ]);
    expect(await refused({ name: 7 }, 'nl')).toEqual([
      { path: ['name'], message: 'Ongeldige invoer: verwacht string' },
    ]);
    expect(await refused({ name: 'x', extra: 1 }, 'nl')).toEqual([
      { path: [], message: 'Onbekende key: "extra"' },
    ]);
    expect(await refused({ name: 'x', extra: 1 }, 'en')).toEqual([
      { path: [], message: 'Unrecognized key: "extra"' },
    ]);
  });

  it("tells an external system's failure in its own words, and a bug only generically, in the log in full", async () => {
    const { app, logged } = await failingApp();
    const upstream = await app.inject('/upstream');
    expect(upstream.statusCode).toBe(502);
    expect(upstream.json()).toEqual({
      message: 'moneybird answered 500',
      code: 'EXTERNAL_SYSTEM_FAILED',
      params: { system: 'moneybird', reason: 'moneybird answered 500' },
    });
    const bug = await app.inject('/bug');
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({
      message: 'Er ging iets mis. Probeer het later opnieuw.',
      code: 'INTERNAL_ERROR',
      params: {},
    });
    expect(logged().some((entry) => entry.msg === 'request failed')).toBe(true);
  });
});
