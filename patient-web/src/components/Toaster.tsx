import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/messages';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** One toast at a time, shown for 5 seconds (the spec's library default). */
const DISPLAY_MS = 5_000;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast (replacing the one on screen). Safe to call during navigation: the toaster lives in the layout. */
export function toast(next: Omit<Toast, 'id'>): void {
  current = { ...next, id: nextId++ };
  clearTimeout(timer);
  timer = setTimeout(dismiss, DISPLAY_MS);
  emit();
}

export function dismiss(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live region where toasts appear; screen readers announce them. */
export function Toaster() {
  const t = useT();
  const shown = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <div className="toaster" aria-live="polite" aria-atomic="true">
      {shown && (
        <div
          className={`toast${shown.variant === 'destructive' ? ' toast--destructive' : ''}`}
          role={shown.variant === 'destructive' ? 'alert' : 'status'}
        >
          <div>
            <p className="toast__title">{shown.title}</p>
            {shown.description && <p className="toast__description">{shown.description}</p>}
          </div>
          <button type="button" className="toast__close" onClick={dismiss} aria-label={t('common.toast.dismiss')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
