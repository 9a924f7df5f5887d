import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitHeapGrowthForEmbeddedDatabase } from './heap-growth.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The V8 settings the server process would change for `databaseUrl`. */
function v8SettingsChangedFor(databaseUrl: string | undefined) {
  const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
  limitHeapGrowthForEmbeddedDatabase({ databaseUrl });
  return setFlags.mock.calls.map(([flags]) => flags);
}

describe('the heap of a server process', () => {
  it('grows by at most half of what a full collection kept when the embedded database runs in it', () => {
    expect(v8SettingsChangedFor(undefined)).toEqual(['--heap-growing-percent=50']);
  });

  it("keeps V8's own growth on PostgreSQL, where it cost the admin list a tenth of its throughput", () => {
    expect(v8SettingsChangedFor('postgres://spaak@127.0.0.1/spaak')).toEqual([]);
  });
});
