import { useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/auth-sign-in-link';
import { getApi } from '../api/client';
import { done, field, readForm, redirectOnSite, refused, unknownForm } from '../api/actions';
import { accountApi } from '../account/api';
import { AuthCard, Intent, TextField, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';
import '../styles/account.css';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'account', 'errors') };
}

export const meta = routeMeta((_, t) => ({ title: t('account.link.title'), description: t('account.link.meta.description') }));

const INVALID = 'This sign-in link is invalid, has expired or was already used. Please ask for a new one.';

/**
 * Asks for a sign-in link (`request`), then signs in with it (`link`, then the authentication code
 * when two-factor is on): the way in that wrong passwords given by someone else cannot close.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = field(form, 'intent');
  const api = getApi(context);
  if (intent === 'request') {
    try {
      return done(intent, (await accountApi.requestSignInLink(api, field(form, 'email'))).message);
    } catch (error) {
      return refused(intent, error, request);
    }
  }
  if (intent !== 'link' && intent !== 'mfa') return unknownForm(intent);
  try {
    if (intent === 'mfa') {
      await accountApi.verifyMfa(api, field(form, 'code'));
    } else {
      const result = await accountApi.signInWithLink(api, field(form, 'token'));
      if ('mfaRequired' in result) return done('link', undefined, { mfaRequired: true });
    }
  } catch (error) {
    return refused('link', error, request, intent === 'mfa' ? undefined : INVALID, { mfaRequired: intent === 'mfa' });
  }
  throw redirectOnSite(params, null);
}

/** Without a token: the form that asks for a link (like "Forgot password?"). */
function RequestForm() {
  const t = useT();
  const { result, errors, busy } = useFormAction('request');
  if (result?.ok)
    return (
      <p className="notice notice--info" role="status">
        {result.message}
      </p>
    );
  return (
    <Form method="post" className="auth-form" aria-label={t('account.link.form')}>
      <Intent value="request" />
      <p>{t('account.link.intro')}</p>
      <TextField
        label={t('account.field.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email ?? result?.message}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('account.link.busy') : t('account.link.submit')}
      </button>
    </Form>
  );
}

/**
 * The link from the email. Signing in takes a click (a POST), so that mail scanners that open links
 * do not use it up; then the authentication code, for accounts with two-factor on.
 */
function ConfirmForm({ token }: { token: string }) {
  const t = useT();
  const { result, errors, busy } = useFormAction<{ mfaRequired: boolean }>('link', {
    failed: false,
    left: { title: t('account.signIn.welcome.title'), description: t('account.signIn.welcome.description') },
  });
  const codeStep = result?.mfaRequired === true;
  const linkRefused = result && !result.ok && !codeStep;
  return (
    <>
      {result && !result.ok && (
        <p className="notice notice--error" role="alert">
          {errors.token ?? result.message}
        </p>
      )}
      {linkRefused ? (
        <Link to="/auth/sign-in-link" className="btn btn--primary">
          {t('account.link.askAgain')}
        </Link>
      ) : (
        <Form method="post" className="auth-form" aria-label={t('account.signIn.form')}>
          <Intent value={codeStep ? 'mfa' : 'link'} />
          {codeStep ? (
            <>
              <p>{t('account.signIn.codeIntro')}</p>
              <TextField label={t('account.field.code')} name="code" inputMode="text" autoComplete="one-time-code" required autoFocus />
            </>
          ) : (
            <>
              <input type="hidden" name="token" value={token} />
              <p>{t('account.link.confirmIntro')}</p>
            </>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? t('account.link.confirmBusy') : codeStep ? t('account.signIn.verify') : t('account.link.confirmSubmit')}
          </button>
        </Form>
      )}
    </>
  );
}

/** `/auth/sign-in-link`: ask for a sign-in link, or (`?token=`, from the email) sign in with it. */
export default function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={t('account.link.title')}>
      {token ? <ConfirmForm token={token} /> : <RequestForm />}
      <p className="auth-form__links">
        <Link to="/auth">{t('account.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}
