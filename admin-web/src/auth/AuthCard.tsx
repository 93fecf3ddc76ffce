import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}

/** The centred card of the sign-in and two-factor pages (outside the admin layout). */
export const AuthCard = ({ title, subtitle, icon, maxWidth = 420, children }: AuthCardProps) => (
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
    <Card sx={{ width: '100%', maxWidth }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            {icon ?? <AdminPanelSettingsIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />}
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  </Box>
);

/** Shown while the session is being checked. */
export const AuthSpinner = ({ label = 'Checking your session' }: { label?: string }) => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label={label} />
  </Box>
);

interface BusyButtonProps extends Omit<ButtonProps, 'disabled' | 'startIcon'> {
  /** While true the button is disabled and shows a spinner (and `busyLabel`, when given). */
  busy: boolean;
  busyLabel?: string;
}

/** The main action of an auth card: a large full-width button that spins while its request runs. */
export const BusyButton = ({ busy, busyLabel, children, ...props }: BusyButtonProps) => (
  <Button
    variant="contained"
    size="large"
    fullWidth
    disabled={busy}
    startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
    {...props}
  >
    {busy && busyLabel ? busyLabel : children}
  </Button>
);
