import { useEffect, useRef } from 'react';
import { Form } from '../i18n/links';
import type { Route } from './+types/dashboard-account';
import { getApi } from '../api/client';
import { done, field, readForm, redirectIn, refused, unknownForm } from '../api/actions';
import { accountApi } from '../account/api';
import { FormError, Intent, NewPasswordField, NoScriptNotice, TextField, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';

export const meta = routeMeta(() => ({ title: 'Account & Security', description: 'Password, devices and two-factor authentication.' }));

interface MfaSetup {
  secret: string;
  qrCode: string;
}

/** Change password, two-factor set-up (start, confirm) and sign out everywhere. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = field(form, 'intent');
  const api = getApi(context);
  // The set-up being confirmed is shown again when its code is refused.
  const setup: MfaSetup = { secret: field(form, 'secret'), qrCode: field(form, 'qrCode') };
  try {
    switch (intent) {
      case 'password':
        return done(intent, (await accountApi.changePassword(api, field(form, 'currentPassword'), field(form, 'password'))).message);
      case 'mfa-start': {
        const { secret, qrCode } = await accountApi.enrollMfa(api);
        return done(intent, undefined, { setup: { secret, qrCode } });
      }
      case 'mfa-confirm':
        return done(intent, undefined, (await accountApi.confirmMfa(api, field(form, 'code'))) as { recoveryCodes: string[] });
      case 'sign-out-everywhere':
        await accountApi.signOutEverywhere(api);
        return redirectIn(params, '/');
      default:
        return unknownForm(intent);
    }
  } catch (error) {
    return refused(intent, error, request, undefined, intent === 'mfa-confirm' ? { setup } : undefined);
  }
}

function ChangePassword() {
  const { result, errors, busy } = useFormAction('password', { done: (r) => ({ title: 'Password changed', description: r.message }) });
  const form = useRef<HTMLFormElement>(null);
  // A changed password is not left in the form.
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <Form method="post" ref={form} className="card auth-form" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <Intent value="password" />
      <NoScriptNotice toast={result?.ok ? { title: 'Password changed', description: result.message } : undefined} />
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <NewPasswordField
        label="New password"
        name="password"
        id="new-password"
        error={errors.password}
        hint="Your other devices will be signed out."
      />
      <FormError result={result} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Saving...' : 'Change Password'}
      </button>
    </Form>
  );
}

function TwoFactor({ enabled }: { enabled: boolean }) {
  const start = useFormAction<{ setup: MfaSetup }>('mfa-start');
  const confirm = useFormAction<{ setup: MfaSetup; recoveryCodes: string[] }>('mfa-confirm');
  const setup = confirm.result?.setup ?? start.result?.setup;
  const codes = confirm.result?.recoveryCodes;
  const busy = start.busy || confirm.busy;
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
        <Form method="post" className="auth-form">
          <Intent value="mfa-confirm" />
          <input type="hidden" name="secret" value={setup.secret} />
          <input type="hidden" name="qrCode" value={setup.qrCode} />
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
            error={confirm.result && !confirm.result.ok ? confirm.result.message : undefined}
          />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Turn On
          </button>
        </Form>
      ) : (
        <Form method="post">
          <Intent value="mfa-start" />
          <p>Protect your health records with a code from your phone at every sign-in.</p>
          <button type="submit" className="btn btn--secondary" disabled={busy}>
            Set Up Two-Factor Authentication
          </button>
        </Form>
      )}
    </section>
  );
}

function Devices() {
  const { busy } = useFormAction('sign-out-everywhere', {
    left: { title: 'Signed out everywhere', description: 'All your devices, including this one, are signed out.' },
  });
  return (
    <section className="card" aria-labelledby="devices-title">
      <h2 id="devices-title">Devices</h2>
      <p>Lost a phone or used a shared computer? Sign out of every device at once.</p>
      <Form method="post">
        <Intent value="sign-out-everywhere" />
        <button type="submit" className="btn btn--secondary" disabled={busy}>
          Sign Out Everywhere
        </button>
      </Form>
    </section>
  );
}

export default function Component({ matches }: Route.ComponentProps) {
  const { me } = matches[2].loaderData; // root, the site frame, then the dashboard layout (typed by route)
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
