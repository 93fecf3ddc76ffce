import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useGetIdentity, useLogout } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../authProvider';

/** "My profile": the name patients see the signed-in staff member by. */
export const MY_PROFILE_PATH = '/profile';

const SignOutButton = () => {
  const logout = useLogout();
  return (
    <Button
      color="inherit"
      startIcon={<LogoutIcon />}
      sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      onClick={() => logout({ signOut: true }, LOGIN_PATH, false)}
    >
      Sign Out
    </Button>
  );
};

const AppBarActions = () => {
  const { identity } = useGetIdentity();
  return (
    <>
      <LoadingIndicator />
      {/* A plain link: the public site is another app. */}
      <Button color="inherit" href="/" startIcon={<OpenInNewIcon />} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
        View Site
      </Button>
      {identity?.email ? (
        <Typography variant="body2" sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }}>
          {identity.email}
        </Typography>
      ) : null}
      <Tooltip title="My profile">
        <IconButton color="inherit" component={Link} to={MY_PROFILE_PATH} aria-label="My profile">
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
      <SignOutButton />
    </>
  );
};

/** Spec header: logo, 'Admin', 'View Site', the signed-in user's email, 'Sign Out'; and "My profile" (issue 31). */
export const AdminAppBar = () => (
  <AppBar userMenu={false} toolbar={<AppBarActions />}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: 2 }}>
      <AdminPanelSettingsIcon aria-hidden />
      <Typography component="span" sx={{ fontWeight: 700 }}>
        Admin
      </Typography>
    </Box>
    <TitlePortal />
  </AppBar>
);
