import { describe, expect, it } from 'vitest';
import { portalWeight } from '../scripts/client-manifest.ts';
import { assertClientBuilt, clientBuildDir } from './support/client-build.ts';

/** Issue 7: what a customer's phone downloads before the portal can be used. */
const PORTAL_JS_BUDGET_BYTES = 120 * 1024;

function weight() {
  assertClientBuilt();
  return portalWeight(clientBuildDir);
}

describe('the customer portal build', () => {
  it(`loads at most ${PORTAL_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript before any interaction`, () => {
    const { chunks, gzipBytes } = weight();
    expect(gzipBytes, JSON.stringify(chunks)).toBeLessThanOrEqual(PORTAL_JS_BUDGET_BYTES);
  });

  it('counts React DOM and the app, which the small entry imports after the first paint', () => {
    // React DOM alone is over 40 KB: a total below that means the app was not followed.
    expect(weight().gzipBytes).toBeGreaterThan(40 * 1024);
  });

  it('loads no admin code up front', () => {
    expect(weight().adminChunks).toEqual([]);
  });
});
