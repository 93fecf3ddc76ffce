import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, IconButton, InputAdornment, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import type { MfaEnrollment } from '@medtour/contracts';
import { HttpError, useLocation, useLogout, useNavigate, useNotify } from 'react-admin';
import { isStaff, LOGIN_PATH, MESSAGES, useAdminAuthProvider, type AdminAuthProvider } from '../authProvider';
import { afterLoginPath, nextState } from './afterLoginPath';
import { AuthCard, AuthSpinner, BusyButton } from './AuthCard';
import { CodeField, normaliseCode } from './CodeField';
import { useRefreshSession } from './useRefreshSession';

/** What opening the page found out. */
type Start =
  | { kind: 'sign-in' } // no session (or not staff): sign in first
  | { kind: 'panel' } // two-factor is already on and checked: nothing to do here
  | { kind: 'enrol'; email: string; enrollment: MfaEnrollment }
  | { kind: 'failed'; message: string };

type Phase = { kind: 'loading' } | Start | { kind: 'done'; recoveryCodes: string[] };

const start = async (auth: AdminAuthProvider): Promise<Start> => {
  try {
    const me = await auth.fetchSession();
    if (!me || !isStaff(me)) return { kind: 'sign-in' };
    if (me.mfaEnabled) return me.mfaVerified ? { kind: 'panel' } : { kind: 'sign-in' };
    return { kind: 'enrol', email: me.email, enrollment: await auth.enrollMfa() };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return { kind: 'sign-in' };
    const message = error instanceof HttpError && typeof error.body?.message === 'string' ? error.body.message : null;
    return { kind: 'failed', message: message ?? MESSAGES.unexpected };
  }
};

const copy = (text: string) => navigator.clipboard?.writeText(text).catch(() => undefined);

const download = (codes: string[]) => {
  const body = `MedTour admin recovery codes\nEach code can be used once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'medtour-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * /admin/auth/setup-2fa: staff must turn on TOTP two-factor before entering the panel. Scan the
 * QR code (or type the setup key), confirm with a first code, keep the recovery codes.
 */
export const SetupTwoFactorPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const logout = useLogout();
  const authProvider = useAdminAuthProvider();
  // The guard's query is refreshed before entering the panel, or it would still say "set up 2FA".
  const refreshSession = useRefreshSession();
  const target = afterLoginPath(location.search, location.state);

  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // Enrolling twice would replace the secret behind the QR code already shown (StrictMode runs
  // effects twice in development): every run of the effect shares one request.
  const starting = useRef<Promise<Start> | null>(null);

  const enterPanel = async () => {
    if (await refreshSession()) {
      notify('Welcome back! Successfully signed in to admin panel.', { type: 'success' });
      navigate(target, { replace: true });
    } else {
      navigate(LOGIN_PATH, { replace: true, state: nextState(target) });
    }
  };
  // An effect event: uses the latest `target` and `navigate` without making the effect below depend on them.
  const started = useEffectEvent((result: Start) => {
    if (result.kind === 'sign-in') navigate(LOGIN_PATH, { replace: true, state: nextState(target) });
    else if (result.kind === 'panel') void enterPanel();
    else setPhase(result);
  });

  // Runs on open and on "Try again" only (the auth provider does not change while here).
  useEffect(() => {
    let active = true;
    starting.current ??= start(authProvider);
    starting.current.then((result) => {
      if (active) started(result);
    });
    return () => {
      active = false;
    };
  }, [attempt, authProvider]);

  useEffect(() => {
    if (phase.kind === 'enrol' && !submitting) codeInput.current?.focus();
  }, [phase.kind, submitting]);

  const handleConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = normaliseCode(code);
    if (submitting || !value) return;
    setSubmitting(true);
    setError(null);
    try {
      const recoveryCodes = await authProvider.confirmMfaEnrollment(value);
      setPhase({ kind: 'done', recoveryCodes });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : MESSAGES.unexpected);
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  const handleContinue = async () => {
    setSubmitting(true);
    try {
      await enterPanel();
    } finally {
      setSubmitting(false);
    }
  };

  const signOutButton = (
    <Button
      size="small"
      disabled={submitting}
      sx={{ textTransform: 'none', alignSelf: 'center' }}
      onClick={() => logout({ signOut: true }, LOGIN_PATH, false)}
    >
      Sign out
    </Button>
  );

  if (phase.kind === 'loading' || phase.kind === 'sign-in' || phase.kind === 'panel') {
    return <AuthSpinner label="Preparing two-factor set-up" />;
  }

  if (phase.kind === 'failed') {
    return (
      <AuthCard title="Set up two-factor authentication">
        <Alert severity="error">{phase.message}</Alert>
        <Button
          variant="contained"
          onClick={() => {
            starting.current = null;
            setPhase({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
        {signOutButton}
      </AuthCard>
    );
  }

  if (phase.kind === 'done') {
    const { recoveryCodes } = phase;
    return (
      <AuthCard
        title="Two-factor authentication is on"
        icon={<VerifiedUserIcon color="success" sx={{ fontSize: 48 }} aria-hidden />}
        maxWidth={480}
      >
        <Alert severity="warning">Save these recovery codes in a safe place. Each can be used once.</Alert>
        <Typography variant="body2" color="text.secondary">
          If you lose your phone, a recovery code signs you in instead of the code from the app. They are shown only now.
        </Typography>
        <Box
          component="ul"
          aria-label="Recovery codes"
          sx={{
            m: 0,
            p: 2,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 1,
            bgcolor: 'grey.100',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: '1rem',
            textAlign: 'center',
          }}
        >
          {recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>{recoveryCode}</li>
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => copy(recoveryCodes.join('\n'))}>
            Copy codes
          </Button>
          <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(recoveryCodes)}>
            Download codes
          </Button>
        </Stack>
        <BusyButton busy={submitting} onClick={handleContinue}>
          Continue to the admin panel
        </BusyButton>
      </AuthCard>
    );
  }

  const { enrollment, email } = phase;
  return (
    <AuthCard
      title="Set up two-factor authentication"
      subtitle="Two-factor authentication is required for staff accounts."
      icon={<PhonelinkLockIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
      maxWidth={480}
    >
      <Typography variant="body2">
        1. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password) to add{' '}
        <strong>{email}</strong>.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={enrollment.qrCode}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
          sx={{ bgcolor: 'common.white', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Box>
      <TextField
        id="mfa-setup-key"
        label="Setup key"
        value={enrollment.secret}
        fullWidth
        helperText="Can't scan the code? Type this key into the app instead."
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title="Copy setup key">
                  <IconButton aria-label="Copy setup key" edge="end" onClick={() => copy(enrollment.secret)}>
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
          htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
      />
      <Typography variant="body2">2. Enter the 6-digit code the app shows.</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Stack component="form" spacing={2} onSubmit={handleConfirm}>
        <CodeField id="mfa-setup-code" value={code} onChange={setCode} disabled={submitting} inputRef={codeInput} />
        <BusyButton type="submit" busy={submitting} busyLabel="Enabling...">
          Enable two-factor authentication
        </BusyButton>
      </Stack>
      {signOutButton}
    </AuthCard>
  );
};
