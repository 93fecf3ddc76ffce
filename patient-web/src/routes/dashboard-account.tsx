import { useEffect, useRef } from 'react';
import { Form } from '../i18n/links';
import type { Route } from './+types/dashboard-account';
import { getApi } from '../api/client';
import { done, field, readForm, redirectIn, refused, unknownForm } from '../api/actions';
import { accountApi } from '../account/api';
import { FormError, Intent, NewPasswordField, NoScriptNotice, TextField, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, withElements, type WithMessages } from '../i18n/messages';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'account', 'errors') };
}

export const meta = routeMeta((_, t) => ({ title: t('account.security.title'), description: t('account.security.meta.description') }));

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
  const t = useT();
  const { result, errors, busy } = useFormAction('password', {
    done: (r) => ({ title: t('account.changePassword.done'), description: r.message }),
  });
  const form = useRef<HTMLFormElement>(null);
  // A changed password is not left in the form.
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <Form method="post" ref={form} className="card auth-form" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('account.changePassword.title')}</h2>
      <Intent value="password" />
      <NoScriptNotice toast={result?.ok ? { title: t('account.changePassword.done'), description: result.message } : undefined} />
      <TextField
        label={t('account.field.currentPassword')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <NewPasswordField
        label={t('account.field.newPassword')}
        name="password"
        id="new-password"
        error={errors.password}
        hint={t('account.changePassword.hint')}
      />
      <FormError result={result} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('account.saving') : t('account.changePassword.submit')}
      </button>
    </Form>
  );
}

function TwoFactor({ enabled }: { enabled: boolean }) {
  const t = useT();
  const start = useFormAction<{ setup: MfaSetup }>('mfa-start');
  const confirm = useFormAction<{ setup: MfaSetup; recoveryCodes: string[] }>('mfa-confirm');
  const setup = confirm.result?.setup ?? start.result?.setup;
  const codes = confirm.result?.recoveryCodes;
  const busy = start.busy || confirm.busy;
  return (
    <section className="card" aria-labelledby="mfa-title">
      <h2 id="mfa-title">{t('account.mfa.title')}</h2>
      {codes ? (
        <>
          <p role="status">{t('account.mfa.recoveryCodes')}</p>
          <ul className="recovery-codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </>
      ) : enabled ? (
        <p>{t('account.mfa.on')}</p>
      ) : setup ? (
        <Form method="post" className="auth-form">
          <Intent value="mfa-confirm" />
          <input type="hidden" name="secret" value={setup.secret} />
          <input type="hidden" name="qrCode" value={setup.qrCode} />
          <p>{t('account.mfa.scan')}</p>
          <img src={setup.qrCode} alt={t('account.mfa.qrAlt')} width={180} height={180} />
          <p>{withElements(t, 'account.mfa.setupKey', { key: <code>{setup.secret}</code> })}</p>
          <TextField
            label={t('account.field.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={confirm.result && !confirm.result.ok ? confirm.result.message : undefined}
          />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('account.mfa.turnOn')}
          </button>
        </Form>
      ) : (
        <Form method="post">
          <Intent value="mfa-start" />
          <p>{t('account.mfa.intro')}</p>
          <button type="submit" className="btn btn--secondary" disabled={busy}>
            {t('account.mfa.start')}
          </button>
        </Form>
      )}
    </section>
  );
}

function Devices() {
  const t = useT();
  const { busy } = useFormAction('sign-out-everywhere', {
    left: { title: t('account.devices.done.title'), description: t('account.devices.done.description') },
  });
  return (
    <section className="card" aria-labelledby="devices-title">
      <h2 id="devices-title">{t('account.devices.title')}</h2>
      <p>{t('account.devices.text')}</p>
      <Form method="post">
        <Intent value="sign-out-everywhere" />
        <button type="submit" className="btn btn--secondary" disabled={busy}>
          {t('account.devices.submit')}
        </button>
      </Form>
    </section>
  );
}

export default function Component({ matches }: Route.ComponentProps) {
  const t = useT();
  const { me } = matches[2].loaderData; // root, the site frame, then the dashboard layout (typed by route)
  return (
    <section className="section">
      <div className="container account-page">
        <h1>{t('account.security.title')}</h1>
        <p className="muted">{t('account.security.signedInAs', { firstName: me.firstName, lastName: me.lastName, email: me.email })}</p>
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
