import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AdminLoginPage } from './auth/AdminLoginPage';
import { authProvider } from './authProvider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import countries from './resources/countries';

export const App = () => (
  <Admin
    title="Admin Panel"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={AdminLayout}
    dashboard={Dashboard}
    loginPage={false}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/auth" element={<AdminLoginPage />} />
    </CustomRoutes>
    <Resource name="countries" {...countries} />
  </Admin>
);
