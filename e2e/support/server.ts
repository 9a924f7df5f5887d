import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES } from '../../src/contract/language.ts';
import { createLoginLink } from '../../src/server/auth/service.ts';
import { SIGN_IN_TEXTS } from '../../src/server/auth/sign-in-texts.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type RunningServer, startServer } from '../../src/server/main.ts';
import { assertClientBuilt } from './client-build.ts';

export const E2E_ADMIN_EMAIL = 'beheer@werkplaats.test';

/**
 * The real server, as `npm start` runs it, on a free port and a fresh embedded database in a
 * temporary directory that `close()` removes. It serves the built client: `npm test` builds it
 * first.
 */
export async function startE2eServer(environment: Record<string, string> = {}) {
  assertClientBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-e2e-'));
  let server: RunningServer;
  try {
    server = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_EMAIL: E2E_ADMIN_EMAIL,
        ...environment,
      }),
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  /**
   * A one-time sign-in URL for `email` (an admin's for `E2E_ADMIN_EMAIL`), as mailed. Pointed
   * at the actual port: with PORT 0 the configured public URL cannot know it.
   */
  const signInUrl = async (email: string) => {
    const link = new URL(
      await createLoginLink({ database: server.database, config: server.config, email }),
    );
    return `${server.url}${link.pathname}${link.search}`;
  };
  return {
    ...server,
    signInUrl,
    /**
     * Signs `email` in as its owner does: opens the e-mailed link and presses its button, named
     * in the language the browser asked the page in.
     */
    async signIn(page: Page, email: string) {
      await page.goto(await signInUrl(email));
      const tag = await page.evaluate(() => document.documentElement.lang);
      const language = LANGUAGES.find((code) => LANGUAGE_TAGS[code] === tag) ?? DEFAULT_LANGUAGE;
      await page.getByRole('button', { name: SIGN_IN_TEXTS[language].signIn, exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/api/auth/magic');
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;
