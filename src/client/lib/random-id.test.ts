import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A page served over plain HTTP from a LAN address: no `crypto.randomUUID`. */
function withoutSecureContext() {
  const { getRandomValues } = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('randomId()', () => {
  it('makes random version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 100 }, randomId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('works outside a secure context, where crypto.randomUUID does not exist', () => {
    withoutSecureContext();
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(randomId()).toMatch(UUID_V4);
  });
});
