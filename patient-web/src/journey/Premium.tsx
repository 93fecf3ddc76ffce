import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import {
  depositDue,
  MONEY_BACK_DAYS,
  type BookingView,
  type CoordinatorContact,
  type SubscriptionView,
  formatDate,
} from '@medtour/contracts';
import { FormError, Intent, NoScriptNotice, useFormAction, useHydrated } from '../account/forms';
import { formatUsd } from '../format';
import { BOOKING_TYPE_LABELS } from './api';
import { BOOKINGS_ANCHOR } from './Bookings';
import type { JourneyData } from './data.server';
import { AiMatching } from './AiMatching';
import { AddressButton, ConfirmForm, humanize } from './fields';
import { useJourneyReloading, useRevalidateWhile } from './reloading';

/*
 * "Advanced Medical Tourism Tools" (spec §2 results, §4 Subscription; real-product "Premium"): the
 * Upgrade to Premium card for free patients, the Premium tools' tabs for subscribers and staff, and
 * what the page says when Stripe sends the patient back. Premium starts only when Stripe's webhook
 * arrives, so after paying the page looks again until it has. Every change is a post to the
 * journey's action (Stripe's pages are answered as addresses the page opens: actions never redirect
 * to another site). Only the dashboard imports this module.
 */

const CHECKOUT = 'premium-checkout';
const CANCEL = 'premium-cancel';
const PORTAL = 'premium-portal';

/** The Premium tools (spec §2), one tab each, chosen in the address (`?tool=`; the first by default). */
const TOOLS = [
  { id: 'matching', label: 'AI Treatment Matching' },
  { id: 'payments', label: 'Payment Demo' },
  { id: 'bookings', label: 'Booking Management' },
] as const;
type Tool = (typeof TOOLS)[number]['id'];

const toolIn = (params: URLSearchParams): Tool => TOOLS.find((t) => t.id === params.get('tool'))?.id ?? TOOLS[0].id;

/** How Stripe sends the patient back from the Premium page: `/dashboard?premium=success|cancelled`. */
type PremiumReturn = 'success' | 'cancelled';

function premiumReturnIn(params: URLSearchParams): PremiumReturn | undefined {
  const outcome = params.get('premium');
  return outcome === 'success' || outcome === 'cancelled' ? outcome : undefined;
}

/** A renewal that Stripe could not charge: the subscription waits for another card (billing), not a second subscription. */
const UNPAID_STATUSES = ['past_due', 'unpaid'];

/** How many of the patient's bookings the Booking Management tool lists (the whole list is below it). */
const SUMMARY_BOOKINGS = 5;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The toasts of the Premium forms (spec §8) and, with JavaScript, the move to Stripe's pages once the action made one. */
function usePremiumForms() {
  const checkout = useFormAction<{ url: string }>(CHECKOUT, {
    done: () => ({ title: 'Payment Session Created', description: 'Redirecting to payment page...' }),
    // The action's message: the API's reason (409), else the spec's failure.
    failed: 'Payment Error',
  }).result;
  const portal = useFormAction<{ url: string }>(PORTAL, {
    done: () => ({ title: 'Opening Billing', description: 'Redirecting to your billing page...' }),
  }).result;
  useFormAction(CANCEL, {
    done: (result) => (result.message ? { title: 'Subscription Cancelled', description: result.message } : undefined),
  });
  useEffect(() => {
    // The action answers with the address instead of a redirect (actions never redirect to another site).
    if (checkout?.ok && checkout.url) window.location.assign(checkout.url);
  }, [checkout]);
  useEffect(() => {
    if (portal?.ok && portal.url) window.location.assign(portal.url);
  }, [portal]);
}

/**
 * What the area says after Stripe's page: Premium starts only when Stripe's webhook arrives (seconds
 * later), never by the return itself, so the page looks again until it has. One live region, whose
 * text changes, so that the start is announced.
 */
function PremiumReturnNotice({
  outcome,
  premium,
  noticeRef,
}: {
  outcome: PremiumReturn;
  premium: boolean;
  noticeRef: Ref<HTMLDivElement>;
}) {
  const hydrated = useHydrated();
  const confirming = outcome === 'success' && !premium;
  const polling = useRevalidateWhile(confirming);
  const text = confirming
    ? 'Thank you. We are confirming your payment with Stripe; Premium will start in a moment.'
    : outcome === 'success'
      ? 'Welcome to Premium.'
      : premium
        ? undefined
        : 'Payment cancelled. You can upgrade whenever you are ready.';
  if (!text) return null;
  const stopped = hydrated && !polling;
  return (
    <div ref={noticeRef} className={`notice ${premium ? 'notice--success' : 'notice--info'} premium__return`} tabIndex={-1}>
      <p role="status">{text}</p>
      {/* Without JavaScript, or once the page stopped looking by itself. */}
      {confirming && (!hydrated || stopped) && (
        <>
          {stopped && (
            <p className="small">This is taking longer than usual. If Premium has not started in a few minutes, please contact us.</p>
          )}
          <AddressButton set={{}} className="btn btn--secondary btn--small">
            Check again
          </AddressButton>
        </>
      )}
    </div>
  );
}

/** "Manage billing": Stripe's customer portal (card, invoices), opened like the payment page. */
function BillingButton({ label = 'Manage billing' }: { label?: string }) {
  const { result, busy } = useFormAction<{ url: string }>(PORTAL);
  if (result?.ok && result.url) {
    return (
      <a className="btn btn--secondary btn--small" href={result.url}>
        Continue to billing
      </a>
    );
  }
  return (
    <Form method="post" preventScrollReset className="address-button">
      <Intent value={PORTAL} />
      <button type="submit" className="btn btn--secondary btn--small" disabled={busy}>
        {busy ? 'Opening...' : label}
      </button>
    </Form>
  );
}

/** How the coordinators can be reached (Settings), or the contact page. */
function CoordinatorHelp({ contact }: { contact: CoordinatorContact | null }) {
  return contact ? (
    <>
      Our coordinators can help: email <a href={`mailto:${contact.email}`}>{contact.email}</a> or message us on{' '}
      <a href={contact.whatsappUrl}>WhatsApp {contact.whatsapp}</a>.
    </>
  ) : (
    <>
      Our coordinators can help: <Link to="/contact">contact us</Link>.
    </>
  );
}

/**
 * The spec's Upgrade to Premium card: the price (Settings), what Premium gives, cancel anytime and the
 * money-back guarantee, and "Upgrade to Premium" (a post to the journey's action, which answers
 * Stripe's page). Without online payment (Stripe not configured) it says so, and who can help.
 */
function UpgradeOffer({ subscription, contact }: { subscription: SubscriptionView | null; contact: CoordinatorContact | null }) {
  const { result, busy } = useFormAction<{ url: string }>(CHECKOUT);
  // A check that failed (null): the patient is treated as free, and the API says whether it can take the payment.
  const online = subscription?.online ?? true;
  return (
    <div className="premium__offer">
      {subscription && (
        <p className="premium__price">
          <span className="premium__amount">{formatUsd(subscription.priceUsd)}</span>/month
        </p>
      )}
      <p>Let our coordinators put your treatment first, with smarter tools to plan it.</p>
      <ul className="checks premium__benefits" aria-label="What Premium gives you">
        <li>
          <strong>Priority handling of your bookings:</strong> our coordinators handle Premium patients’ bookings first.
        </li>
        <li>
          <strong>AI Treatment Matching:</strong> treatments from our catalogue scored against your conditions, budget and preferences, each
          score explained.
        </li>
      </ul>
      <ul className="premium__promises" aria-label="Our promises">
        <li>
          <strong>Cancel anytime</strong>: Premium stays until the end of the month you paid for.
        </li>
        <li>
          <strong>{`${MONEY_BACK_DAYS}-day money-back guarantee`}</strong>
          {`: within ${MONEY_BACK_DAYS} days of your first payment, ask us and we refund it in full.`}
        </li>
      </ul>
      {!online ? (
        <p className="notice notice--info premium__unavailable">
          Online payment is not configured yet, so Premium cannot be bought on the site for now. <CoordinatorHelp contact={contact} />
        </p>
      ) : result?.ok && result.url ? (
        <p className="premium__cta">
          <a className="btn btn--primary" href={result.url}>
            Continue to secure payment
          </a>
        </p>
      ) : (
        <Form method="post" preventScrollReset className="premium__cta">
          <Intent value={CHECKOUT} />
          <button type="submit" className="btn btn--primary" disabled={busy} aria-describedby="premium-secure">
            {busy ? 'Processing...' : 'Upgrade to Premium'}
          </button>
        </Form>
      )}
      {online && (
        <p id="premium-secure" className="muted small premium__secure">
          Secure payment through Stripe. We never see or store your card details.
        </p>
      )}
      <FormError result={result} />
    </div>
  );
}

/** Premium's state above the tools: why the patient has it, when it renews or ends. */
function MemberState({ subscription }: { subscription: SubscriptionView }) {
  const end = subscription.currentPeriodEnd;
  const date = end ? <time dateTime={end}>{formatDate(end)}</time> : null;
  // Paid offline for a period, recorded by our staff: it does not renew.
  if (subscription.source === 'offline')
    return <p className="premium__state">{date ? <>Paid offline — Premium until {date}</> : 'Paid offline'}</p>;
  if (subscription.source !== 'subscription') return <p className="premium__state">Premium tools are included with your staff account.</p>;
  return (
    <p className="premium__state">
      {subscription.cancelAtPeriodEnd ? (
        date ? (
          <>Cancelled — Premium until {date}</>
        ) : (
          'Cancelled'
        )
      ) : date ? (
        <>Renews on {date}</>
      ) : (
        'Active'
      )}
    </p>
  );
}

/** A subscriber's buttons: cancel (at the period's end, after a confirmation) and Stripe's billing page. */
function MemberActions({ subscription }: { subscription: SubscriptionView }) {
  const cancel = useFormAction(CANCEL).result;
  const portal = useFormAction(PORTAL).result;
  const end = subscription.currentPeriodEnd;
  return (
    <div className="premium__manage">
      <div className="button-row premium__actions">
        {!subscription.cancelAtPeriodEnd && (
          <ConfirmForm
            intent={CANCEL}
            fields={{}}
            label="Cancel subscription"
            question={end ? `Cancel Premium? You keep it until ${formatDate(end)}.` : 'Cancel Premium?'}
            confirmLabel="Yes, cancel Premium"
            cancelLabel="Keep Premium"
          />
        )}
        <BillingButton />
      </div>
      <NoScriptNotice toast={cancel?.ok && cancel.message ? { title: 'Subscription Cancelled', description: cancel.message } : undefined} />
      <FormError result={cancel} />
      <FormError result={portal} />
    </div>
  );
}

/** A renewal Stripe could not charge: a new card on the billing page keeps the subscription (a second one would charge twice). */
function UnpaidNotice() {
  const portal = useFormAction(PORTAL).result;
  return (
    <div className="notice notice--error premium__unpaid">
      <p>Your last Premium payment did not go through. Update your card on the billing page to keep Premium.</p>
      <BillingButton label="Update billing" />
      <FormError result={portal} />
    </div>
  );
}

/** A short list of the patient's bookings and their statuses (the page's bookings), for the Booking Management tool. */
function BookingSummary({ bookings, failed }: { bookings: BookingView[]; failed: boolean }) {
  if (failed) return <p>Your bookings could not be loaded.</p>;
  if (!bookings.length) return <p>No bookings yet. Request a free consultation with a hospital from your bookings below.</p>;
  const shown = bookings.slice(0, SUMMARY_BOOKINGS);
  return (
    <>
      <ul className="premium__bookings" aria-label="Booking summary">
        {shown.map((booking) => (
          <li key={booking.id}>
            <span className="premium__booking-name">
              {booking.treatment?.name ?? BOOKING_TYPE_LABELS[booking.bookingType]}
              <span className="muted">{` · ${booking.hospital.name} · #${booking.reference}`}</span>
            </span>
            <span className={`badge booking-status booking-status--${booking.status}`}>
              <span className="sr-only">Status: </span>
              {humanize(booking.status)}
            </span>
          </li>
        ))}
      </ul>
      {bookings.length > shown.length && <p className="muted small">{`And ${plural(bookings.length - shown.length, 'more', 'more')}.`}</p>}
    </>
  );
}

/** What each Premium tool shows. */
function ToolPanel({ tool, data, subscribed }: { tool: Tool; data: JourneyData; subscribed: boolean }) {
  const bookingsLink = (label: string) => <a href={`#${BOOKINGS_ANCHOR}`}>{label}</a>;
  switch (tool) {
    case 'matching':
      return <AiMatching />;
    case 'payments': {
      const due = data.bookings.filter((b) => depositDue(b.status)).length;
      const online = data.paymentOptions?.online ?? true;
      return (
        <>
          <p>Deposits are paid from each booking’s quote in {bookingsLink('Your bookings')}.</p>
          <p className="muted">
            {`When your coordinator sends a quote, its booking shows the deposit to pay${online ? ': by card through Stripe, or by bank transfer or mobile money' : ', and how to pay it by bank transfer or mobile money'}. The booking is confirmed once the payment is received.`}
          </p>
          {due > 0 && <p className="premium__due">{`${plural(due, 'booking is', 'bookings are')} waiting for a deposit.`}</p>}
        </>
      );
    }
    case 'bookings':
      return (
        <>
          <BookingSummary bookings={data.bookings} failed={data.bookingsFailed} />
          {subscribed && <p className="muted small">As a Premium member, your bookings are handled first by our coordinators.</p>}
          <p>{bookingsLink('Open your bookings')}</p>
        </>
      );
  }
}

/** The Premium tools (spec §2): three tabs, links to `?tool=` so that they work without JavaScript too. */
function PremiumTabs({ data, subscribed }: { data: JourneyData; subscribed: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tool = toolIn(params);
  const tabs = useRef<Partial<Record<Tool, HTMLAnchorElement | null>>>({});
  const hrefOf = (id: Tool) => {
    const next = new URLSearchParams(params);
    // `index`: left in the address by a post to this index route without JavaScript.
    next.delete('index');
    if (id === TOOLS[0].id) next.delete('tool');
    else next.set('tool', id);
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  /** Arrow keys, Home and End move between the tabs from the focused one, choosing it (automatic activation). */
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, from: Tool) {
    const index = TOOLS.findIndex((t) => t.id === from);
    const last = TOOLS.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const next = TOOLS[target]!.id;
    void navigate(hrefOf(next), { replace: true, preventScrollReset: true });
    tabs.current[next]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label="Premium tools" className="tabs premium__tabs">
        {TOOLS.map((t) => (
          <Link
            key={t.id}
            ref={(element) => {
              tabs.current[t.id] = element;
            }}
            to={hrefOf(t.id)}
            replace
            preventScrollReset
            role="tab"
            id={`premium-tab-${t.id}`}
            aria-selected={tool === t.id}
            aria-controls={tool === t.id ? `premium-panel-${t.id}` : undefined}
            tabIndex={tool === t.id ? 0 : -1}
            className={`tabs__tab${tool === t.id ? ' tabs__tab--active' : ''}`}
            onKeyDown={(event) => onKeyDown(event, t.id)}
          >
            {t.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`premium-panel-${tool}`} aria-labelledby={`premium-tab-${tool}`} tabIndex={0} className="premium__panel">
        <ToolPanel tool={tool} data={data} subscribed={subscribed} />
      </div>
    </>
  );
}

/**
 * The Premium area of the results' tools, by the patient's state (loaded with the page; a failed check
 * counts as free): the Upgrade card, the payment being confirmed after Stripe's page, or Premium's state,
 * a subscriber's buttons and the tools. "Checking subscription status..." while the page's data loads again.
 */
export function PremiumTools({ data }: { data: JourneyData }) {
  const { subscription } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const [returned] = useState(() => premiumReturnIn(searchParams));
  const premium = subscription?.tier === 'premium';
  const subscribed = premium && subscription.source === 'subscription';
  // Paid, until Stripe's confirmation arrives: no second Upgrade meanwhile.
  const confirming = returned === 'success' && !premium;
  const unpaid = !premium && UNPAID_STATUSES.includes(subscription?.status ?? '');
  const reloading = useJourneyReloading();
  const notice = useRef<HTMLDivElement>(null);
  usePremiumForms();

  // Stripe's return: read once, then taken out of the address (a reload does not repeat it). While
  // the payment is being confirmed it stays, so that a reload keeps confirming.
  useEffect(() => {
    if (confirming || !searchParams.has('premium')) return;
    setSearchParams(
      (params) => {
        params.delete('premium');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // On arrival, and once Premium has started.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [confirming]);

  // Back from Stripe: what happened, in view and focused (announced).
  useEffect(() => {
    if (!returned) return;
    notice.current?.scrollIntoView({ block: 'center' });
    notice.current?.focus({ preventScroll: true });
  }, [returned]);

  return (
    <section className="journey-card card premium" aria-labelledby="premium-title">
      <div className="premium__head">
        <div>
          <div className="premium__title-row">
            <h3 id="premium-title" className="premium__title">
              {premium || confirming ? 'Premium' : 'Upgrade to Premium'}
            </h3>
            {premium && <span className="badge badge--success">Active</span>}
          </div>
          {premium && <MemberState subscription={subscription} />}
        </div>
        {subscribed && <MemberActions subscription={subscription} />}
      </div>
      {reloading && (
        <p className="premium__checking" role="status">
          <span className="spinner premium__spinner" aria-hidden="true" />
          Checking subscription status...
        </p>
      )}
      {returned && <PremiumReturnNotice outcome={returned} premium={premium} noticeRef={notice} />}
      {premium ? (
        <PremiumTabs data={data} subscribed={subscribed} />
      ) : confirming ? null : unpaid ? (
        <UnpaidNotice />
      ) : (
        <UpgradeOffer subscription={subscription} contact={data.contact} />
      )}
    </section>
  );
}
