import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AdminLoginPage } from './auth/AdminLoginPage';
import { SetupTwoFactorPage } from './auth/SetupTwoFactorPage';
import { createAuthProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { MY_PROFILE_PATH } from './layout/AdminAppBar';
import { AdminLayout } from './layout/AdminLayout';
import { createAdminStore } from './layout/sidebarState';
import aftercare from './resources/aftercare';
import aiConversations from './resources/ai-conversations';
import aiSettings from './resources/ai-settings';
import aiSynonyms from './resources/ai-synonyms';
import auditEvents from './resources/audit-events';
import dataRequests from './resources/data-requests';
import bookings from './resources/bookings';
import contactMessages from './resources/contact-messages';
import countries from './resources/countries';
import crisisLines from './resources/crisis-lines';
import emergencyNumbers from './resources/emergency-numbers';
import failedJobs from './resources/failed-jobs';
import payments from './resources/payments';
import reconciliation from './resources/reconciliation';
import hospitals from './resources/hospitals';
import reviews from './resources/reviews';
import settings from './resources/settings';
import specializations from './resources/specializations';
import guideEntries from './resources/guide-entries';
import exchangeRates from './resources/exchange-rates';
import travelFares from './resources/travel-fares';
import visaCosts from './resources/visa-costs';
import accommodationRates from './resources/accommodation-rates';
import subscriptions from './resources/subscriptions';
import conditionMappings from './resources/condition-mappings';
import treatments from './resources/treatments';
import trips from './resources/trips';
import users from './resources/users';
import { darkTheme, lightTheme } from './theme';

const store = createAdminStore();
const authProvider = createAuthProvider();
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const MyProfilePage = lazy(() => import('./profile/MyProfilePage').then((m) => ({ default: m.MyProfilePage })));

export const App = () => (
  <Admin
    title="Admin Panel"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    lightTheme={lightTheme}
    darkTheme={darkTheme}
    layout={AdminLayout}
    dashboard={Dashboard}
    loginPage={false}
    requireAuth
    disableTelemetry
  >
    {/* Outside the layout and the guard: sign-in, then two-factor set-up for staff without it. */}
    <CustomRoutes noLayout>
      <Route path="/auth" element={<AdminLoginPage />} />
      <Route path="/auth/sign-in-link" element={<AdminLoginPage withLink />} />
      <Route path="/auth/setup-2fa" element={<SetupTwoFactorPage />} />
    </CustomRoutes>
    {/* Every staff member's own: the name patients see them by (the app bar's "My profile"). */}
    <CustomRoutes>
      <Route path={MY_PROFILE_PATH} element={<MyProfilePage />} />
    </CustomRoutes>
    {/* Who sees which resource: permissions.ts (authProvider.canAccess); the menu follows it. */}
    <Resource name="users" {...users} options={{ label: 'Users' }} />
    <Resource name="hospitals" {...hospitals} options={{ label: 'Hospitals' }} />
    <Resource name="treatments" {...treatments} options={{ label: 'Treatments' }} />
    <Resource name="bookings" {...bookings} options={{ label: 'Bookings' }} />
    {/* The trip after the deposit (issue 54): arrivals to prepare, and patients back home. */}
    <Resource name="trips" {...trips} options={{ label: 'Trips' }} />
    <Resource name="aftercare" {...aftercare} options={{ label: 'Aftercare' }} />
    <Resource name="reviews" {...reviews} options={{ label: 'Reviews' }} />
    <Resource name="countries" {...countries} options={{ label: 'Countries' }} />
    <Resource name="specializations" {...specializations} options={{ label: 'Specializations' }} />
    <Resource name="guide-entries" {...guideEntries} options={{ label: 'Patient Guide' }} />
    <Resource name="exchange-rates" {...exchangeRates} options={{ label: 'Exchange Rates' }} />
    <Resource name="travel-fares" {...travelFares} options={{ label: 'Travel Fares' }} />
    <Resource name="visa-costs" {...visaCosts} options={{ label: 'Visa Costs' }} />
    <Resource name="accommodation-rates" {...accommodationRates} options={{ label: 'Accommodation Rates' }} />
    <Resource name="condition-mappings" {...conditionMappings} options={{ label: 'Condition matching' }} />
    <Resource name="settings" {...settings} options={{ label: 'Settings' }} />
    <Resource name="contact-messages" {...contactMessages} options={{ label: 'Contact messages' }} />
    <Resource name="audit-events" {...auditEvents} options={{ label: 'Audit log' }} />
    <Resource name="data-requests" {...dataRequests} options={{ label: 'Data requests' }} />
    <Resource name="payments" {...payments} options={{ label: 'Payments' }} />
    <Resource name="subscriptions" {...subscriptions} options={{ label: 'Premium subscriptions' }} />
    <Resource name="reconciliation" {...reconciliation} options={{ label: 'Reconciliation' }} />
    <Resource name="failed-jobs" {...failedJobs} options={{ label: 'Failed jobs' }} />
    <Resource name="ai-synonyms" {...aiSynonyms} options={{ label: 'AI synonyms' }} />
    <Resource name="emergency-numbers" {...emergencyNumbers} options={{ label: 'Emergency numbers' }} />
    <Resource name="crisis-lines" {...crisisLines} options={{ label: 'Crisis lines' }} />
    <Resource name="ai-conversations" {...aiConversations} options={{ label: 'AI conversations' }} />
    <Resource name="ai-settings" {...aiSettings} options={{ label: 'AI settings' }} />
  </Admin>
);
