// `npm start`: builds what is missing or out of date, then serves the production build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(root, 'dist/server/main.js');
const clientEntry = path.join(root, 'dist/client/index.html');

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = Math.min(
  ...[serverEntry, clientEntry].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
);
if (builtAt < newestChange(path.join(root, 'src'))) {
  console.log('Building Spaak (first start or changed sources)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
const { main } = await import(serverEntry);
await main();
