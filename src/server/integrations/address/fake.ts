import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PdokAddressDoc } from './client.ts';

/** A few real Amsterdam addresses, in PDOK's own shape. */
export const FAKE_PDOK_ADDRESSES: PdokAddressDoc[] = [
  {
    type: 'adres',
    id: 'adr-1101am-48',
    weergavenaam: 'Lemelerbergweg 48, 1101AM Amsterdam',
    straatnaam: 'Lemelerbergweg',
    huisnummer: 48,
    postcode: '1101AM',
    woonplaatsnaam: 'Amsterdam',
  },
  {
    type: 'adres',
    id: 'adr-1011pn-1',
    weergavenaam: 'Amstel 1, 1011PN Amsterdam',
    straatnaam: 'Amstel',
    huisnummer: 1,
    postcode: '1011PN',
    woonplaatsnaam: 'Amsterdam',
  },
  {
    type: 'adres',
    id: 'adr-1016ej-263a',
    weergavenaam: 'Prinsengracht 263A, 1016GV Amsterdam',
    straatnaam: 'Prinsengracht',
    huisnummer: 263,
    huisletter: 'A',
    postcode: '1016GV',
    woonplaatsnaam: 'Amsterdam',
  },
  {
    type: 'adres',
    id: 'adr-1016ej-263',
    weergavenaam: 'Prinsengracht 263, 1016GV Amsterdam',
    straatnaam: 'Prinsengracht',
    huisnummer: 263,
    postcode: '1016GV',
    woonplaatsnaam: 'Amsterdam',
  },
  {
    type: 'adres',
    id: 'adr-1054-15-2',
    weergavenaam: 'Overtoom 15-2, 1054HB Amsterdam',
    straatnaam: 'Overtoom',
    huisnummer: 15,
    huisnummertoevoeging: '2',
    postcode: '1054HB',
    woonplaatsnaam: 'Amsterdam',
  },
];

const ALLOWED_PARAMETERS = new Set(['q', 'fq', 'fl', 'rows', 'start', 'sort', 'df', 'bq', 'wt']);

/**
 * A local stand-in for PDOK Locatieserver v3.1 `/free`: the same envelope, the same 400 for
 * unknown parameters, `numFound: 0` when nothing matches. `mode` makes it fail, hang, or
 * answer 200 with an HTML page (`garbled`: a proxy or a changed service).
 */
export async function startFakePdok(addresses: PdokAddressDoc[] = FAKE_PDOK_ADDRESSES) {
  const state = { mode: 'up' as 'up' | 'down' | 'hanging' | 'garbled', requests: [] as URL[] };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://pdok.local');
    state.requests.push(url);
    if (state.mode === 'hanging') return;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (state.mode === 'down') return send(503, { error: 'Service Unavailable' });
    if (state.mode === 'garbled') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!doctype html><html><body>Onderhoud</body></html>');
    }
    if (url.pathname !== '/free') return send(404, { error: 'Not Found' });
    const unknown = [...url.searchParams.keys()].filter((key) => !ALLOWED_PARAMETERS.has(key));
    if (unknown.length > 0)
      return send(400, { error: `Unknown parameter(s): ${unknown.join(',')}` });
    const docs = match(addresses, url.searchParams.get('q') ?? '').slice(
      0,
      Number(url.searchParams.get('rows') ?? 10),
    );
    send(200, {
      response: { numFound: docs.length, start: 0, maxScore: 1, numFoundExact: true, docs },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function match(addresses: PdokAddressDoc[], query: string) {
  const fielded = query.match(/^postcode:(\w+) and huisnummer:(\d+)$/);
  if (fielded) {
    return addresses.filter(
      (doc) => doc.postcode === fielded[1] && doc.huisnummer === Number(fielded[2]),
    );
  }
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return addresses.filter((doc) => {
    const text = `${doc.weergavenaam} ${doc.postcode}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
