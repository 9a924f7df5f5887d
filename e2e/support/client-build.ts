import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const clientBuildDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** Fails early, naming the fix, when the server would have no client to serve. */
export function assertClientBuilt() {
  if (!existsSync(`${clientBuildDir}index.html`)) {
    throw new Error('The client is not built: run `npx vite build` (npm test does) first.');
  }
}

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean };

/**
 * The files of the lazily loaded admin chunks, read from Vite's build manifest: every dynamic
 * entry whose source lies under `features/admin/`.
 */
export function adminChunkFiles() {
  const manifest = JSON.parse(
    readFileSync(`${clientBuildDir}.vite/manifest.json`, 'utf8'),
  ) as Record<string, ManifestChunk>;
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('features/admin/'))
    .map((chunk) => `/${chunk.file}`);
}
