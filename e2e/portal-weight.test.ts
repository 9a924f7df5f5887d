import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { initialPortalChunks } from '../scripts/client-manifest.ts';
import { assertClientBuilt } from './support/client-build.ts';

/** Issue 7: what a customer's phone downloads before the portal can be used. */
const PORTAL_JS_BUDGET_BYTES = 120 * 1024;

const clientBuildDir = fileURLToPath(new URL('../dist/client/', import.meta.url));

function initialChunks() {
  assertClientBuilt();
  return initialPortalChunks(clientBuildDir);
}

describe('the customer portal build', () => {
  it(`loads at most ${PORTAL_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript before any interaction`, () => {
    const chunks = initialChunks();
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    expect(total, JSON.stringify(chunks)).toBeLessThanOrEqual(PORTAL_JS_BUDGET_BYTES);
  });

  it('counts React DOM and the app, which the small entry imports after the first paint', () => {
    const total = initialChunks().reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    // React DOM alone is over 40 KB: a total below that means the app was not followed.
    expect(total).toBeGreaterThan(40 * 1024);
  });

  it('loads no admin code up front', () => {
    expect(initialChunks().filter((chunk) => chunk.isAdmin)).toEqual([]);
  });
});
