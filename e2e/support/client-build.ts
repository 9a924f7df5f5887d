import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readClientManifest } from '../../scripts/client-manifest.ts';

export const clientBuildDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** Fails early, naming the fix, when the server would have no client to serve. */
export function assertClientBuilt() {
  if (!existsSync(`${clientBuildDir}index.html`)) {
    throw new Error('The client is not built: run `npx vite build` (npm test does) first.');
  }
}

/**
 * The files of the lazily loaded admin chunks, read from Vite's build manifest: every dynamic
 * entry whose source lies under `features/admin/`.
 */
export function adminChunkFiles() {
  return Object.values(readClientManifest(clientBuildDir))
    .filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('features/admin/'))
    .map((chunk) => `/${chunk.file}`);
}
