import { useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import { localeOf } from '../i18n/messages';
import type { Route } from './+types/auth';
import { ApiError, getApi } from '../api/client';
import { TEXT_LIMITS } from '@medtour/contracts';
import { done, field, readForm, redirectOnSite, refused, type FormResult } from '../api/actions';
import { accountApi } from '../account/api';
import { FormError, Intent, NewPasswordField, NoScriptNotice, TextField, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import '../styles/account.css';

/** A visitor who is already signed in goes straight on to where they were going. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const target = new URL(request.url).searchParams.get('redirect');
  try {
    await accountApi.me(getApi(context));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
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
      const result = await accountApi.signIn(api, { email, password: field(form, 'password') });
      if ('mfaRequired' in result) return done('signin', undefined, { mfaRequired: true });
    }
  } catch (error) {
    if (intent === 'signup') return refused(intent, error, request, undefined, { email, ...names });
    return refused('signin', error, request, undefined, { email, mfaRequired: intent === 'mfa' });
  }
  throw redirectOnSite(params, target);
}

export const meta = routeMeta(() => ({
  title: 'Sign In or Create an Account',
  description: 'Sign in to plan your treatment abroad, or create a free account.',
}));

type Tab = 'signin' | 'signup';

const WELCOME = { title: 'Welcome back!', description: 'You have successfully signed in.' };
const CREATED = { title: 'Account created!', description: 'Please check your email to verify your account.' };

function SignInForm({ email }: { email?: string }) {
  const { result, busy } = useFormAction<{ mfaRequired: boolean; email: string }>('signin', { left: WELCOME });
  const codeStep = result?.mfaRequired === true;
  return (
    <Form method="post" className="auth-form" aria-label="Sign in">
      <Intent value={codeStep ? 'mfa' : 'signin'} />
      {codeStep ? (
        <>
          <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
          <TextField label="Authentication code" name="code" inputMode="text" autoComplete="one-time-code" required autoFocus />
        </>
      ) : (
        <>
          <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={result?.email ?? email} />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        </>
      )}
      {result && !result.ok && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? 'Signing In...' : codeStep ? 'Verify' : 'Sign In'}
      </button>
      <p className="auth-form__links">
        <Link to="/auth/forgot-password">Forgot password?</Link>
      </p>
    </Form>
  );
}

type SignUpResult = FormResult<{ email: string; firstName: string; lastName: string }>;

function SignUpForm({ result, busy }: { result: SignUpResult | undefined; busy: boolean }) {
  const errors = result && !result.ok ? result.errors : {};
  return (
    <Form method="post" className="auth-form" aria-label="Sign up">
      <Intent value="signup" />
      <div className="auth-form__row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={TEXT_LIMITS.name}
          defaultValue={result?.firstName}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={TEXT_LIMITS.name}
          defaultValue={result?.lastName}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        id="signup-email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.email}
        error={errors.email}
      />
      <NewPasswordField label="Password" name="password" id="signup-password" error={errors.password} />
      <FormError result={result} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </button>
    </Form>
  );
}

/** `/auth`: Sign In and Sign Up tabs (spec §2), then on to the page the visitor asked for. */
export default function Component() {
  const [params] = useSearchParams();
  const signUp = useFormAction<{ email: string; firstName: string; lastName: string }>('signup', { done: () => CREATED });
  // A new account signs in next (its email filled in).
  const created = signUp.result?.ok === true;
  const tab: Tab = params.get('tab') === 'signup' && !created ? 'signup' : 'signin';
  const tabs: { id: Tab; label: string }[] = [
    { id: 'signin', label: 'Sign In' },
    { id: 'signup', label: 'Sign Up' },
  ];
  // Tabs are links (`?tab=`), so that they work before and without JavaScript.
  const tabSearch = (id: Tab) => {
    const next = new URLSearchParams(params);
    if (id === 'signup') next.set('tab', 'signup');
    else next.delete('tab');
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <section className="section">
      <div className="container container--narrow auth-page">
        <h1>Welcome to MedTour Asia</h1>
        <p className="muted">Sign in to plan your treatment, upload your records and talk to your coordinator.</p>
        <NoScriptNotice toast={created ? CREATED : undefined} />
        <div className="card auth-card">
          <div role="tablist" aria-label="Sign in or sign up" className="tabs">
            {tabs.map((t) => (
              <Link
                key={t.id}
                to={tabSearch(t.id)}
                replace
                preventScrollReset
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                className={`tabs__tab${tab === t.id ? ' tabs__tab--active' : ''}`}
              >
                {t.label}
              </Link>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'signin' ? <SignInForm email={signUp.result?.email} /> : <SignUpForm result={signUp.result} busy={signUp.busy} />}
          </div>
        </div>
        <p className="auth-page__admin">
          Staff member? <a href="/admin/auth">Admin login</a>
        </p>
      </div>
    </section>
  );
}
