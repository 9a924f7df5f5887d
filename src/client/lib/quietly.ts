/**
 * A call to the browser's storage, or to what it held, that may throw: storage blocked
 * (private mode), full, or holding something that is not JSON. The pages work without it, so
 * a failure is undefined.
 */
export function quietly<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}
