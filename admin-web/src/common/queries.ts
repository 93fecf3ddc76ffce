import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * TanStack Query keys of the data provider's own calls (AdminApi), kept in react-admin's query
 * cache beside its lists and records, so that its refresh button and sign-out cover them too.
 * Keys start with the resource, like react-admin's (`['bookings', 'getList', …]`).
 */
export const queryKeys = {
  dashboard: ['dashboard'] as const,
  /** The stat cards above a resource's list (bookings, reviews). */
  summary: (resource: string) => [resource, 'summary'] as const,
  bookingMessages: (bookingId: string) => ['bookings', 'messages', bookingId] as const,
  bookingRecords: (bookingId: string) => ['bookings', 'records', bookingId] as const,
  bookingRecordShares: (bookingId: string) => ['bookings', 'record-shares', bookingId] as const,
  bookingAssessment: (bookingId: string) => ['bookings', 'assessment', bookingId] as const,
  bookingQuotes: (bookingId: string) => ['bookings', 'quotes', bookingId] as const,
  bookingPayments: (bookingId: string) => ['bookings', 'payments', bookingId] as const,
  /** The booking's trip plan (issue 54). */
  bookingTrip: (bookingId: string) => ['bookings', 'trip', bookingId] as const,
  /** A patient's Premium on their user page (Stripe's and offline). */
  userPremium: (userId: string) => ['users', 'premium', userId] as const,
  aiSettings: ['ai-settings'] as const,
  reconciliationStatus: ['reconciliation', 'status'] as const,
  scrapeHospitals: (q: string) => ['scrape-runs', 'hospitals', q] as const,
  scrapeQueueHealth: ['scrape-runs', 'queue-health'] as const,
  /** A scrape run with its reviews, followed while it runs. */
  scrapeRun: (runId: string) => ['scrape-runs', 'run', runId] as const,
};

/**
 * After records of a resource were created, changed or deleted: the figures that count them (the
 * resource's stat cards, the dashboard) load again. react-admin already updates its own lists and
 * records; these queries are not its own, so they are invalidated here.
 */
export const useInvalidateSummaries = (): ((resource: string) => void) => {
  const queryClient = useQueryClient();
  return useCallback(
    (resource: string) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.summary(resource) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
    [queryClient],
  );
};
