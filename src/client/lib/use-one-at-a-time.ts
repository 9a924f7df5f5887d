import { useRef } from 'react';

/**
 * `run`, but never twice at once: a call made while the last one still runs is dropped. Both
 * taps of a double tap land before React shows the button as busy, so a pending flag read from
 * the last render lets the second through, and a send that was keyed anew for it went out twice.
 */
export function useOneAtATime<Args extends unknown[]>(run: (...args: Args) => Promise<void>) {
  const running = useRef(false);
  return async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await run(...args);
    } finally {
      running.current = false;
    }
  };
}
