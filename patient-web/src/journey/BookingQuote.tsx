import { useEffect } from 'react';
import {
  type BookingType,
  type BookingView,
  depositDue,
  depositOwed,
  formatApproximate,
  formatMoney,
  formatUsd,
  type Locale,
  mobileMoneyByCountry,
  type MobileMoneyCountry,
  type OfflinePaymentDetails,
  offlinePaymentShown,
  type PaymentOptions,
  type QuoteView,
} from '@medtour/contracts';
import { FormError, useHydrated } from '../account/forms';
import { RouteForm, type RouteFormState, useRouteForm } from '../forms/route-form';
import { Checks } from '../components/Details';
import { intlLocale } from '../format';
import { formatDay } from '../format-more';
import { type Translate, useLocale, useT, withElements } from '../i18n/messages';
import { AddressButton } from './controls';
import { useRevalidateWhile } from './reloading';

/*
 * A booking's quote and its deposit (real-product "Payments"): the itemised quote the coordinators
 * sent, the spec's Payment card (§2) while its deposit is due, and what the card says when Stripe
 * sends the patient back. The form is the booking's deposit route: the API prices the deposit from
 * its current quote, never from the browser. Only the dashboard's bookings import this module, so it stays
 * out of the landing page's file.
 */

/** A booking's type as the patient reads it (`checkup` → "Health Checkup"); the value posted stays the API's. */
export const bookingTypeLabel = (t: Translate, type: BookingType): string => t(`bookings.type.${type}`);

/** A country of the mobile-money numbers (`TZ`) in the page's language, else its English name. */
function countryName(code: MobileMoneyCountry, name: string, locale: Locale): string {
  return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? name;
}

/** How Stripe sends the patient back: `/dashboard?booking=<id>&payment=success|cancelled`. */
export interface PaymentReturn {
  bookingId: string;
  outcome: 'success' | 'cancelled';
}

/** Stripe's return in the address, if it is one (read once on arrival: the address is tidied later). */
export function paymentReturnIn(params: URLSearchParams): PaymentReturn | undefined {
  const bookingId = params.get('booking');
  const outcome = params.get('payment');
  return bookingId && (outcome === 'success' || outcome === 'cancelled') ? { bookingId, outcome } : undefined;
}

/**
 * The deposit form of a booking (its route), its toasts (spec §8) and, with JavaScript, the move to
 * Stripe's page once the action made one (it answers the address: actions never redirect to another site).
 */
function useDepositCheckout(bookingId: string) {
  const t = useT();
  const deposit = useRouteForm<{ url: string }>(`/dashboard/bookings/${encodeURIComponent(bookingId)}/deposit`, {
    done: () => ({ title: t('bookings.payment.created.title'), description: t('bookings.payment.created.description') }),
    // The action's message: the API's reason (409), else the spec's failure.
    failed: t('bookings.payment.failed'),
  });
  const { result } = deposit;
  useEffect(() => {
    if (result?.ok && result.url) window.location.assign(result.url);
  }, [result]);
  return deposit;
}

/**
 * What the card says after Stripe's page: the booking is confirmed only when Stripe's webhook arrives
 * (seconds later), never by the return itself, so the page looks again until it is. One live region,
 * whose text changes, so that the confirmation is announced.
 */
function PaymentReturnNotice({ booking, outcome }: { booking: BookingView; outcome: PaymentReturn['outcome'] }) {
  const t = useT();
  const hydrated = useHydrated();
  const due = depositDue(booking.status);
  const confirming = outcome === 'success' && due;
  const polling = useRevalidateWhile(confirming);
  const text = confirming
    ? t('bookings.payment.return.confirming')
    : outcome === 'success' && booking.status === 'confirmed'
      ? t('bookings.payment.return.confirmed')
      : outcome === 'cancelled' && due
        ? t('bookings.payment.return.cancelled')
        : undefined;
  if (!text) return null;
  return (
    <div className={`notice ${confirming || outcome === 'cancelled' ? 'notice--info' : 'notice--success'} payment-return`} tabIndex={-1}>
      <p role="status">{text}</p>
      {/* Without JavaScript, or once the page stopped looking by itself. */}
      {confirming && (!hydrated || !polling) && (
        <AddressButton set={{}} className="btn btn--secondary btn--small">
          {t('bookings.payment.return.checkAgain')}
        </AddressButton>
      )}
    </div>
  );
}

/** The quote's lines and total, amounts aligned; a line's detail (e.g. "5 nights") under its label. */
function QuoteTable({ quote }: { quote: QuoteView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <table className="quote-table">
      <thead>
        <tr>
          <th scope="col">{t('bookings.quote.item')}</th>
          <th scope="col" className="quote-table__amount">
            {t('bookings.quote.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={index}>
            <th scope="row">
              {line.label}
              {line.detail && <span className="quote-table__detail">{line.detail}</span>}
            </th>
            <td className="quote-table__amount">{formatUsd(line.amountUsd, intlLocale(locale))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('bookings.quote.total')}</th>
          <td className="quote-table__amount">{formatUsd(quote.totalUsd, intlLocale(locale))}</td>
        </tr>
        {/* In the patient's currency at the rate kept with the quote (the figure they decide on does not move), else today's, said an estimate. */}
        {quote.local && (
          <tr>
            <td colSpan={2} className="quote-table__detail">
              {t(quote.local.estimate ? 'bookings.quote.inLocalEstimate' : 'bookings.quote.inLocal', {
                amount: formatApproximate(quote.local.total, quote.local.currency, intlLocale(locale)),
                date: formatDay(quote.local.asOf, locale),
              })}
            </td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}

/** What the quote covers and what it leaves out. */
function QuoteScope({ quote }: { quote: QuoteView }) {
  const t = useT();
  if (!quote.included.length && !quote.excluded.length) return null;
  return (
    <div className="booking-quote__scope">
      {quote.included.length > 0 && (
        <div>
          <h6 className="booking-quote__subtitle">{t('bookings.quote.included')}</h6>
          <Checks items={quote.included} />
        </div>
      )}
      {quote.excluded.length > 0 && (
        <div>
          <h6 className="booking-quote__subtitle">{t('bookings.quote.notIncluded')}</h6>
          <ul className="quote-excluded">
            {quote.excluded.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Settings' bank account, mobile-money numbers (by country) and other instructions, and the booking
 * reference the patient quotes with the payment, so that staff can match it to the booking.
 */
function OfflineDetails({ offline, reference, intro }: { offline: OfflinePaymentDetails; reference: string; intro: string }) {
  const t = useT();
  const locale = useLocale();
  const { bank, mobileMoney, instructions } = offline;
  return (
    <div className="payment-card__offline">
      <p className="payment-card__offline-intro">{intro}</p>
      {bank && (
        <>
          <h6 className="booking-quote__subtitle">{t('bookings.offline.bankTransfer')}</h6>
          <dl className="payment-details small">
            <dt>{t('bookings.offline.bank')}</dt>
            <dd>{bank.bankName}</dd>
            <dt>{t('bookings.offline.accountName')}</dt>
            <dd>{bank.accountName}</dd>
            <dt>{t('bookings.offline.accountNumber')}</dt>
            <dd>
              <span className="payment-details__code">{bank.accountNumber}</span>
            </dd>
            <dt>{t('bookings.offline.swift')}</dt>
            <dd>
              <span className="payment-details__code">{bank.swift}</span>
            </dd>
            {bank.branchOrNotes && (
              <>
                <dt>{t('bookings.offline.branch')}</dt>
                <dd>{bank.branchOrNotes}</dd>
              </>
            )}
          </dl>
        </>
      )}
      {mobileMoneyByCountry(mobileMoney).map(({ country, numbers }) => (
        <div key={country}>
          <h6 className="booking-quote__subtitle">
            {/* A group's numbers are all of its country. */}
            {t('bookings.offline.mobileMoney', { country: countryName(numbers[0]!.country, country, locale) })}
          </h6>
          <ul className="plain-list small">
            {numbers.map((entry, index) => (
              <li key={index}>
                {withElements(t, 'bookings.offline.mobileMoneyNumber', {
                  provider: entry.provider,
                  number: <span className="payment-details__code">{entry.number}</span>,
                  name: entry.accountName,
                })}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {instructions.length > 0 && (
        <ul className="plain-list small payment-card__instructions">
          {instructions.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      <p className="payment-card__reference small">{t('bookings.offline.reference', { reference })}</p>
    </div>
  );
}

/**
 * The spec's Payment card (§2) for the deposit of an open quote: the amount, what it is for, "Pay
 * with Stripe" (a post to the journey's action) and the offline ways to pay. Once the action made
 * Stripe's page, a link to it (the page goes there by itself with JavaScript); a refusal says why.
 */
function PaymentCard({ booking, quote, options, deposit }: QuotePaymentProps) {
  const t = useT();
  const locale = useLocale();
  const id = `booking-${booking.id}-payment`;
  const { result: answer, busy } = deposit;
  // Options that failed to load: the button stays, and the API says whether it can take the payment.
  const online = options?.online ?? true;
  // Shown whenever Settings have some: the way to pay without Stripe, the alternative with it.
  const offline = options && offlinePaymentShown(options.offline) ? options.offline : null;
  const subject = booking.treatment?.name ?? bookingTypeLabel(t, booking.bookingType);
  const { owedMinor, owedLocal } = depositOwed(quote);

  return (
    <section className="payment-card" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`} className="payment-card__title">
        {t('bookings.payment.title')}
      </h5>
      <p className="payment-card__amount">
        {formatMoney(owedMinor, 'USD', intlLocale(locale))} <span className="payment-card__currency">{t('bookings.payment.currency')}</span>
      </p>
      {quote.local && owedLocal !== null && (
        <p className="payment-card__local small">
          {t(quote.local.estimate ? 'bookings.payment.inLocalEstimate' : 'bookings.payment.inLocal', {
            amount: formatApproximate(owedLocal, quote.local.currency, intlLocale(locale)),
            date: formatDay(quote.local.asOf, locale),
          })}
        </p>
      )}
      {/* An instalment received: what is paid of the deposit, and what is still owed by the quote's last day. */}
      {quote.paidMinor > 0 && (
        <>
          <p className="payment-card__paid">
            {t('bookings.payment.paid', {
              paid: formatMoney(quote.paidMinor, 'USD', intlLocale(locale)),
              deposit: formatUsd(quote.depositUsd, intlLocale(locale)),
            })}
          </p>
          <p className="payment-card__owed">
            {withElements(t, 'bookings.payment.owed', {
              owed: formatMoney(owedMinor, 'USD', intlLocale(locale)),
              date: <time dateTime={quote.validUntil}>{formatDay(quote.validUntil, locale)}</time>,
            })}
          </p>
        </>
      )}
      <p className="payment-card__description">
        {t('bookings.payment.description', { reference: booking.reference, subject, hospital: booking.hospital.name })}
      </p>
      {!online ? (
        <p className="payment-card__unavailable">{t('bookings.payment.notConfigured')}</p>
      ) : answer?.ok && answer.url ? (
        <a className="btn btn--primary" href={answer.url}>
          {t('bookings.payment.continue')}
        </a>
      ) : (
        <RouteForm form={deposit} className="payment-card__form">
          <button type="submit" className="btn btn--primary" disabled={busy} aria-describedby={`${id}-secure`}>
            {busy ? t('bookings.payment.processing') : t('bookings.payment.pay')}
          </button>
        </RouteForm>
      )}
      {online && (
        <p id={`${id}-secure`} className="muted small payment-card__secure">
          {t('bookings.payment.secure')}
        </p>
      )}
      <FormError result={answer} />
      {offline ? (
        <OfflineDetails
          offline={offline}
          reference={booking.reference}
          intro={online ? t('bookings.payment.offlineAlternative') : t('bookings.payment.offlineOnly')}
        />
      ) : (
        !online && <p className="small">{t('bookings.payment.askCoordinator')}</p>
      )}
    </section>
  );
}

interface QuotePaymentProps {
  booking: BookingView;
  quote: QuoteView;
  options: PaymentOptions | null;
  /** The booking's deposit form (its answer: Stripe's page, or why not). */
  deposit: RouteFormState<{ url: string }>;
}

/** What takes the Payment card's place, by the quote's state, or the card itself while the deposit is due. */
function QuotePayment(props: QuotePaymentProps) {
  const t = useT();
  const locale = useLocale();
  const { booking, quote } = props;
  const due = depositDue(booking.status);
  switch (quote.state) {
    case 'open':
      return due ? <PaymentCard {...props} /> : null;
    case 'expired':
      // The API's words when it refuses this quote.
      return due ? <p className="notice notice--info">{t('bookings.quote.expired')}</p> : null;
    case 'paid':
      return (
        <p className="quote-paid">
          <span aria-hidden="true">{'✓ '}</span>
          {withElements(t, 'bookings.quote.depositPaid', {
            // The patient's currency beside the dollars (≈: at the quote's rate, or today's).
            amount: (
              <span className="muted">
                {quote.local
                  ? `(${formatUsd(quote.depositUsd, intlLocale(locale))} ≈ ${formatApproximate(quote.local.deposit, quote.local.currency, intlLocale(locale))})`
                  : `(${formatUsd(quote.depositUsd, intlLocale(locale))})`}
              </span>
            ),
          })}
        </p>
      );
    case 'superseded':
      return null;
  }
}

/**
 * The "Quote" of a booking card: its lines and total, what is included or not, its validity and its
 * version once revised; then its deposit (the Payment card, "Deposit paid", or why it cannot be paid)
 * and, back from Stripe (`returned`), what happened.
 */
export function BookingQuote({
  booking,
  quote,
  options,
  returned,
}: {
  booking: BookingView;
  quote: QuoteView;
  options: PaymentOptions | null;
  returned: PaymentReturn['outcome'] | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const deposit = useDepositCheckout(booking.id);
  return (
    <>
      {/* A new try at paying supersedes what the last return said. */}
      {returned && !deposit.result && <PaymentReturnNotice booking={booking} outcome={returned} />}
      <section className="booking-quote" aria-label={t('bookings.quote.label', { reference: booking.reference })}>
        <div className="booking-quote__head">
          <h5 className="booking-quote__title">{t('bookings.quote.title')}</h5>
          {quote.version > 1 && (
            <p className="muted small booking-quote__version">{t('bookings.quote.revised', { version: quote.version })}</p>
          )}
        </div>
        <QuoteTable quote={quote} />
        <QuoteScope quote={quote} />
        <p className="muted small booking-quote__validity">
          {withElements(t, 'bookings.quote.validUntil', {
            date: <time dateTime={quote.validUntil}>{formatDay(quote.validUntil, locale)}</time>,
          })}
        </p>
        <QuotePayment booking={booking} quote={quote} options={options} deposit={deposit} />
        {quote.refunds.length > 0 && (
          <ul className="booking-quote__refunds" aria-label={t('bookings.quote.refunds')}>
            {quote.refunds.map((refund, i) => (
              <li key={i}>
                {withElements(t, 'bookings.quote.refunded', {
                  amount: formatMoney(refund.amountMinor, 'USD', intlLocale(locale)),
                  date: <time dateTime={refund.refundedOn}>{formatDay(refund.refundedOn, locale)}</time>,
                })}
              </li>
            ))}
          </ul>
        )}
        <NotOwedNotes quote={quote} />
        <RefundDecisionNote booking={booking} quote={quote} />
      </section>
    </>
  );
}

/** A cancelled booking's deposit: awaiting the coordinators' decision, or kept under the policy and why (a refund is listed above). */
function RefundDecisionNote({ booking, quote }: { booking: BookingView; quote: QuoteView }) {
  const t = useT();
  const locale = useLocale();
  const paid = formatMoney(quote.paidMinor, 'USD', intlLocale(locale));
  const decision = booking.refundDecision;
  if (decision?.state === 'pending') {
    return <p className="notice notice--info">{t('bookings.quote.refundPending', { amount: paid })}</p>;
  }
  if (decision?.state === 'kept') {
    return <p className="notice notice--info">{t('bookings.quote.depositKept', { amount: paid, note: decision.note ?? '' })}</p>;
  }
  return null;
}

/**
 * Money received for the booking that it did not owe (beyond the deposit, after it was covered, for
 * a replaced quote…): the patient sees what staff see, and what became of it — refunded in full, in
 * part, or a coordinator to contact them about returning it.
 */
function NotOwedNotes({ quote }: { quote: QuoteView }) {
  const t = useT();
  const locale = useLocale();
  const rows = quote.notOwed ?? [];
  if (!rows.length) return null;
  const money = (minor: number, currency: string) => formatMoney(minor, currency, intlLocale(locale));
  return (
    <ul className="booking-quote__not-owed" aria-label={t('bookings.quote.notOwed.label')}>
      {rows.map((row, i) => {
        const outcome = row.refundedMinor >= row.amountMinor ? 'refunded' : row.refundedMinor > 0 ? 'partlyRefunded' : 'pending';
        return (
          <li key={i} className="notice notice--info">
            {withElements(t, `bookings.quote.notOwed.${outcome}`, {
              amount: money(row.amountMinor, row.currency),
              refunded: money(row.refundedMinor, row.currency),
              date: <time dateTime={row.receivedOn}>{formatDay(row.receivedOn, locale)}</time>,
            })}
          </li>
        );
      })}
    </ul>
  );
}
