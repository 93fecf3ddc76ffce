import { useEffect, useRef, useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigation, useRevalidator } from 'react-router';
import { unlocalizedPath } from '@medtour/contracts';
import { RECOMMENDATION_PAGES } from './api';

/*
 * When the journey's data is loaded again: its loaders' `shouldRevalidate`, the page's "Checking
 * subscription status..." while it is, and the looks for Stripe's confirmation after a payment.
 * Only the /dashboard page imports this.
 */

/** The forms whose answer changes nothing the page shows (it is their result): the page keeps its data. */
const ANSWERS_ONLY = [/^\/dashboard\/premium\/matching$/, /^\/dashboard\/bookings\/estimate$/];

/** The forms whose answer is a page of Stripe's (a deposit, Premium, billing), which the page then opens. */
const LEAVING_FOR_STRIPE = [/^\/dashboard\/bookings\/[^/]+\/deposit$/, /^\/dashboard\/premium\/(checkout|billing)$/];

/**
 * Whether a loader of the journey (each part of the page has its own, see routes.ts) loads its part
 * again. Moving between the journey's steps and tools and tidying the address keep the page's data;
 * forms (filters, Refresh, changes), an upload's revalidation, opening a chat, choosing the booking's
 * hospital and another page of bookings load it again. Stripe's pages, once made, changed nothing
 * shown: the page leaves for them without loading its data again. AI Treatment Matching and the
 * booking form's estimate change nothing either: their answer is their result.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const form = formAction === undefined ? undefined : unlocalizedPath(new URL(formAction, currentUrl).pathname);
  if (form !== undefined && ANSWERS_ONLY.some((path) => path.test(form))) return false;
  const done = (actionResult as { ok?: boolean } | undefined)?.ok === true;
  if (form !== undefined && done && LEAVING_FOR_STRIPE.some((path) => path.test(form))) return false;
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return addressReloads(currentUrl, nextUrl);
}

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
