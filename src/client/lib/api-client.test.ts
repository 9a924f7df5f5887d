import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_ERROR_TEXTS_NL } from '../../contract/errors/staff-nl.ts';
import { ApiError, apiRequest, fetchQueryKey, getJson, refusalMessage } from './api-client.ts';
import { addErrorTexts } from './error-texts.ts';
import { chooseLanguage, defineTexts } from './language.ts';

/** An error answer with this JSON body. */
const answer = (body: object) =>
  new ApiError({ status: 429, statusText: '', body: JSON.stringify(body) });

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/conflict') {
      response.writeHead(409, { 'content-type': 'application/json' });
      return response.end('{"message":"Aanvraag is niet meer in behandeling"}');
    }
    if (request.url === '/empty') {
      response.writeHead(503);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ method: request.method, type: request.headers['content-type'] ?? null }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API client', () => {
  it('reads a failed answer as "{status}: {body}", keeping the server message for toasts', async () => {
    const error = await apiRequest('PATCH', `${base}/conflict`, {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: {"message":"Aanvraag is niet meer in behandeling"}');
    expect(error.serverMessage).toBe('Aanvraag is niet meer in behandeling');
  });

  it("gives a refusal's message for the form only when its status is the one asked for", async () => {
    const conflict = await apiRequest('PATCH', `${base}/conflict`, {}).catch((caught) => caught);
    expect(refusalMessage(conflict, 409)).toBe('Aanvraag is niet meer in behandeling');
    expect(refusalMessage(conflict, 400)).toBeUndefined();
    expect(refusalMessage(new Error('netwerk weg'), 409)).toBeUndefined();
    const empty = await getJson(`${base}/empty`).catch((caught) => caught);
    expect(refusalMessage(empty, 503)).toBe('503: Service Unavailable');
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(getJson(`${base}/empty`)).rejects.toThrow('503: Service Unavailable');
  });

  it('sends a body as JSON with its content type', async () => {
    const response = await apiRequest('POST', `${base}/echo`, { a: 1 });
    expect(await response.json()).toEqual({ method: 'POST', type: 'application/json' });
  });

  it('reads a plain-text body as the message and has no server message then', async () => {
    vi.stubGlobal('fetch', async () => new Response('kapot', { status: 500 }));
    const error = await getJson('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '500: kapot', status: 500, serverMessage: undefined });
  });

  it('words an answer from its code and parameters, and an unknown code as the server worded it', () => {
    const limited = answer({
      message: 'Too many requests, try again in 30 seconds.',
      code: 'RATE_LIMITED',
      params: { seconds: 30 },
    });
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.params).toEqual({ seconds: 30 });
    expect(limited.serverMessage).toBe('Te veel verzoeken. Probeer het over 30 seconden opnieuw.');
    const newer = answer({ message: 'Iets nieuws', code: 'SOMETHING_NEWER', params: {} });
    expect(newer.serverMessage).toBe('Iets nieuws');
    // The staff's codes are known once the dashboard has added their words.
    const staffOnly = () =>
      answer({ message: 'No such label', code: 'LABEL_NOT_FOUND', params: {} });
    expect(staffOnly().serverMessage).toBe('No such label');
    addErrorTexts(
      defineTexts(STAFF_ERROR_TEXTS_NL, () => import('../../contract/errors/staff-en.ts')),
    );
    expect(staffOnly().serverMessage).toBe('Label niet gevonden');
  });

  it("words a known code in the page's language once a person chose English", async () => {
    Object.assign(globalThis, { document: { documentElement: { lang: 'nl-NL' } } });
    try {
      await chooseLanguage('en');
      const limited = answer({ message: 'x', code: 'RATE_LIMITED', params: { seconds: 30 } });
      expect(limited.serverMessage).toBe('Too many requests. Please try again in 30 seconds.');
      const staffOnly = answer({ message: 'x', code: 'LABEL_NOT_FOUND', params: {} });
      expect(staffOnly.serverMessage).toBe('Label not found');
    } finally {
      await chooseLanguage('nl');
      Reflect.deleteProperty(globalThis, 'document');
    }
  });

  it('sends the session cookie and the page language, and a photo as multipart without a JSON content type', async () => {
    const fetchSpy = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'fiets.jpg');
    await apiRequest('POST', '/api/upload-photo', form);
    expect(fetchSpy).toHaveBeenCalledWith('/api/upload-photo', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Accept-Language': 'nl' },
      body: form,
    });
  });

  it('loads a query key as the URL of its parts joined by slashes', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ id: 7 }));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await fetchQueryKey({ queryKey: ['/api/service-requests', 7] })).toEqual({ id: 7 });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/service-requests/7',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
