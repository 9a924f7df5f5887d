import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  rawBody: string;
  /** The body as received, for vendors that are sent binary data. */
  bytes: Buffer;
};

/** An answer: `body` is sent as JSON, `raw` (XML, an image) as it is. */
export type FakeResponse = {
  status: number;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
};

/**
 * How the fake behaves: `up` answers by its routes, `failing` answers every call with
 * `failStatus`, `hanging` never answers (a timeout on our side), `stalling` sends a 200 and
 * the start of a body but never the rest.
 */
export type FakeMode = 'up' | 'failing' | 'hanging' | 'stalling';

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
    /** Answered to every call instead of the route's answer, while set. */
    everyAnswer: undefined as FakeResponse | undefined,
    requests: [] as FakeRequest[],
  };
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.local');
      const bytes = Buffer.concat(chunks);
      const rawBody = bytes.toString('utf8');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: rawBody ? safeJson(rawBody) : undefined,
        rawBody,
        bytes,
      };
      state.requests.push(request);
      if (state.mode === 'hanging') return;
      if (state.mode === 'stalling') {
        outgoing.writeHead(200, { 'content-type': 'application/json' });
        outgoing.write('{"data":');
        return;
      }
      const failing = state.mode === 'failing' || state.failuresLeft > 0;
      if (state.failuresLeft > 0) state.failuresLeft -= 1;
      const answer: FakeResponse = failing
        ? { status: state.failStatus, body: { error: true, error_message: 'Fake failure' } }
        : (state.everyAnswer ?? route(request));
      const send = () => {
        const json = answer.body === undefined ? undefined : JSON.stringify(answer.body);
        outgoing.writeHead(answer.status, {
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...answer.headers,
        });
        outgoing.end(answer.raw ?? json);
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
    /**
     * A system that answers something else than its API: every call gets `answer` (an empty
     * 200, a login page, a changed shape) whatever was asked, until called without one.
     */
    answerEveryCallWith(answer?: FakeResponse) {
      state.everyAnswer = answer;
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
