import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import {
  type BookingView,
  type CoordinatorContact,
  depositDue,
  formatUsd,
  MONEY_BACK_DAYS,
  type SubscriptionView,
} from '@medtour/contracts';
import { FormError, Intent, NoScriptNotice, useFormAction, useHydrated } from '../account/forms';
import { intlLocale } from '../format';
import { formatDay } from '../format-more';
import type { MessageValues } from '../i18n/format-message';
import { type MessageId, useLocale, useT, withElements } from '../i18n/messages';
import { BOOKINGS_ANCHOR } from './Bookings';
import type { JourneyData } from './data.server';
import { AiMatching } from './AiMatching';
import { AddressButton, ConfirmForm } from './fields';
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
  { id: 'matching', label: 'premium.tools.matching' },
  { id: 'payments', label: 'premium.tools.payments' },
  { id: 'bookings', label: 'premium.tools.bookings' },
] as const satisfies readonly { id: string; label: MessageId }[];
type Tool = (typeof TOOLS)[number]['id'];

const toolIn = (params: URLSearchParams): Tool => TOOLS.find((item) => item.id === params.get('tool'))?.id ?? TOOLS[0].id;

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

/** The toasts of the Premium forms (spec §8) and, with JavaScript, the move to Stripe's pages once the action made one. */
function usePremiumForms() {
  const t = useT();
  const checkout = useFormAction<{ url: string }>(CHECKOUT, {
    done: () => ({ title: t('premium.toast.checkout.title'), description: t('premium.toast.checkout.description') }),
    // The action's message: the API's reason (409), else the spec's failure.
    failed: t('premium.toast.checkout.failed'),
  }).result;
  const portal = useFormAction<{ url: string }>(PORTAL, {
    done: () => ({ title: t('premium.toast.portal.title'), description: t('premium.toast.portal.description') }),
  }).result;
  useFormAction(CANCEL, {
    done: (result) => (result.message ? { title: t('premium.toast.cancelled'), description: result.message } : undefined),
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
  const t = useT();
  const hydrated = useHydrated();
  const confirming = outcome === 'success' && !premium;
  const polling = useRevalidateWhile(confirming);
  const text = confirming
    ? t('premium.return.confirming')
    : outcome === 'success'
      ? t('premium.return.welcome')
      : premium
        ? undefined
        : t('premium.return.cancelled');
  if (!text) return null;
  const stopped = hydrated && !polling;
  return (
    <div ref={noticeRef} className={`notice ${premium ? 'notice--success' : 'notice--info'} premium__return`} tabIndex={-1}>
      <p role="status">{text}</p>
      {/* Without JavaScript, or once the page stopped looking by itself. */}
      {confirming && (!hydrated || stopped) && (
        <>
          {stopped && <p className="small">{t('premium.return.slow')}</p>}
          <AddressButton set={{}} className="btn btn--secondary btn--small">
            {t('premium.return.checkAgain')}
          </AddressButton>
        </>
      )}
    </div>
  );
}

/** "Manage billing": Stripe's customer portal (card, invoices), opened like the payment page. */
function BillingButton({ label }: { label?: string }) {
  const t = useT();
  const { result, busy } = useFormAction<{ url: string }>(PORTAL);
  if (result?.ok && result.url) {
    return (
      <a className="btn btn--secondary btn--small" href={result.url}>
        {t('premium.billing.continue')}
      </a>
    );
  }
  return (
    <Form method="post" preventScrollReset className="address-button">
      <Intent value={PORTAL} />
      <button type="submit" className="btn btn--secondary btn--small" disabled={busy}>
        {busy ? t('premium.billing.opening') : (label ?? t('premium.billing.manage'))}
      </button>
    </Form>
  );
}

/** How the coordinators can be reached (Settings), or the contact page. */
function CoordinatorHelp({ contact }: { contact: CoordinatorContact | null }) {
  const t = useT();
  return contact
    ? withElements(t, 'premium.help.contact', {
        email: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
        whatsapp: <a href={contact.whatsappUrl}>{t('premium.help.whatsapp', { number: contact.whatsapp })}</a>,
      })
    : withElements(t, 'premium.help.contactPage', { link: <Link to="/contact">{t('premium.help.contactUs')}</Link> });
}

/**
 * The spec's Upgrade to Premium card: the price (Settings), what Premium gives, cancel anytime and the
 * money-back guarantee, and "Upgrade to Premium" (a post to the journey's action, which answers
 * Stripe's page). Without online payment (Stripe not configured) it says so, and who can help.
 */
function UpgradeOffer({ subscription, contact }: { subscription: SubscriptionView | null; contact: CoordinatorContact | null }) {
  const t = useT();
  const locale = useLocale();
  const { result, busy } = useFormAction<{ url: string }>(CHECKOUT);
  // A check that failed (null): the patient is treated as free, and the API says whether it can take the payment.
  const online = subscription?.online ?? true;
  /** A point of the offer: its title in bold, then what it means (one message, in the language's word order). */
  const point = (id: MessageId, title: string, values: MessageValues = {}) =>
    withElements((key, elements) => t(key, { ...values, ...elements }), id, { title: <strong>{title}</strong> });
  return (
    <div className="premium__offer">
      {subscription && (
        <p className="premium__price">
          {withElements(t, 'premium.offer.price', {
            amount: <span className="premium__amount">{formatUsd(subscription.priceUsd, intlLocale(locale))}</span>,
          })}
        </p>
      )}
      <p>{t('premium.offer.intro')}</p>
      <ul className="checks premium__benefits" aria-label={t('premium.offer.benefits')}>
        <li>{point('premium.offer.priority.text', t('premium.offer.priority.title'))}</li>
        <li>{point('premium.offer.matching.text', t('premium.offer.matching.title'))}</li>
      </ul>
      <ul className="premium__promises" aria-label={t('premium.offer.promises')}>
        <li>{point('premium.offer.cancel.text', t('premium.offer.cancel.title'))}</li>
        <li>
          {point('premium.offer.moneyBack.text', t('premium.offer.moneyBack.title', { days: MONEY_BACK_DAYS }), { days: MONEY_BACK_DAYS })}
        </li>
      </ul>
      {!online ? (
        <p className="notice notice--info premium__unavailable">
          {t('premium.offer.offline')} <CoordinatorHelp contact={contact} />
        </p>
      ) : result?.ok && result.url ? (
        <p className="premium__cta">
          <a className="btn btn--primary" href={result.url}>
            {t('premium.offer.continue')}
          </a>
        </p>
      ) : (
        <Form method="post" preventScrollReset className="premium__cta">
          <Intent value={CHECKOUT} />
          <button type="submit" className="btn btn--primary" disabled={busy} aria-describedby="premium-secure">
            {busy ? t('premium.offer.processing') : t('premium.upgrade')}
          </button>
        </Form>
      )}
      {online && (
        <p id="premium-secure" className="muted small premium__secure">
          {t('premium.offer.secure')}
        </p>
      )}
      <FormError result={result} />
    </div>
  );
}

/** Premium's state above the tools: why the patient has it, when it renews or ends. */
function MemberState({ subscription }: { subscription: SubscriptionView }) {
  const t = useT();
  const locale = useLocale();
  const end = subscription.currentPeriodEnd;
  /** The state, with the period's end when there is one (`withDate`), else without (`withoutDate`). */
  const state = (withDate: MessageId, withoutDate: MessageId) =>
    end ? withElements(t, withDate, { date: <time dateTime={end}>{formatDay(end, locale)}</time> }) : t(withoutDate);
  // Paid offline for a period, recorded by our staff: it does not renew.
  if (subscription.source === 'offline')
    return <p className="premium__state">{state('premium.state.offlineUntil', 'premium.state.offline')}</p>;
  if (subscription.source !== 'subscription') return <p className="premium__state">{t('premium.state.staff')}</p>;
  return (
    <p className="premium__state">
      {subscription.cancelAtPeriodEnd
        ? state('premium.state.cancelledUntil', 'premium.state.cancelled')
        : state('premium.state.renews', 'premium.active')}
    </p>
  );
}

/** A subscriber's buttons: cancel (at the period's end, after a confirmation) and Stripe's billing page. */
function MemberActions({ subscription }: { subscription: SubscriptionView }) {
  const t = useT();
  const locale = useLocale();
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
            label={t('premium.cancel.label')}
            question={end ? t('premium.cancel.questionUntil', { date: formatDay(end, locale) }) : t('premium.cancel.question')}
            confirmLabel={t('premium.cancel.confirm')}
            cancelLabel={t('premium.cancel.keep')}
          />
        )}
        <BillingButton />
      </div>
      <NoScriptNotice
        toast={cancel?.ok && cancel.message ? { title: t('premium.toast.cancelled'), description: cancel.message } : undefined}
      />
      <FormError result={cancel} />
      <FormError result={portal} />
    </div>
  );
}

/** A renewal Stripe could not charge: a new card on the billing page keeps the subscription (a second one would charge twice). */
function UnpaidNotice() {
  const t = useT();
  const portal = useFormAction(PORTAL).result;
  return (
    <div className="notice notice--error premium__unpaid">
      <p>{t('premium.unpaid.text')}</p>
      <BillingButton label={t('premium.unpaid.update')} />
      <FormError result={portal} />
    </div>
  );
}

/** A short list of the patient's bookings and their statuses (the page's bookings), for the Booking Management tool. */
function BookingSummary({ bookings, failed }: { bookings: BookingView[]; failed: boolean }) {
  const t = useT();
  if (failed) return <p>{t('premium.summary.failed')}</p>;
  if (!bookings.length) return <p>{t('premium.summary.empty')}</p>;
  const shown = bookings.slice(0, SUMMARY_BOOKINGS);
  return (
    <>
      <ul className="premium__bookings" aria-label={t('premium.summary.label')}>
        {shown.map((booking) => (
          <li key={booking.id}>
            <span className="premium__booking-name">
              {booking.treatment?.name ?? t('premium.summary.type', { type: booking.bookingType })}
              <span className="muted">{` · ${booking.hospital.name} · #${booking.reference}`}</span>
            </span>
            <span className={`badge booking-status booking-status--${booking.status}`}>
              <span className="sr-only">{`${t('premium.summary.statusLabel')} `}</span>
              {t('premium.summary.status', { status: booking.status })}
            </span>
          </li>
        ))}
      </ul>
      {bookings.length > shown.length && (
        <p className="muted small">{t('premium.summary.more', { count: bookings.length - shown.length })}</p>
      )}
    </>
  );
}

/** What each Premium tool shows. */
function ToolPanel({ tool, data, subscribed }: { tool: Tool; data: JourneyData; subscribed: boolean }) {
  const t = useT();
  const bookingsLink = (label: string) => <a href={`#${BOOKINGS_ANCHOR}`}>{label}</a>;
  switch (tool) {
    case 'matching':
      return <AiMatching />;
    case 'payments': {
      const due = data.bookings.filter((b) => depositDue(b.status)).length;
      const online = data.paymentOptions?.online ?? true;
      return (
        <>
          <p>{withElements(t, 'premium.payments.where', { link: bookingsLink(t('premium.payments.link')) })}</p>
          <p className="muted">{t(online ? 'premium.payments.howOnline' : 'premium.payments.howOffline')}</p>
          {due > 0 && <p className="premium__due">{t('premium.payments.due', { count: due })}</p>}
        </>
      );
    }
    case 'bookings':
      return (
        <>
          <BookingSummary bookings={data.bookings} failed={data.bookingsFailed} />
          {subscribed && <p className="muted small">{t('premium.bookings.priority')}</p>}
          <p>{bookingsLink(t('premium.bookings.link'))}</p>
        </>
      );
  }
}

/** The Premium tools (spec §2): three tabs, links to `?tool=` so that they work without JavaScript too. */
function PremiumTabs({ data, subscribed }: { data: JourneyData; subscribed: boolean }) {
  const t = useT();
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
    const index = TOOLS.findIndex((item) => item.id === from);
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
      <div role="tablist" aria-label={t('premium.tools.label')} className="tabs premium__tabs">
        {TOOLS.map((item) => (
          <Link
            key={item.id}
            ref={(element) => {
              tabs.current[item.id] = element;
            }}
            to={hrefOf(item.id)}
            replace
            preventScrollReset
            role="tab"
            id={`premium-tab-${item.id}`}
            aria-selected={tool === item.id}
            aria-controls={tool === item.id ? `premium-panel-${item.id}` : undefined}
            tabIndex={tool === item.id ? 0 : -1}
            className={`tabs__tab${tool === item.id ? ' tabs__tab--active' : ''}`}
            onKeyDown={(event) => onKeyDown(event, item.id)}
          >
            {t(item.label)}
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
  const t = useT();
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
              {premium || confirming ? t('premium.title') : t('premium.upgrade')}
            </h3>
            {premium && <span className="badge badge--success">{t('premium.active')}</span>}
          </div>
          {premium && <MemberState subscription={subscription} />}
        </div>
        {subscribed && <MemberActions subscription={subscription} />}
      </div>
      {reloading && (
        <p className="premium__checking" role="status">
          <span className="spinner premium__spinner" aria-hidden="true" />
          {t('premium.checking')}
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
