import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** Vite's build manifest (`.vite/manifest.json`): each source module's chunk and its imports. */
export const readClientManifest = (clientDir: string) =>
  JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

/**
 * The source modules bundled into a chunk, from its source map; a chunk without one (a facade
 * that only re-exports other chunks) is its own module.
 */
function sourcesOf(clientDir: string, chunk: ManifestChunk) {
  const sourceMap = path.join(clientDir, `${chunk.file}.map`);
  if (!existsSync(sourceMap)) return chunk.src ? [chunk.src] : [];
  return (JSON.parse(readFileSync(sourceMap, 'utf8')) as { sources: string[] }).sources;
}

/**
 * The JavaScript a customer's browser loads on /multi-bike-portal before any interaction, read
 * from Vite's build manifest: the page's entry (src/client/main.tsx), the modules the entry
 * imports once the page has painted (React DOM, then the app), and every chunk these import
 * statically. The app's other dynamic imports (the staff's pages, forms A and B, the validation
 * schemas, the toaster) load only when they are shown or after the first touch of the page.
 */
function initialPortalChunks(clientDir: string) {
  const manifest = readClientManifest(clientDir);
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    return chunk;
  };
  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of chunkOf(key).imports ?? []) visit(imported);
  };
  const entry = 'index.html';
  visit(entry);
  for (const imported of chunkOf(entry).dynamicImports ?? []) visit(imported);
  return [...loaded].map((key) => {
    const chunk = chunkOf(key);
    return {
      file: chunk.file,
      // Judged by every module in the chunk: admin code merged into a shared chunk counts too.
      isAdmin: sourcesOf(clientDir, chunk).some((source) => source.includes('features/admin/')),
      gzipBytes: gzipSync(readFileSync(path.join(clientDir, chunk.file))).length,
    };
  });
}

/** What /multi-bike-portal loads before any interaction; see `initialPortalChunks`. */
export function portalWeight(clientDir: string) {
  const chunks = initialPortalChunks(clientDir);
  return {
    chunks,
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    adminChunks: chunks.filter((chunk) => chunk.isAdmin).map((chunk) => chunk.file),
  };
}
