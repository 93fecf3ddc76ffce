import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The route tree. Each page is a route module under `src/routes/` (loader, action, meta, headers,
 * default component…), code-split by React Router: a page loads only its own module.
 * `components/Pages.tsx` is the parent that catches page errors inside the site frame; its optional
 * segment is the page's language (`/fr/hospitals`; English at the root), which it checks.
 */
export default [
  route(':lang?', 'components/Pages.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('treatments', 'routes/treatments.tsx'),
    route('treatments/:slug', 'routes/treatment.tsx'),
    route('destinations', 'routes/destinations.tsx'),
    route('destinations/:slug', 'routes/destination.tsx'),
    route('hospitals', 'routes/hospitals.tsx'),
    route('hospitals/compare', 'routes/hospital-compare.tsx'),
    route('hospitals/:slug', 'routes/hospital.tsx'),
    route('patient-guide', 'routes/patient-guide.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('auth', 'routes/auth.tsx'),
    route('auth/verify-email', 'routes/auth-verify-email.tsx'),
    route('auth/forgot-password', 'routes/auth-forgot-password.tsx'),
    route('auth/sign-in-link', 'routes/auth-sign-in-link.tsx'),
    route('auth/reset-password', 'routes/auth-reset-password.tsx'),
    route('auth/accept-invitation', 'routes/auth-accept-invitation.tsx'),
    route('auth/close-account', 'routes/auth-close-account.tsx'),
    route('language', 'routes/language.ts'),
    route('currency', 'routes/currency.ts'),
    route('dashboard/hospital-search', 'routes/hospital-search.ts'),
    route('dashboard/bookings/:bookingId/messages', 'routes/booking-messages.ts'),
    route('dashboard', 'routes/dashboard.tsx', [
      index('routes/dashboard-journey.tsx'),
      route('account', 'routes/dashboard-account.tsx'),
      route('bookings/:bookingId/review', 'routes/booking-review.tsx'),
      route('bookings/:bookingId/trip', 'routes/booking-trip.tsx'),
    ]),
    route('assistant/:conversationId?', 'routes/assistant.tsx'),
    route('shared-records/:token', 'routes/shared-records.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
