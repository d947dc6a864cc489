import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's 5 s default when omitted. */
  duration?: number;
};

export type ToastItem = ToastOptions & { id: number };

// Spec section 9: one toast at a time; a new one replaces the one on screen.
const TOAST_LIMIT = 1;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast. The one way the app notifies the user. */
export const toast = (options: ToastOptions): { id: number; dismiss: () => void } => {
  const id = nextId++;
  toasts = [{ ...options, id }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
};

export const dismissToast = (id: number) => {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const getSnapshot = () => toasts;

export const useToasts = (): readonly ToastItem[] => useSyncExternalStore(subscribe, getSnapshot);
