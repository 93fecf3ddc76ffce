import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApiClient } from '../api/client';
import { getApi } from '../api/client';
import { AuthCard, errorToast, fieldErrors, TextField, useHydrated } from './forms';
import '../styles/account.css';

/** Choosing a password from an emailed single-use link (password reset, invitation). */
export function SetPasswordPage({
  title,
  intro,
  submitLabel,
  send,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  send: (api: ApiClient, token: string, password: string) => Promise<{ message: string }>;
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) {
      setErrors({ confirm: 'The two passwords do not match' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      setDone((await send(getApi(null), token, password)).message);
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors(fields.token ? { password: fields.token } : fields);
      errorToast(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={title}>
      {done ? (
        <>
          <p className="notice notice--info" role="status">
            {done}
          </p>
          <Link to="/auth" className="btn btn--primary">
            Go to Sign In
          </Link>
        </>
      ) : !token ? (
        <p className="notice notice--error" role="alert">
          This link is incomplete. Please open the link from your email again.
        </p>
      ) : (
        <form method="post" onSubmit={submit} className="auth-form" aria-label={title}>
          <p>{intro}</p>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            hint="At least 6 characters. Very common passwords are not accepted."
          />
          <TextField
            label="Confirm new password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy || !hydrated}>
            {busy ? 'Saving...' : submitLabel}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
