import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { toastingLoadFailure } from './json-api.ts';
import { getToasts } from './toast.ts';

const failure = { title: 'Fout', fallback: 'Failed to fetch customers' };

describe('toastingLoadFailure()', () => {
  it('answers what the load answers, without a toast', async () => {
    const before = getToasts();
    expect(await toastingLoadFailure(Promise.resolve([1, 2]), failure)).toEqual([1, 2]);
    expect(getToasts()).toBe(before);
  });

  it("toasts the server's message and fails with the same error", async () => {
    const error = new ApiError({
      status: 503,
      statusText: 'Service Unavailable',
      body: '{"message":"Database niet bereikbaar"}',
    });
    await expect(toastingLoadFailure(Promise.reject(error), failure)).rejects.toBe(error);
    expect(getToasts()[0]).toMatchObject({
      title: 'Fout',
      description: 'Database niet bereikbaar',
      variant: 'destructive',
    });
  });

  it('toasts the fallback when the server gave no message', async () => {
    const error = new ApiError({ status: 500, statusText: 'Internal Server Error', body: '' });
    await expect(toastingLoadFailure(Promise.reject(error), failure)).rejects.toBe(error);
    expect(getToasts()[0]).toMatchObject({ description: 'Failed to fetch customers' });
  });
});
