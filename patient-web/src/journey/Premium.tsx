import { type Ref, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SubscriptionView } from '@medtour/contracts';
import { FormError, NoScriptNotice, useHydrated } from '../account/forms';
import { RouteForm, type RouteFormState, useRouteForm } from '../forms/route-form';
import { formatDay } from '../format-more';
import { type MessageId, useLocale, useT, withElements } from '../i18n/messages';
import { AddressButton, ConfirmRouteForm } from './controls';
import type { JourneyData } from './data';
import { UpgradeOffer } from './PremiumOffer';
import { PremiumTabs } from './PremiumTabs';
import { useJourneyReloading, useRevalidateWhile } from './reloading';

/*
 * "Advanced Medical Tourism Tools" (spec §2 results, §4 Subscription; real-product "Premium"): the
 * Upgrade to Premium card for free patients (journey/PremiumOffer.tsx), the Premium tools' tabs for
 * subscribers and staff (journey/PremiumTabs.tsx), and what the page says when Stripe sends the patient back. Premium starts only when Stripe's webhook
 * arrives, so after paying the page looks again until it has. Every change is a post to a route of
 * its own (Stripe's pages are answered as addresses the page opens: actions never redirect to another
 * site). Only the dashboard imports this module.
 */

/** How Stripe sends the patient back from the Premium page: `/dashboard?premium=success|cancelled`. */
type PremiumReturn = 'success' | 'cancelled';

function premiumReturnIn(params: URLSearchParams): PremiumReturn | undefined {
  const outcome = params.get('premium');
  return outcome === 'success' || outcome === 'cancelled' ? outcome : undefined;
}

/** A renewal that Stripe could not charge: the subscription waits for another card (billing), not a second subscription. */
const UNPAID_STATUSES = ['past_due', 'unpaid'];

/** The Premium forms, each its route's: the answer of Upgrade and of Manage billing is Stripe's page. */
interface PremiumForms {
  checkout: RouteFormState<{ url: string }>;
  billing: RouteFormState<{ url: string }>;
  cancel: RouteFormState;
}

/** The Premium forms, their toasts (spec §8) and, with JavaScript, the move to Stripe's pages once an action made one. */
function usePremiumForms(): PremiumForms {
  const t = useT();
  const checkout = useRouteForm<{ url: string }>('/dashboard/premium/checkout', {
    done: () => ({ title: t('premium.toast.checkout.title'), description: t('premium.toast.checkout.description') }),
    // The action's message: the API's reason (409), else the spec's failure.
    failed: t('premium.toast.checkout.failed'),
  });
  const billing = useRouteForm<{ url: string }>('/dashboard/premium/billing', {
    done: () => ({ title: t('premium.toast.portal.title'), description: t('premium.toast.portal.description') }),
  });
  const cancel = useRouteForm('/dashboard/premium/cancel', {
    done: (result) => (result.message ? { title: t('premium.toast.cancelled'), description: result.message } : undefined),
  });
  const stripe = [checkout.result, billing.result].find((result) => result?.ok && result.url);
  useEffect(() => {
    // The action answers with the address instead of a redirect (actions never redirect to another site).
    if (stripe?.ok && stripe.url) window.location.assign(stripe.url);
  }, [stripe]);
  return { checkout, billing, cancel };
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
function BillingButton({ billing, label }: { billing: PremiumForms['billing']; label?: string }) {
  const t = useT();
  const { result, busy } = billing;
  if (result?.ok && result.url) {
    return (
      <a className="btn btn--secondary btn--small" href={result.url}>
        {t('premium.billing.continue')}
      </a>
    );
  }
  return (
    <RouteForm form={billing} className="address-button">
      <button type="submit" className="btn btn--secondary btn--small" disabled={busy}>
        {busy ? t('premium.billing.opening') : (label ?? t('premium.billing.manage'))}
      </button>
    </RouteForm>
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
function MemberActions({ subscription, forms }: { subscription: SubscriptionView; forms: PremiumForms }) {
  const t = useT();
  const locale = useLocale();
  const cancel = forms.cancel.result;
  const end = subscription.currentPeriodEnd;
  return (
    <div className="premium__manage">
      <div className="button-row premium__actions">
        {!subscription.cancelAtPeriodEnd && (
          <ConfirmRouteForm
            form={forms.cancel}
            label={t('premium.cancel.label')}
            question={end ? t('premium.cancel.questionUntil', { date: formatDay(end, locale) }) : t('premium.cancel.question')}
            confirmLabel={t('premium.cancel.confirm')}
            cancelLabel={t('premium.cancel.keep')}
          />
        )}
        <BillingButton billing={forms.billing} />
      </div>
      <NoScriptNotice
        toast={cancel?.ok && cancel.message ? { title: t('premium.toast.cancelled'), description: cancel.message } : undefined}
      />
      <FormError result={cancel} />
      <FormError result={forms.billing.result} />
    </div>
  );
}

/** A renewal Stripe could not charge: a new card on the billing page keeps the subscription (a second one would charge twice). */
function UnpaidNotice({ billing }: { billing: PremiumForms['billing'] }) {
  const t = useT();
  return (
    <div className="notice notice--error premium__unpaid">
      <p>{t('premium.unpaid.text')}</p>
      <BillingButton billing={billing} label={t('premium.unpaid.update')} />
      <FormError result={billing.result} />
    </div>
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
  const forms = usePremiumForms();

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
        {subscribed && <MemberActions subscription={subscription} forms={forms} />}
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
        <UnpaidNotice billing={forms.billing} />
      ) : (
        <UpgradeOffer subscription={subscription} contact={data.contact} checkout={forms.checkout} />
      )}
    </section>
  );
}
