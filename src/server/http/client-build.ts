import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vite build` writes the client; absent in API tests, which run without a build. */
export const clientBuildDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/;

/**
 * The address of the built stylesheet, which the app's pages link: the server's own pages link
 * it too, so they look as the portals do (decision 035). Undefined without a build.
 */
export function builtStylesheetHref(): string | undefined {
  const index = path.join(clientBuildDir, 'index.html');
  if (!existsSync(index)) return undefined;
  return readFileSync(index, 'utf8').match(STYLESHEET_LINK)?.[1];
}
