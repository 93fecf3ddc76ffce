import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';

const AdminUserMenu = () => (
  <UserMenu>
    <Logout />
  </UserMenu>
);

const AppBarActions = () => {
  const { identity } = useGetIdentity();
  return (
    <>
      {/* A plain link: the public site is another app. */}
      <Button color="inherit" href="/" startIcon={<OpenInNewIcon />} sx={{ textTransform: 'none' }}>
        View Site
      </Button>
      {identity?.email ? (
        <Typography variant="body2" sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }}>
          {identity.email}
        </Typography>
      ) : null}
      <LoadingIndicator />
    </>
  );
};

export const AdminAppBar = () => (
  <AppBar userMenu={<AdminUserMenu />} toolbar={<AppBarActions />}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: 2 }}>
      <AdminPanelSettingsIcon aria-hidden />
      <Typography component="span" sx={{ fontWeight: 700 }}>
        Admin
      </Typography>
    </Box>
    <TitlePortal />
  </AppBar>
);
