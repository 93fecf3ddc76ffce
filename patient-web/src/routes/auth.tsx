import { type FormEvent, useState } from 'react';
import { Link, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ApiError, getApi } from '../api/client';
import { accountApi, safeRedirect } from '../account/api';
import { errorToast, fieldErrors, TextField, useHydrated } from '../account/forms';
import { toast } from '../components/Toaster';
import { routeMeta } from '../seo';
import '../styles/account.css';

/** A visitor who is already signed in goes straight on to where they were going. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  try {
    await accountApi.me(getApi(context));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  throw redirect(target);
}

export const meta = routeMeta(() => ({
  title: 'Sign In or Create an Account',
  description: 'Sign in to plan your treatment abroad, or create a free account.',
}));

type Tab = 'signin' | 'signup';

function SignInForm({ email, onEmail, target }: { email: string; onEmail: (v: string) => void; target: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string>();

  function welcome() {
    toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
    navigate(target, { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const api = getApi(null);
      if (step === 'password') {
        const result = await accountApi.signIn(api, { email, password });
        if (result.mfaRequired) setStep('code');
        else welcome();
      } else {
        await accountApi.verifyMfa(api, code);
        welcome();
      }
    } catch (failure) {
      setError(errorToast(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} className="auth-form" aria-label="Sign in" noValidate={false}>
      {step === 'password' ? (
        <>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => onEmail(e.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </>
      ) : (
        <>
          <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
          <TextField
            label="Authentication code"
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </>
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !hydrated}>
        {busy ? 'Signing In...' : step === 'password' ? 'Sign In' : 'Verify'}
      </button>
      <p className="auth-form__links">
        <Link to="/auth/forgot-password">Forgot password?</Link>
      </p>
    </form>
  );
}

function SignUpForm({ email, onEmail, onCreated }: { email: string; onEmail: (v: string) => void; onCreated: () => void }) {
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await accountApi.signUp(getApi(null), { ...values, email });
      toast({ title: 'Account created!', description: 'Please check your email to verify your account.' });
      onCreated();
    } catch (failure) {
      setErrors(fieldErrors(failure));
      errorToast(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} className="auth-form" aria-label="Sign up">
      <div className="auth-form__row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={100}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={100}
          value={values.lastName}
          onChange={set('lastName')}
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
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        id="signup-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint="At least 6 characters. Very common passwords are not accepted."
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !hydrated}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}

/** `/auth`: Sign In and Sign Up tabs (spec §2), then on to the page the visitor asked for. */
export default function Component() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [email, setEmail] = useState('');
  const target = safeRedirect(params.get('redirect'));
  const tabs: { id: Tab; label: string }[] = [
    { id: 'signin', label: 'Sign In' },
    { id: 'signup', label: 'Sign Up' },
  ];

  return (
    <section className="section">
      <div className="container container--narrow auth-page">
        <h1>Welcome to MedTour Asia</h1>
        <p className="muted">Sign in to plan your treatment, upload your records and talk to your coordinator.</p>
        <noscript>
          <p className="notice notice--info">Please turn on JavaScript to sign in or create an account.</p>
        </noscript>
        <div className="card auth-card">
          <div role="tablist" aria-label="Sign in or sign up" className="tabs">
            {tabs.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                className={`tabs__tab${tab === t.id ? ' tabs__tab--active' : ''}`}
                onClick={() => setTab(t.id)}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'signin' ? (
              <SignInForm email={email} onEmail={setEmail} target={target} />
            ) : (
              <SignUpForm email={email} onEmail={setEmail} onCreated={() => setTab('signin')} />
            )}
          </div>
        </div>
        <p className="auth-page__admin">
          Staff member? <a href="/admin/auth">Admin login</a>
        </p>
      </div>
    </section>
  );
}
