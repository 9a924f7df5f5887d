import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { MULTI_BIKE_PORTAL_PATHS, PORTAL_SHELL } from '../../contract/portal-shell.ts';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import { siteInfoOf } from '../modules/settings/service.ts';
import { escapeHtml } from './html.ts';

const clientBuildDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));

const PORTAL_PATHS = new Set<string>(MULTI_BIKE_PORTAL_PATHS);

/**
 * Form C's paths start as the portal shell; `/` too for visitors who are not signed in (an
 * admin gets the dashboard there, so the shell would only flash by).
 */
function startsAsPortalShell(request: FastifyRequest) {
  const pathname = request.url.split('?')[0] ?? '';
  if (PORTAL_PATHS.has(pathname)) return true;
  return pathname === '/' && request.session.get('userId') === undefined;
}

/** JSON inside a `<script>` element: `<` escaped, so no value can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The portal shell with this server's settings in place of the build's markers. */
function portalShellPage(template: string, config: Config) {
  const site = siteInfoOf(config);
  return template
    .replaceAll(PORTAL_SHELL.workshopNameMarker, escapeHtml(site.workshopName))
    .replaceAll(PORTAL_SHELL.marketingUrlMarker, escapeHtml(site.marketingUrl || '/'))
    .replace(
      '</body>',
      `<script type="application/json" id="${PORTAL_SHELL.siteInfoElementId}">${scriptSafeJson(site)}</script></body>`,
    );
}

/**
 * A page in the encodings browsers accept, compressed once: the shell carries the whole
 * stylesheet, about 35 KB as text and 8 KB as Brotli.
 */
function precompressed(page: string) {
  const text = Buffer.from(page);
  return { br: brotliCompressSync(text), gzip: gzipSync(text), identity: text };
}

/**
 * Serves the built client: its files, and the single-page app on any other path that is not
 * an API path. Without a build (API tests) only the API answers.
 */
export async function registerClientApp(app: App) {
  if (!existsSync(clientBuildDir)) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
    return;
  }
  await app.register(fastifyStatic, {
    root: clientBuildDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Built scripts and styles carry their content hash in their name: a browser may keep
    // them for good. Anything else is checked again, so a new release is seen at once.
    setHeaders(response, filePath) {
      const hashed = path.relative(clientBuildDir, filePath).startsWith(`assets${path.sep}`);
      response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shellFile = path.join(clientBuildDir, PORTAL_SHELL.fileName);
  // Made once: the page changes only with a new build or new settings, both mean a restart.
  const shellPage = existsSync(shellFile)
    ? precompressed(portalShellPage(readFileSync(shellFile, 'utf8'), app.deps.config))
    : undefined;

  app.setNotFoundHandler((request, reply) => {
    // A missing built file (a page from before the last release asking for its old chunk)
    // is a 404, not the app's page: a script must not receive HTML.
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (!isPageRequest) return reply.code(404).send({ message: 'Not Found' });
    if (shellPage && startsAsPortalShell(request)) {
      const encoding =
        negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? 'identity';
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie')
        .send(shellPage[encoding]);
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
