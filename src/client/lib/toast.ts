import { useSyncExternalStore } from 'react';

/** At most one toast is visible: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it closes itself. */
export const TOAST_DURATION_MS = 5000;
/** A toast closed by a swipe to the right of at least this many pixels. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notification region. */
export const TOAST_HOTKEY = 'F8';
/** A dismissed toast is kept (closed) this long before it is removed from memory. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = { title?: string; description?: string; variant?: ToastVariant };

export type ToastItem = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes a toast; it is removed from memory after `TOAST_REMOVE_DELAY_MS`. */
export function dismissToast(id: string) {
  scheduleRemoval(id);
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast; callable from anywhere, also outside React (query and mutation callbacks). */
export function toast({ title, description, variant = 'default' }: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The toasts now in memory, newest first (open, or closed and awaiting removal). */
export const getToasts = () => toasts;

/** The toasts to render, kept current (none in the pre-rendered portal shell). */
export function useToasts() {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
