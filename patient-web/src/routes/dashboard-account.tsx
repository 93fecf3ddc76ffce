import { type FormEvent, useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { getApi } from '../api/client';
import { accountApi } from '../account/api';
import { errorToast, fieldErrors, TextField, useHydrated } from '../account/forms';
import { toast } from '../components/Toaster';
import { routeMeta } from '../seo';
import type { DashboardData } from './dashboard';

export const meta = routeMeta(() => ({ title: 'Account & Security', description: 'Password, devices and two-factor authentication.' }));

function ChangePassword() {
  const [values, setValues] = useState({ currentPassword: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { message } = await accountApi.changePassword(getApi(null), values.currentPassword, values.password);
      toast({ title: 'Password changed', description: message });
      setValues({ currentPassword: '', password: '' });
    } catch (failure) {
      setErrors(fieldErrors(failure));
      errorToast(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form method="post" className="card auth-form" onSubmit={submit} aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={(e) => setValues({ ...values, currentPassword: e.target.value })}
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        name="password"
        id="new-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={errors.password}
        hint="Your other devices will be signed out."
      />
      <button type="submit" className="btn btn--primary" disabled={busy || !hydrated}>
        {busy ? 'Saving...' : 'Change Password'}
      </button>
    </form>
  );
}

function TwoFactor({ enabled }: { enabled: boolean }) {
  const [setup, setSetup] = useState<{ secret: string; qrCode: string }>();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  async function start() {
    setBusy(true);
    try {
      setSetup(await accountApi.enrollMfa(getApi(null)));
    } catch (failure) {
      errorToast(failure);
    } finally {
      setBusy(false);
    }
  }
  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      setCodes((await accountApi.confirmMfa(getApi(null), code)).recoveryCodes);
    } catch (failure) {
      errorToast(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card" aria-labelledby="mfa-title">
      <h2 id="mfa-title">Two-factor authentication</h2>
      {codes ? (
        <>
          <p role="status">Two-factor authentication is on. Save these recovery codes in a safe place. Each can be used once.</p>
          <ul className="recovery-codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </>
      ) : enabled ? (
        <p>Two-factor authentication is on: signing in asks for a code from your authenticator app.</p>
      ) : setup ? (
        <form method="post" onSubmit={confirm} className="auth-form">
          <p>Scan this QR code with an authenticator app (or type the setup key), then enter the code it shows.</p>
          <img src={setup.qrCode} alt="QR code for your authenticator app" width={180} height={180} />
          <p>
            Setup key: <code>{setup.secret}</code>
          </p>
          <TextField
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={busy || !hydrated}>
            Turn On
          </button>
        </form>
      ) : (
        <>
          <p>Protect your health records with a code from your phone at every sign-in.</p>
          <button type="button" className="btn btn--secondary" onClick={start} disabled={busy || !hydrated}>
            Set Up Two-Factor Authentication
          </button>
        </>
      )}
    </section>
  );
}

function Devices() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  async function everywhere() {
    setBusy(true);
    try {
      await accountApi.signOutEverywhere(getApi(null));
      toast({ title: 'Signed out everywhere', description: 'All your devices, including this one, are signed out.' });
      navigate('/', { replace: true });
    } catch (failure) {
      errorToast(failure);
      setBusy(false);
    }
  }
  return (
    <section className="card" aria-labelledby="devices-title">
      <h2 id="devices-title">Devices</h2>
      <p>Lost a phone or used a shared computer? Sign out of every device at once.</p>
      <button type="button" className="btn btn--secondary" onClick={everywhere} disabled={busy || !hydrated}>
        Sign Out Everywhere
      </button>
    </section>
  );
}

export default function Component() {
  const { me } = useRouteLoaderData('routes/dashboard') as DashboardData;
  return (
    <section className="section">
      <div className="container account-page">
        <h1>Account &amp; Security</h1>
        <p className="muted">
          Signed in as {me.firstName} {me.lastName} ({me.email}).
        </p>
        <div className="grid grid--2">
          <ChangePassword />
          <div className="stack">
            <TwoFactor enabled={me.mfaEnabled} />
            <Devices />
          </div>
        </div>
      </div>
    </section>
  );
}
