import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from './toast.ts';

// The store is module state: each test loads a fresh copy.
const freshToastStore = async () => {
  vi.resetModules();
  return import('./toast.ts');
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast()', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    const { toast, getToasts } = await freshToastStore();
    toast({ title: 'Eerste' });
    toast({ title: 'Fout', description: 'Kon foto niet uploaden', variant: 'destructive' });
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Fout', variant: 'destructive', open: true }),
    ]);
  });

  it('closes a dismissed toast at once and forgets it after 1,000,000 ms', async () => {
    const { toast, getToasts } = await freshToastStore();
    const shown = toast({ title: 'Succes!' });
    expect(getToasts()[0]?.variant).toBe('default');
    shown.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });
});
