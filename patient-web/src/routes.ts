import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The route tree. Each page is a route module under `src/routes/` (loader, action, meta, headers,
 * default component…), code-split by React Router: a page loads only its own module.
 * `components/Pages.tsx` is the parent that catches page errors inside the site frame; its optional
 * segment is the page's language (`/fr/hospitals`; English at the root), which it checks.
 *
 * A page with several forms (the journey, a trip plan) gives each form a route of its own, below the
 * page's routes: its action reads that form only, and a post without JavaScript draws the page with
 * the answer (forms/route-form.tsx).
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
      // The patient's journey (/dashboard): each part of the page loads its own data, side by side.
      layout('routes/journey/layout.tsx', [
        layout('routes/journey/recommendations.tsx', [
          layout('routes/journey/bookings.tsx', [
            layout('routes/journey/premium.tsx', [
              index('routes/journey/page.tsx'),
              route('assessment', 'routes/journey/assessment.tsx'),
              route('records', 'routes/journey/record-upload.tsx'),
              route('records/remove', 'routes/journey/record-remove.tsx'),
              route('bookings', 'routes/journey/booking-request.tsx'),
              route('bookings/estimate', 'routes/journey/booking-estimate.tsx'),
              route('bookings/:bookingId', 'routes/journey/booking.tsx', [
                index('routes/journey/page.tsx', { id: 'routes/journey/booking-page' }),
                route('cancel', 'routes/journey/booking-cancel.tsx'),
                route('assessment', 'routes/journey/booking-assessment.tsx'),
                route('chat', 'routes/journey/booking-chat.tsx'),
                route('deposit', 'routes/journey/booking-deposit.tsx'),
                route('record-shares', 'routes/journey/record-share.tsx'),
                route('record-shares/:shareId/withdraw', 'routes/journey/record-share-withdraw.tsx'),
              ]),
              route('premium/checkout', 'routes/journey/premium-checkout.tsx'),
              route('premium/billing', 'routes/journey/premium-billing.tsx'),
              route('premium/cancel', 'routes/journey/premium-cancel.tsx'),
              route('premium/matching', 'routes/journey/ai-matching.tsx'),
            ]),
          ]),
        ]),
      ]),
      route('account', 'routes/dashboard-account.tsx'),
      route('bookings/:bookingId/review', 'routes/booking-review.tsx'),
      // A booking's trip plan, each of its forms a route of its own.
      route('bookings/:bookingId/trip', 'routes/booking-trip.tsx', [
        index('routes/trip/page.tsx'),
        route('travellers', 'routes/trip/traveller-add.tsx'),
        route('travellers/:travellerId', 'routes/trip/traveller-edit.tsx'),
        route('travellers/:travellerId/remove', 'routes/trip/traveller-remove.tsx'),
        route('flights', 'routes/trip/flights.tsx'),
        route('pickup', 'routes/trip/pickup.tsx'),
        route('accommodation', 'routes/trip/accommodation.tsx'),
        route('visa', 'routes/trip/visa.tsx'),
        route('check-ins/:checkInId', 'routes/trip/check-in.tsx'),
      ]),
    ]),
    route('assistant/:conversationId?', 'routes/assistant.tsx'),
    route('shared-records/:token', 'routes/shared-records.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
