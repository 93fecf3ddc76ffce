import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuthProvider, useAuthState, useLocation, useNavigate, useNotify } from 'react-admin';
import { MESSAGES, type Credentials } from '../authProvider';

interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Where to go after signing in: a `?redirect=` path (with or without the /admin prefix) or the
 * page react-admin's guard turned the visitor away from; the dashboard otherwise. Only paths
 * inside this app are accepted.
 */
const afterLoginPath = (search: string, state: unknown): string => {
  const fromState = state as LoginLocationState | null;
  const raw =
    new URLSearchParams(search).get('redirect') ??
    (fromState?.nextPathname ? fromState.nextPathname + (fromState.nextSearch ?? '') : null);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  let path = raw;
  if (path === '/admin' || /^\/admin[/?#]/.test(path)) {
    path = path.slice('/admin'.length);
    if (!path.startsWith('/')) path = `/${path}`;
  }
  return /^\/auth(?:[/?#]|$)/.test(path) ? '/' : path;
};

export const AdminLoginPage = () => {
  const authProvider = useAuthProvider();
  // The same query as react-admin's guard (<Admin requireAuth>), so refreshing it here updates both.
  const { authenticated, isPending, refetch } = useAuthState(undefined, false);
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const target = afterLoginPath(location.search, location.state);

  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });

  // Staff who are already signed in skip the form.
  useEffect(() => {
    if (authenticated && !submitting) navigate(target, { replace: true });
  }, [authenticated, submitting, navigate, target]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!authProvider || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await authProvider.login(credentials);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : MESSAGES.signInFailed);
      setSubmitting(false);
      return;
    }
    // The guard still holds "signed out" from when this page opened; refresh it before leaving,
    // or it would send the new session straight back here.
    await refetch();
    notify('Welcome back! Successfully signed in to admin panel.', { type: 'success' });
    navigate(target, { replace: true });
  };

  const update = (field: keyof Credentials) => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));

  if (isPending || authenticated) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={3}>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <AdminPanelSettingsIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
              <Typography variant="h5" component="h1">
                Admin Access
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Sign in to the Admin Panel
              </Typography>
            </Stack>

            <Alert severity="warning" icon={<LockIcon fontSize="inherit" />} role="note">
              Restricted area — authorised staff only.
            </Alert>

            {error ? <Alert severity="error">{error}</Alert> : null}

            <Stack component="form" spacing={2} onSubmit={handleSubmit}>
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
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={submitting}
                startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
              >
                {submitting ? 'Verifying Access...' : 'Sign In'}
              </Button>
            </Stack>

            {/* Plain links: both pages belong to the public site, outside this app. */}
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Link href="/" variant="body2">
                Back to website
              </Link>
              <Link href="/auth" variant="body2">
                Patient login
              </Link>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
