import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  rawBody: string;
};

export type FakeResponse = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * How the fake behaves: `up` answers by its routes, `failing` answers every call with
 * `failStatus`, `hanging` never answers (a timeout on our side).
 */
export type FakeMode = 'up' | 'failing' | 'hanging';

/**
 * The base of every vendor fake: a real HTTP server on a free local port that records each
 * request and answers through `route`, and whose failure modes the tests switch. `failNext`
 * makes only the next calls fail, to prove that a retry succeeds.
 */
export async function startFakeHttpServer(route: (request: FakeRequest) => FakeResponse) {
  const state = {
    mode: 'up' as FakeMode,
    failStatus: 500,
    failuresLeft: 0,
    delayMs: 0,
    requests: [] as FakeRequest[],
  };
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.local');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: rawBody ? safeJson(rawBody) : undefined,
        rawBody,
      };
      state.requests.push(request);
      if (state.mode === 'hanging') return;
      const failing = state.mode === 'failing' || state.failuresLeft > 0;
      if (state.failuresLeft > 0) state.failuresLeft -= 1;
      const answer = failing
        ? { status: state.failStatus, body: { error: true, error_message: 'Fake failure' } }
        : route(request);
      const send = () => {
        outgoing.writeHead(answer.status, {
          ...(answer.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...answer.headers,
        });
        outgoing.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      };
      if (state.delayMs > 0) setTimeout(send, state.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: state.requests,
    setMode(mode: FakeMode, failStatus = 500) {
      state.mode = mode;
      state.failStatus = failStatus;
    },
    failNext(count: number, failStatus = 500) {
      state.failuresLeft = count;
      state.failStatus = failStatus;
    },
    /** A slow system: it does what it is asked at once but answers `ms` later (0: at once). */
    answerAfter(ms: number) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
