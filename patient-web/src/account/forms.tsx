import { type InputHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { describedBy, FieldNotes } from '../components/FieldNotes';
import { toast } from '../components/Toaster';

/** A labelled input with its hint and error (announced, and tied to the input for screen readers). */
export function TextField({
  label,
  error,
  hint,
  idPrefix = 'field',
  ...input
}: { label: string; error?: string; hint?: ReactNode; idPrefix?: string } & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = input.id ?? `${idPrefix}-${input.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** The narrow page of an account step (sign-in help, password, email check): its title over a card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section">
      <div className="container container--narrow auth-page">
        <h1>{title}</h1>
        <div className="card auth-card">{children}</div>
      </div>
    </section>
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

/**
 * False until React has hydrated the page. Account forms keep their submit button disabled until
 * then: submitted before, the browser would send the form itself (passwords must never end up in a URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
