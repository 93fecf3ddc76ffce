import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { getApi } from '../api/client';
import { accountApi } from '../account/api';
import { AuthCard, errorToast, TextField, useHydrated } from '../account/forms';
import { routeMeta } from '../seo';
import '../styles/account.css';

export const meta = routeMeta(() => ({ title: 'Forgot Password', description: 'Get a link to reset your MedTour Asia password.' }));

export default function Component() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      setDone((await accountApi.requestPasswordReset(getApi(null), email)).message);
    } catch (failure) {
      errorToast(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot Password">
      {done ? (
        <p className="notice notice--info" role="status">
          {done}
        </p>
      ) : (
        <form method="post" onSubmit={submit} className="auth-form" aria-label="Reset password">
          <p>Enter your account's email. We will send you a link to choose a new password; it works once, for one hour.</p>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy || !hydrated}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
      )}
      <p className="auth-form__links">
        <Link to="/auth">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
