import LockIcon from '@mui/icons-material/Lock';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthState, useLocation, useNavigate, useNotify } from 'react-admin';
import { SIGN_IN_LINK } from '@medtour/contracts';
import { MESSAGES, MFA_SETUP_PATH, SignInError, useAdminAuthProvider, type Credentials, type SignInStep } from '../authProvider';
import { afterLoginPath, nextState, redirectOf } from './afterLoginPath';
import { AuthCard, AuthSpinner, BusyButton } from './AuthCard';
import { CodeField, normaliseCode } from './CodeField';
import { useRefreshSession } from './useRefreshSession';

/** `link`: signing in with an emailed link's token (the link's page); `ask-link`: asking for one. */
type Step = 'password' | 'code' | 'link' | 'ask-link';

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : MESSAGES.signInFailed);

const linkButtonSx = { textTransform: 'none', px: 0.5 } as const;

/**
 * /admin/auth: email and password, then — for accounts with two-factor on — a code from the
 * authenticator app (or a recovery code). Staff without two-factor go on to enrol.
 * /admin/auth/sign-in-link (`withLink`): the emailed link's page, where one click (a POST, so that
 * mail scanners that open links do not use it) takes the place of the password; the code follows.
 * A locked-out password is no obstacle: the password page offers to email such a link.
 */
export const AdminLoginPage = ({ withLink = false }: { withLink?: boolean }) => {
  const authProvider = useAdminAuthProvider();
  // The same query as react-admin's guard (<Admin requireAuth>), so refreshing it here updates both.
  const { authenticated, isPending, isFetching, error: authError } = useAuthState(undefined, false);
  const refreshSession = useRefreshSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const target = afterLoginPath(location.search, location.state);

  const linkToken = withLink ? new URLSearchParams(location.search).get('token') : null;
  const [step, setStep] = useState<Step>(linkToken ? 'link' : withLink ? 'ask-link' : 'password');
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  // Staff who are already signed in skip the form; staff still without two-factor go to enrol.
  const needsSetup = !isFetching && redirectOf(authError) === MFA_SETUP_PATH;
  useEffect(() => {
    if (submitting || step === 'code') return;
    if (authenticated) navigate(target, { replace: true });
    else if (needsSetup) navigate(MFA_SETUP_PATH, { replace: true, state: nextState(target) });
  }, [authenticated, needsSetup, submitting, step, navigate, target]);

  // The code input takes the focus on the second step and again after a refused code.
  useEffect(() => {
    if (step === 'code' && !submitting) codeInput.current?.focus();
  }, [step, submitting, recovery]);

  const proceed = async (next: SignInStep) => {
    if (next === 'mfa') {
      setStep('code');
      setSubmitting(false);
      return;
    }
    if (next === 'mfa-setup') {
      navigate(MFA_SETUP_PATH, { replace: true, state: nextState(target) });
      return;
    }
    // The guard still holds "signed out" from when this page opened; refresh it before leaving,
    // or it would send the new session straight back here.
    await refreshSession();
    notify('Welcome back! Successfully signed in to admin panel.', { type: 'success' });
    navigate(target, { replace: true });
  };

  const backToPassword = () => {
    setStep('password');
    setLinkSent(null);
    setCode('');
    setRecovery(false);
    setCredentials((current) => ({ ...current, password: '' }));
  };

  const handlePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    let next: SignInStep;
    try {
      next = await authProvider.login(credentials);
    } catch (e) {
      setError(messageOf(e));
      setSubmitting(false);
      return;
    }
    await proceed(next);
  };

  const handleLink = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !linkToken) return;
    setSubmitting(true);
    setError(null);
    let next: SignInStep;
    try {
      next = await authProvider.loginWithLink(linkToken);
    } catch (e) {
      setError(messageOf(e));
      setSubmitting(false);
      setStep('ask-link'); // a used or expired link: ask for another
      return;
    }
    await proceed(next);
  };

  const handleAskLink = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      setLinkSent(await authProvider.requestSignInLink(credentials.email));
    } catch (e) {
      setError(messageOf(e));
    }
    setSubmitting(false);
  };

  const handleCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = normaliseCode(code);
    if (submitting || !value) return;
    setSubmitting(true);
    setError(null);
    let next: SignInStep;
    try {
      next = await authProvider.verifyMfa(value);
    } catch (e) {
      setError(messageOf(e));
      setSubmitting(false);
      setCode('');
      if (e instanceof SignInError && e.restart) backToPassword();
      return;
    }
    await proceed(next);
  };

  const handleCancel = async () => {
    setSubmitting(true);
    await authProvider.cancelSignIn();
    setError(null);
    setSubmitting(false);
    backToPassword();
  };

  const update = (field: keyof Credentials) => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));

  if (step !== 'code' && (isPending || authenticated || needsSetup)) return <AuthSpinner />;

  const warning = (
    <Alert severity="warning" icon={<LockIcon fontSize="inherit" />} role="note">
      Restricted area — authorised staff only.
    </Alert>
  );
  const errorAlert = error ? <Alert severity="error">{error}</Alert> : null;

  if (step === 'code') {
    return (
      <AuthCard
        title="Two-factor authentication"
        subtitle={recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.'}
        icon={<PhonelinkLockIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      >
        {warning}
        {errorAlert}
        <Stack component="form" spacing={2} onSubmit={handleCode}>
          <CodeField
            id="admin-mfa-code"
            value={code}
            onChange={setCode}
            disabled={submitting}
            recovery={recovery}
            inputRef={codeInput}
            helperText={
              recovery ? 'A recovery code looks like abcd-efgh and works once.' : 'Lost your device? You can also enter a recovery code.'
            }
          />
          <BusyButton type="submit" busy={submitting} busyLabel="Verifying...">
            Verify
          </BusyButton>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Button size="small" onClick={handleCancel} disabled={submitting} sx={linkButtonSx}>
            Back to sign in
          </Button>
          <Button
            size="small"
            disabled={submitting}
            sx={linkButtonSx}
            onClick={() => {
              setRecovery((current) => !current);
              setCode('');
            }}
          >
            {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (step === 'link') {
    return (
      <AuthCard title="Admin Access" subtitle="Sign in with the link from your email">
        {warning}
        {errorAlert}
        <Stack component="form" spacing={2} onSubmit={handleLink}>
          <BusyButton type="submit" busy={submitting} busyLabel="Verifying Access..." autoFocus>
            Sign In
          </BusyButton>
        </Stack>
      </AuthCard>
    );
  }

  if (step === 'ask-link') {
    return (
      <AuthCard title="Admin Access" subtitle="Email me a sign-in link">
        {warning}
        {errorAlert}
        {linkSent ? (
          <Alert severity="info" role="status">
            {linkSent}
          </Alert>
        ) : (
          <Stack component="form" spacing={2} onSubmit={handleAskLink}>
            <TextField
              id="admin-link-email"
              name="email"
              type="email"
              label="Email"
              autoComplete="username"
              required
              fullWidth
              autoFocus
              value={credentials.email}
              onChange={update('email')}
              disabled={submitting}
              helperText={`The link signs you in once, within ${SIGN_IN_LINK.lifetimeMinutes} minutes. Your authentication code is still asked for.`}
            />
            <BusyButton type="submit" busy={submitting} busyLabel="Sending...">
              Email Me a Link
            </BusyButton>
          </Stack>
        )}
        <Button size="small" onClick={backToPassword} disabled={submitting} sx={linkButtonSx}>
          Sign in with your password
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Admin Access" subtitle="Sign in to the Admin Panel">
      {warning}
      {errorAlert}
      <Stack component="form" spacing={2} onSubmit={handlePassword}>
        <TextField
          id="admin-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          fullWidth
          autoFocus
          value={credentials.email}
          onChange={update('email')}
          disabled={submitting}
        />
        <TextField
          id="admin-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
          value={credentials.password}
          onChange={update('password')}
          disabled={submitting}
        />
        <BusyButton type="submit" busy={submitting} busyLabel="Verifying Access...">
          Sign In
        </BusyButton>
      </Stack>
      <Button
        size="small"
        disabled={submitting}
        sx={linkButtonSx}
        onClick={() => {
          setError(null);
          setStep('ask-link');
        }}
      >
        Locked out? Email me a sign-in link
      </Button>

      {/* Plain links: both pages belong to the public site, outside this app. */}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link href="/" variant="body2">
          Back to website
        </Link>
        <Link href="/auth" variant="body2">
          Patient login
        </Link>
      </Stack>
    </AuthCard>
  );
};
