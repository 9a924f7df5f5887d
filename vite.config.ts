import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { LANGUAGES } from './src/contract/language.ts';
import { PORTAL_SHELL } from './src/contract/portal-shell.ts';

const root = 'src/client';

/**
 * The page's stylesheet in a `<style>` element instead of a `<link>`: on a phone's first visit
 * the header paints with the page itself, without waiting for a second download.
 */
function withInlineStylesheet(page: string, outDir: string) {
  const link = page.match(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/);
  if (!link?.[1]) throw new Error('the built page links no stylesheet to inline');
  const css = readFileSync(path.join(outDir, link[1]), 'utf8');
  return page.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * The shell's scripts at low priority: its header is already in the page, so the browser
 * paints it first instead of holding the first paint for the scripts on a slow connection.
 */
function withScriptsAfterFirstPaint(page: string) {
  const lowered = page.replace(
    /<(script type="module"|link rel="modulepreload") /g,
    '<$1 fetchpriority="low" ',
  );
  if (lowered === page) throw new Error('the built page loads no module script');
  return lowered;
}

/**
 * Writes `portal-shell.{language}.html` for each language: the built index.html with the
 * portal's header and loading message already in `#root`, rendered by React from the app's own
 * components (see src/contract/portal-shell.ts for why and how the server uses it).
 */
function prerenderPortalShell(): Plugin {
  let outDir = '';
  return {
    name: 'spaak-prerender-portal-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const renderer = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { renderPortalShell } = await renderer.ssrLoadModule('/prerender-portal-shell.tsx');
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const language of LANGUAGES) {
          const shell = index.replace(
            '<div id="root"></div>',
            `<div id="root" data-shell="${PORTAL_SHELL.rootDataShell}">${await renderPortalShell(language)}</div>`,
          );
          if (shell === index) throw new Error('index.html has no empty <div id="root"></div>');
          writeFileSync(
            path.join(outDir, PORTAL_SHELL.fileNameOf(language)),
            withScriptsAfterFirstPaint(withInlineStylesheet(shell, outDir)),
          );
        }
      } finally {
        await renderer.close();
      }
    },
  };
}

export default defineConfig({
  root,
  // Brotli and gzip copies of every script and style, made once at build time; the server
  // sends them (fastify-static's `preCompressed`) instead of compressing on each request.
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    prerenderPortalShell(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // `.vite/manifest.json` maps source files to chunks: the browser tests read it to prove
    // the customer portal never downloads the admin chunks. The server does not serve it.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
