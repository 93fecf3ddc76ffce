import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
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
