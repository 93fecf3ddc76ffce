import type { InputHTMLAttributes, ReactNode } from 'react';
import { ApiError } from '../api/client';
import { toast } from '../components/Toaster';

/** A labelled input with its error (announced, and tied to the input for screen readers). */
export function TextField({ label, error, hint, ...input }: { label: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = input.id ?? `field-${input.name}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="muted field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export const GENERIC_AUTH_ERROR = 'Authentication failed. Please check your credentials.';
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/** The message to show for a failed call: the server's (or the rate limiter's) text, else a generic one. */
export function errorMessage(error: unknown, fallback = GENERIC_AUTH_ERROR): string {
  if (error instanceof ApiError) return error.status === 0 ? NETWORK_ERROR : error.message || fallback;
  return fallback;
}

/** Field errors of a 400 answer (`{ field: message }`), or none. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? error.errors : {};
}

/** Spec §8: failures are a destructive toast titled "Error". */
export function errorToast(error: unknown, fallback?: string): string {
  const description = errorMessage(error, fallback);
  toast({ title: 'Error', description, variant: 'destructive' });
  return description;
}
