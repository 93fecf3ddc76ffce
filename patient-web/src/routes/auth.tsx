import { useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, withElements, type Translate, type WithMessages } from '../i18n/messages';
import type { Route } from './+types/auth';
import { ApiError, getApi } from '../api/client';
import { failPage } from '../api/load';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS } from '@medtour/contracts';
import { done, field, readForm, redirectOnSite, refused, type FormResult } from '../api/actions';
import { accountApi } from '../account/api';
import { FormError, Intent, NewPasswordField, NoScriptNotice, TextField, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import '../styles/account.css';

/** A visitor who is already signed in goes straight on to where they were going. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<WithMessages> {
  const target = new URL(request.url).searchParams.get('redirect');
  try {
    await accountApi.me(getApi(context));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { messages: messagesFor(localeOf(params), 'account', 'errors') };
    return failPage(error, request, 'Sign-in');
  }
  throw redirectOnSite(params, target);
}

/**
 * Sign in (then the authentication code when two-factor is on) and sign up. Signed in, the visitor
 * goes on to the page they asked for (a path on this site); the session cookie comes with the answer.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = field(form, 'intent');
  const target = new URL(request.url).searchParams.get('redirect');
  const api = getApi(context);
  const email = field(form, 'email');
  // Shown again with the errors (a page posted without JavaScript is rendered anew).
  const names = { firstName: field(form, 'firstName'), lastName: field(form, 'lastName') };
  try {
    if (intent === 'signup') {
      await accountApi.signUp(api, { ...names, email, password: field(form, 'password'), language: localeOf(params) });
      return done(intent, 'Please check your email to verify your account.', { email });
    }
    if (intent === 'mfa') {
      await accountApi.verifyMfa(api, field(form, 'code'));
    } else {
      // A closed account's owner keeps it by ticking "Keep my account" (offered once sign-in said it is closed).
      const keepAccount = field(form, 'keepAccount') === 'true';
      const result = await accountApi.signIn(api, { email, password: field(form, 'password'), ...(keepAccount ? { keepAccount } : {}) });
      if ('mfaRequired' in result) return done('signin', undefined, { mfaRequired: true });
    }
  } catch (error) {
    if (intent === 'signup') return refused(intent, error, request, undefined, { email, ...names });
    // Refused by the sign-in limits: the page offers the emailed link, which they do not stop.
    const limited = error instanceof ApiError && error.status === 429;
    return refused('signin', error, request, undefined, { email, mfaRequired: intent === 'mfa', limited, closed: isClosedAccount(error) });
  }
  throw redirectOnSite(params, target);
}

/**
 * The right password for a closed account (issue 53): the API says when it will be erased (`account_closed`,
 * its message coded `accountClosed`); the form then offers "Keep my account".
 */
function isClosedAccount(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.codes[error.message]?.code === 'accountClosed';
}

export const meta = routeMeta((_, t) => ({ title: t('account.auth.meta.title'), description: t('account.auth.meta.description') }));

type Tab = 'signin' | 'signup';

/** The toast of a new account (and its text on a page posted without JavaScript). */
const createdToast = (t: Translate) => ({ title: t('account.signUp.created.title'), description: t('account.signUp.created.description') });

/** This page's address on a tab (`?tab=signup`, or none for Sign In), keeping the rest (where to go next). */
function tabSearch(params: URLSearchParams, id: Tab): string {
  const next = new URLSearchParams(params);
  if (id === 'signup') next.set('tab', 'signup');
  else next.delete('tab');
  const search = next.toString();
  return search ? `?${search}` : '?';
}

function SignInForm({ email }: { email?: string }) {
  const t = useT();
  // Posted to the Sign In tab's address, so that its answer (an account not verified yet, a wrong
  // password) shows on Sign In even when the visitor came from Sign Up (a new account signs in next).
  const [params] = useSearchParams();
  const action = tabSearch(params, 'signin');
  const { result, busy } = useFormAction<{ mfaRequired: boolean; email: string; limited: boolean; closed: boolean }>('signin', {
    left: { title: t('account.signIn.welcome.title'), description: t('account.signIn.welcome.description') },
  });
  const codeStep = result?.mfaRequired === true;
  return (
    <Form method="post" action={action} className="auth-form" aria-label={t('account.signIn.form')}>
      <Intent value={codeStep ? 'mfa' : 'signin'} />
      {codeStep ? (
        <>
          <p>{t('account.signIn.codeIntro')}</p>
          <TextField label={t('account.field.code')} name="code" inputMode="text" autoComplete="one-time-code" required autoFocus />
        </>
      ) : (
        <>
          <TextField
            label={t('account.field.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.email ?? email}
          />
          <TextField label={t('account.field.password')} name="password" type="password" autoComplete="current-password" required />
          {result?.closed && (
            <label className="account-check">
              <input type="checkbox" name="keepAccount" value="true" />
              {t('account.signIn.keepAccount')}
            </label>
          )}
        </>
      )}
      {result && !result.ok && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
      {result?.limited && !codeStep && (
        <p className="notice notice--info">
          <Link to="/auth/sign-in-link">{t('account.signIn.lockedHint')}</Link>
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('account.signIn.busy') : codeStep ? t('account.signIn.verify') : t('account.signIn.submit')}
      </button>
      <p className="auth-form__links">
        <Link to="/auth/forgot-password">{t('account.signIn.forgot')}</Link>
        {!codeStep && <Link to="/auth/sign-in-link">{t('account.signIn.emailLink')}</Link>}
      </p>
    </Form>
  );
}

type SignUpResult = FormResult<{ email: string; firstName: string; lastName: string }>;

function SignUpForm({ result, busy }: { result: SignUpResult | undefined; busy: boolean }) {
  const t = useT();
  const errors = result && !result.ok ? result.errors : {};
  return (
    <Form method="post" className="auth-form" aria-label={t('account.signUp.form')}>
      <Intent value="signup" />
      <div className="auth-form__row">
        <TextField
          label={t('account.field.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={TEXT_LIMITS.name}
          defaultValue={result?.firstName}
          error={errors.firstName}
        />
        <TextField
          label={t('account.field.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={TEXT_LIMITS.name}
          defaultValue={result?.lastName}
          error={errors.lastName}
        />
      </div>
      <TextField
        label={t('account.field.email')}
        name="email"
        id="signup-email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.email}
        error={errors.email}
      />
      <NewPasswordField
        label={t('account.field.password')}
        name="password"
        id="signup-password"
        error={errors.password}
        hint={t('account.password.hint', { min: PASSWORD_MIN_LENGTH })}
      />
      <FormError result={result} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('account.signUp.busy') : t('account.signUp.submit')}
      </button>
      <p className="muted field__hint">
        {withElements(t, 'account.signUp.privacy', { link: <Link to="/privacy">{t('account.signUp.privacyLink')}</Link> })}
      </p>
    </Form>
  );
}

/** `/auth`: Sign In and Sign Up tabs (spec §2), then on to the page the visitor asked for. */
export default function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const signUp = useFormAction<{ email: string; firstName: string; lastName: string }>('signup', { done: () => createdToast(t) });
  // A new account signs in next (its email filled in).
  const created = signUp.result?.ok === true;
  const tab: Tab = params.get('tab') === 'signup' && !created ? 'signup' : 'signin';
  const tabs: { id: Tab; label: string }[] = [
    { id: 'signin', label: t('account.auth.tab.signIn') },
    { id: 'signup', label: t('account.auth.tab.signUp') },
  ];
  // Tabs are links (`?tab=`), so that they work before and without JavaScript.

  return (
    <section className="section">
      <div className="container container--narrow auth-page">
        <h1>{t('account.auth.title')}</h1>
        <p className="muted">{t('account.auth.intro')}</p>
        <NoScriptNotice toast={created ? createdToast(t) : undefined} />
        <div className="card auth-card">
          <div role="tablist" aria-label={t('account.auth.tabs')} className="tabs">
            {tabs.map(({ id, label }) => (
              <Link
                key={id}
                to={tabSearch(params, id)}
                replace
                preventScrollReset
                role="tab"
                id={`tab-${id}`}
                aria-selected={tab === id}
                aria-controls={`panel-${id}`}
                className={`tabs__tab${tab === id ? ' tabs__tab--active' : ''}`}
              >
                {label}
              </Link>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'signin' ? <SignInForm email={signUp.result?.email} /> : <SignUpForm result={signUp.result} busy={signUp.busy} />}
          </div>
        </div>
        <p className="auth-page__admin">
          {withElements(t, 'account.auth.staff', { link: <a href="/admin/auth">{t('account.auth.adminLogin')}</a> })}
        </p>
      </div>
    </section>
  );
}
