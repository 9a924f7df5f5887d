import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/**
 * The JavaScript a customer's browser loads on /multi-bike-portal before any interaction, read
 * from Vite's build manifest: the page's entry (src/client/main.tsx), the modules the entry
 * imports once the page has painted (React DOM, then the app), and every chunk these import
 * statically. The app's own dynamic imports (the staff's pages, forms A and B) load only when
 * they are shown.
 */
export function initialPortalChunks(clientDir: string) {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
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
      isAdmin: chunk.src?.includes('features/admin/') ?? false,
      gzipBytes: gzipSync(readFileSync(path.join(clientDir, chunk.file))).length,
    };
  });
}
