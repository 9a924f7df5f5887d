import { useSyncExternalStore } from 'react';

/** At most one toast is visible; a dismissed one is removed from memory after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export type Toast = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

type Listener = () => void;

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id: string) {
  scheduleRemoval(id);
  publish(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
}

/** Shows a toast from anywhere; a new one replaces the one on screen. */
export function toast(options: { title?: string; description?: string; variant?: ToastVariant }) {
  counter += 1;
  const id = String(counter);
  const shown: Toast = { id, variant: options.variant ?? 'default', ...options, open: true };
  publish([shown, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
