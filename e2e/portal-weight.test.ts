import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assertClientBuilt } from './support/client-build.ts';

/** Issue 7: what a customer's phone downloads before the portal can be used. */
const PORTAL_JS_BUDGET_BYTES = 120 * 1024;

const clientBuildDir = fileURLToPath(new URL('../dist/client/', import.meta.url));

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };

/** The entry chunk and every chunk it imports statically: what loads before any interaction. */
function initialChunks() {
  assertClientBuilt();
  const manifest = JSON.parse(
    readFileSync(`${clientBuildDir}.vite/manifest.json`, 'utf8'),
  ) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen].map((key) => ({ key, ...(manifest[key] as ManifestChunk) }));
}

describe('the customer portal build', () => {
  it(`loads at most ${PORTAL_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript before any interaction`, () => {
    const sizes = initialChunks().map((chunk) => ({
      file: chunk.file,
      gzipBytes: gzipSync(readFileSync(`${clientBuildDir}${chunk.file}`)).length,
    }));
    const total = sizes.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(PORTAL_JS_BUDGET_BYTES);
  });

  it('loads no admin code up front', () => {
    const adminChunks = initialChunks().filter((chunk) => chunk.src?.includes('features/admin/'));
    expect(adminChunks).toEqual([]);
  });
});
