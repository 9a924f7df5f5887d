import { useSyncExternalStore } from 'react';

export type Schemas = typeof import('./schemas.ts');

let loaded: Schemas | undefined;
let loading: Promise<Schemas> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the validation schemas once; every later call answers the same promise. The portal
 * calls it at the first pointer, key or focus event, so the schemas are there by the time a
 * step is checked, and awaits it before checking, in case they are not. A load that failed
 * (the phone was offline) is forgotten, so the next call fetches again.
 */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas.ts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts the load ahead of need; a failure is left to the call that needs the schemas. */
export const preloadSchemas = () => void loadSchemas().catch(() => {});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The schemas once they are loaded, else undefined; re-renders when they arrive. */
export function useSchemas(): Schemas | undefined {
  return useSyncExternalStore(subscribe, () => loaded);
}
