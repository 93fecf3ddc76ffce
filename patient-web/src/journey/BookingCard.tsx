import {
  type BookingView,
  canTransition,
  depositSettled,
  formatApproximate,
  formatMoney,
  formatUsd,
  type Locale,
} from '@medtour/contracts';
import { Fact } from '../components/Details';
import { Tags } from '../components/Lists';
import { intlLocale } from '../format';
import { formatDay } from '../format-more';
import { useRouteForm } from '../forms/route-form';
import { Link } from '../i18n/links';
import { type Translate, useLocale, useT } from '../i18n/messages';
import { useMoney } from '../money';
import { tripPlanPath } from '../trip-plan/paths';
import { TripEstimateResult } from '../trips/TripEstimate';
import { chatIn, sharesRecords } from './api';
import { conditionLabel } from './AssessmentForm';
import { AssessmentQuestion } from './AssessmentQuestion';
import { BookingCoordinator, CallPanel, ChatPanel } from './BookingChat';
import { BOOKING_SERVICES } from './BookingForm';
import { BookingQuote, bookingTypeLabel, type PaymentReturn } from './BookingQuote';
import { AddressButton, ConfirmRouteForm } from './controls';
import type { JourneyData } from './data';
import { RecordShares } from './RecordShares';

/** A booking card's open panel: its chat or the coordinator's phone. */
export type Panel = { bookingId: string; kind: 'chat' | 'call' };

/** The panel an address opens: `?chat=<id>` (or `?booking=<id>` from an email) or `?call=<id>`. */
export function panelIn(params: URLSearchParams): Panel | undefined {
  const chat = chatIn(params);
  if (chat) return { bookingId: chat, kind: 'chat' };
  const call = params.get('call');
  return call ? { bookingId: call, kind: 'call' } : undefined;
}

/** A booking's card in the list: its facts, quote and deposit, coordinator, records shared, chat and call, and its links and cancellation. */
export function BookingCard({
  booking,
  panel,
  onPanel,
  thread,
  contact,
  paymentOptions,
  returned,
  latestAssessment,
  records,
  recordsFailed,
  shares,
}: {
  booking: BookingView;
  panel: Panel['kind'] | undefined;
  onPanel: (kind: Panel['kind'] | undefined) => void;
  thread: JourneyData['thread'];
  contact: JourneyData['contact'];
  paymentOptions: JourneyData['paymentOptions'];
  /** Stripe sent the patient back from paying this booking's deposit. */
  returned: PaymentReturn['outcome'] | undefined;
  /** The patient's latest assessment: a choice when the card asks which assessment the booking is for. */
  latestAssessment: JourneyData['assessment'];
  /** The patient's uploaded records, to tick for sharing with the hospital. */
  records: JourneyData['records'];
  recordsFailed: boolean;
  /** The booking's consents to share records; null when they failed to load (none for a cancelled booking). */
  shares: JourneyData['recordShares'][string] | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const base = `booking-${booking.id}`;
  const panelId = `${base}-panel`;
  const cancel = useRouteForm(`/dashboard/bookings/${encodeURIComponent(booking.id)}/cancel`, {
    done: () => ({ title: t('bookings.cancelled.title'), description: t('bookings.cancelled.description') }),
  });
  const services = BOOKING_SERVICES.filter(({ name }) => booking[name]).map(({ service }) => t(`bookings.card.service.${service}`));
  const cancellable = canTransition(booking.status, 'cancel', 'patient');

  return (
    <li id={base} className="booking-item">
      <article className="card booking" aria-labelledby={`${base}-title ${base}-ref`}>
        <div className="booking__head">
          <div>
            <h4 id={`${base}-title`} className="booking__title" tabIndex={-1}>
              {bookingTypeLabel(t, booking.bookingType)}
            </h4>
            <p className="muted small booking__created">{t('bookings.card.created', { date: formatDay(booking.createdAt, locale) })}</p>
            {booking.assessment && (
              <p className="muted small booking__created">
                {t('bookings.card.assessment', {
                  date: formatDay(booking.assessment.createdAt, locale),
                  condition: conditionLabel(t, booking.assessment.conditionCategory),
                })}
              </p>
            )}
          </div>
          <p className="booking__badges">
            <span className={`badge booking-status booking-status--${booking.status}`}>
              <span className="sr-only">{t('bookings.card.status')}</span>
              {t(`bookings.status.${booking.status}`)}
            </span>
            <span className={`badge booking-urgency booking-urgency--${booking.urgencyLevel}`}>
              {t(`bookings.card.urgency.${booking.urgencyLevel}`)}
            </span>
          </p>
        </div>
        <dl className="booking__facts">
          <div>
            <dt>{t('bookings.card.hospital')}</dt>
            <dd>
              {booking.hospital.name}
              <span className="muted">{` · ${booking.hospital.city}, ${booking.hospital.country}`}</span>
            </dd>
          </div>
          {booking.treatment && <Fact label={t('bookings.card.treatment')}>{booking.treatment.name}</Fact>}
          <Fact label={t('bookings.card.preferredDate')}>
            {booking.preferredDate ? formatDay(booking.preferredDate, locale) : t('bookings.card.flexible')}
          </Fact>
          {booking.confirmedDate && <Fact label={t('bookings.card.confirmed')}>{formatDay(booking.confirmedDate, locale)}</Fact>}
          {booking.quote ? (
            // The quote's total (its lines below), no longer an estimate; in the patient's currency too, at the quote's rate.
            <Fact label={t('bookings.card.quotedPrice')}>
              {booking.quote.local
                ? t('common.cost.inLocal', {
                    local: formatApproximate(booking.quote.local.total, booking.quote.local.currency, intlLocale(locale)),
                    usd: formatUsd(booking.quote.totalUsd, intlLocale(locale)),
                  })
                : formatUsd(booking.quote.totalUsd, intlLocale(locale))}
            </Fact>
          ) : (
            <Fact label={t('bookings.card.estimatedCost')}>
              {/* `From $8,000`, the coordinators' estimate, until a quote. */}
              {money.range(booking.estimatedCostUsd, null) ?? t('bookings.card.quotePending')}
            </Fact>
          )}
          <Fact label={t('bookings.card.companions')}>{booking.companionCount.toLocaleString(locale)}</Fact>
        </dl>
        {booking.medicalSummary && (
          <p className="booking__summary">
            <span className="booking__label">{t('bookings.card.medicalSummary')}</span>
            {booking.medicalSummary}
          </p>
        )}
        {booking.specialRequirements && (
          <p className="booking__summary">
            <span className="booking__label">{t('bookings.card.specialRequirements')}</span>
            {booking.specialRequirements}
          </p>
        )}
        {services.length > 0 && <Tags items={services} label={t('bookings.card.services')} />}
        {booking.tripEstimate && (
          <section className="booking__trip" aria-labelledby={`${base}-trip`}>
            <h5 id={`${base}-trip`} className="booking__label">
              {t('trips.attached')}
            </h5>
            <TripEstimateResult estimate={booking.tripEstimate} titleId={`${base}-trip`} />
          </section>
        )}
        {booking.assessmentFit === 'unanswered' && <AssessmentQuestion booking={booking} latest={latestAssessment} />}
        {booking.quote && <BookingQuote booking={booking} quote={booking.quote} options={paymentOptions} returned={returned} />}
        <BookingCoordinator booking={booking} />
        {sharesRecords(booking) && (
          <RecordShares booking={booking} records={records} recordsFailed={recordsFailed} shares={shares ?? null} />
        )}
        <div className="booking__foot">
          <span id={`${base}-ref`} className="booking__ref">
            #{booking.reference}
          </span>
          <div className="button-row booking__actions">
            {(['chat', 'call'] as const).map((kind) => (
              <AddressButton
                key={kind}
                set={{ [kind]: panel === kind ? '' : booking.id, [kind === 'chat' ? 'call' : 'chat']: '', before: '' }}
                className="btn btn--secondary btn--small"
                aria-expanded={panel === kind}
                aria-controls={panel === kind ? panelId : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onPanel(panel === kind ? undefined : kind);
                }}
              >
                {t(`bookings.card.${kind}`)}
              </AddressButton>
            ))}
            {depositSettled(booking.status) && (
              // The trip after the deposit (routes/booking-trip.tsx): travellers, flights, visa, discharge, aftercare.
              <Link to={tripPlanPath(booking.id)} className="btn btn--secondary btn--small">
                {t('bookings.card.tripPlan')}
              </Link>
            )}
            {booking.status === 'completed' && (
              // A verified review of the stay (routes/booking-review.tsx): written once, edited for a while.
              <Link to={`/dashboard/bookings/${booking.id}/review`} className="btn btn--primary btn--small">
                {t(booking.reviewed ? 'bookings.card.editReview' : 'bookings.card.review')}
              </Link>
            )}
            {cancellable && (
              <ConfirmRouteForm
                form={cancel}
                label={t('bookings.cancel.label')}
                question={t('bookings.cancel.question')}
                confirmLabel={t('bookings.cancel.confirm')}
                cancelLabel={t('bookings.cancel.keep')}
                details={depositOnCancel(t, locale, booking, paymentOptions)}
              />
            )}
          </div>
        </div>
        {panel === 'chat' && <ChatPanel booking={booking} id={panelId} thread={thread?.bookingId === booking.id ? thread : undefined} />}
        {panel === 'call' && <CallPanel booking={booking} id={panelId} contact={contact} />}
      </article>
    </li>
  );
}

/** What the cancel dialog says of a deposit paid: the refund policy, and who decides (undefined: nothing paid). */
function depositOnCancel(t: Translate, locale: Locale, booking: BookingView, options: JourneyData['paymentOptions']): string | undefined {
  const paid = booking.quote?.paidMinor ?? 0;
  if (paid <= 0) return undefined;
  return [
    t('bookings.cancel.paid', { amount: formatMoney(paid, 'USD', intlLocale(locale)) }),
    // The policy as staff wrote it in Settings.
    options?.depositRefundPolicy,
    t('bookings.cancel.refundDecision'),
  ]
    .filter(Boolean)
    .join(' ');
}
