import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { RECOMMENDATION_PAGES } from './api';

/*
 * When the journey's data is loaded again: the route's `shouldRevalidate`, the page's "Checking
 * subscription status..." while it is, and the looks for Stripe's confirmation after a payment.
 * Only the /dashboard page imports this.
 */

/**
 * Whether a change of the journey's address (a link, or the address tidied, on the same page) loads
 * its data again: a chat opened, the booking form's hospital chosen or let go, another page of
 * bookings or of recommendations. Moving between steps, panels and tools and tidying the address keep the data.
 */
export function addressReloads(currentUrl: URL, nextUrl: URL): boolean {
  const chat = nextUrl.searchParams.get('chat');
  const opened = chat !== null && chat !== currentUrl.searchParams.get('chat');
  const changed = (key: string) => nextUrl.searchParams.get(key) !== currentUrl.searchParams.get(key);
  return opened || ['book', 'bookingsPage', RECOMMENDATION_PAGES.hospitals, RECOMMENDATION_PAGES.treatments].some(changed);
}

/**
 * Whether a navigation on this page is loading the journey's data again (a GET form such as the
 * filters or a step button, a link that reloads): not a form post, whose own answer says what changed.
 */
export function useJourneyReloading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading' || navigation.location.pathname !== location.pathname) return false;
  const method = navigation.formMethod?.toUpperCase();
  if (method) return method === 'GET';
  if (navigation.location.search === location.search) return true;
  const base = 'http://journey.invalid';
  return addressReloads(
    new URL(location.pathname + location.search, base),
    new URL(navigation.location.pathname + navigation.location.search, base),
  );
}

/** How often, and at most how many times, the page looks whether Stripe's confirmation arrived (about a minute). */
const CONFIRM_LOOK_MS = 3_000;
const CONFIRM_LOOKS = 20;

/**
 * Reloads the page's data every few seconds while `active` (and the page is in view), at most
 * `CONFIRM_LOOKS` times: Stripe's webhook, not the browser's return, changes what a payment paid
 * for. Whether it still does.
 */
export function useRevalidateWhile(active: boolean): boolean {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const [looks, setLooks] = useState(0);
  // Read by the timer: no look while one is under way, or while the patient's own navigation is.
  const busy = useRef(false);
  const idle = state === 'idle' && navigation.state === 'idle';
  useEffect(() => {
    busy.current = !idle;
  }, [idle]);
  const polling = active && looks < CONFIRM_LOOKS;
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || busy.current) return;
      setLooks((n) => n + 1);
      // A look cut short (the patient went elsewhere) is no error.
      revalidate().catch(() => undefined);
    }, CONFIRM_LOOK_MS);
    return () => clearInterval(timer);
  }, [polling, revalidate]);
  return polling;
}
