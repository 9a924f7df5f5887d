import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startConfiguredServer } from './test/app.ts';
import { uploadSmallPhoto } from './test/photos.ts';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'spaak-private-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** Every folder and file under `dataDir`, itself included, with its permission bits. */
function modesUnder(dataDir: string) {
  const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true });
  return [
    { name: '.', kind: 'folder', mode: modeOf(dataDir) },
    ...entries.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {
        name: path.relative(dataDir, file),
        kind: entry.isDirectory() ? 'folder' : 'file',
        mode: modeOf(file),
      };
    }),
  ];
}

const openToOthers = (modes: ReturnType<typeof modesUnder>) =>
  modes
    .filter(({ kind, mode }) => mode !== (kind === 'folder' ? '700' : '600'))
    .map(({ name, mode }) => `${name} ${mode}`);

// Each test creates an embedded database on disk, which takes a while on a busy machine.
describe('DATA_DIR', () => {
  it("is the server's user's alone when the server creates it: folders 0700, files 0600, photos too", async () => {
    const dataDir = path.join(newFolder(), 'data');
    const server = await startConfiguredServer({ DATA_DIR: dataDir });
    try {
      await uploadSmallPhoto(server.app);
    } finally {
      await server.close();
    }
    const modes = modesUnder(dataDir);
    expect(modes.filter(({ name }) => name.startsWith('uploads/'))).not.toEqual([]);
    expect(modes.filter(({ name }) => name.startsWith('pgdata/'))).not.toEqual([]);
    expect(openToOthers(modes)).toEqual([]);
  }, 120_000);

  it('is closed to others at boot when an older version left it open', async () => {
    const dataDir = newFolder();
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'uploads'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'uploads', 'oud.jpg'), 'foto', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'uploads', 'oud.jpg'), 0o644);
    const server = await startConfiguredServer({ DATA_DIR: dataDir });
    await server.close();
    expect(openToOthers(modesUnder(dataDir))).toEqual([]);
  }, 120_000);
});
