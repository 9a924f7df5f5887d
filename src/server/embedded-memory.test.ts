import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitMemoryForEmbeddedDatabase } from './embedded-memory.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The V8 settings the server process would change for `databaseUrl`. */
function v8SettingsChangedFor(databaseUrl: string | undefined) {
  const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
  limitMemoryForEmbeddedDatabase({ databaseUrl });
  return setFlags.mock.calls.map(([flags]) => flags);
}

describe('the memory of a server process', () => {
  it('grows its heap by at most half of what a full collection kept, and compiles the embedded database on one task, when that database runs in it', () => {
    expect(v8SettingsChangedFor(undefined)).toEqual([
      '--heap-growing-percent=50',
      '--wasm-num-compilation-tasks=1',
    ]);
  });

  it("keeps V8's own choices on PostgreSQL, where the heap cap cost the admin list a tenth of its throughput", () => {
    expect(v8SettingsChangedFor('postgres://spaak@127.0.0.1/spaak')).toEqual([]);
  });
});
