import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { depositDue } from '@medtour/contracts';
import { toast } from '../components/Toaster';
import { beyondLastPage, Pagination } from '../components/Pagination';
import { useRouteFormAnswer } from '../forms/route-form';
import { useT } from '../i18n/messages';
import { BookingCard, type Panel, panelIn } from './BookingCard';
import { BOOKING_REQUEST, BookingForm } from './BookingForm';
import { paymentReturnIn } from './BookingQuote';
import { AddressButton } from './controls';
import type { JourneyData } from './data';

/*
 * "Booking Management" of the journey's results: the list of the patient's bookings, each a card
 * (journey/BookingCard.tsx), and the booking form (journey/BookingForm.tsx).
 */

/** The id of the bookings' card, for links to it (`#your-bookings`: Premium's tools, the trip plan's way back). */
export const BOOKINGS_ANCHOR = 'your-bookings';

/**
 * "Booking Management" (spec §2): free booking requests for every signed-in patient, each with
 * its message thread and the coordinator's phone. `?book=<hospital-slug>` ("Get Quote") opens
 * the form for that hospital (the hospital stays in the address while the form is open);
 * `?booking=<id>` (notification emails) opens that booking's chat, and with `&payment=` (Stripe's
 * return) shows what happened to its payment. Everything comes from the journey's loaders and changes
 * through each form's route; with JavaScript the form and panels open in place and the email link is
 * taken out of the address.
 */
export function BookingManagement({ data }: { data: JourneyData }) {
  const t = useT();
  const { bookings, bookingsFailed: failed, bookingForm, thread, contact, paymentOptions } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const created = useRouteFormAnswer(BOOKING_REQUEST);
  // Open from the address (quote link, a search, or the button without JavaScript) unless a request was just sent.
  const [formOpen, setFormOpen] = useState(
    !created?.ok && (searchParams.has('book') || searchParams.has('hospitalQuery') || searchParams.get('form') === 'booking'),
  );
  const [formKey, setFormKey] = useState(0);
  const [panel, setPanel] = useState<Panel | undefined>(() => panelIn(searchParams));
  // The booking the address names (its own, or an email's link) is brought into view.
  const [scrollTarget, setScrollTarget] = useState<string | undefined>(() => {
    const linked = data.bookingId ?? searchParams.get('booking');
    return searchParams.has('book') ? 'form' : linked ? `booking-${linked}` : undefined;
  });
  const [returned] = useState(() => paymentReturnIn(searchParams));
  // Back from paying, before Stripe's confirmation reached the booking (the card looks again meanwhile).
  const confirming = returned?.outcome === 'success' && bookings.some((b) => b.id === returned.bookingId && depositDue(b.status));
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const formId = `${baseId}-form`;

  /** Closes the form: a fresh, empty one next time, and its hospital out of the address. */
  const closeForm = useCallback(() => {
    setFormOpen(false);
    setFormKey((k) => k + 1);
    setSearchParams(
      (params) => {
        for (const key of ['book', 'hospitalQuery', 'form']) params.delete(key);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);

  // A request sent: the form closes.
  useEffect(() => {
    if (created?.ok) closeForm();
  }, [created, closeForm]);

  // An email's link or Stripe's return: read once, then taken out of the address (a reload does not
  // repeat it). While a payment is being confirmed it stays, so that each look keeps loading that
  // booking (it may be older than this page of bookings); it goes once the booking is confirmed.
  useEffect(() => {
    if (confirming || !searchParams.has('booking')) return;
    setSearchParams(
      (params) => {
        params.delete('booking');
        params.delete('payment');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // On arrival, and when a payment's confirmation arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [confirming]);

  useEffect(() => {
    if (data.linkNotFound) toast({ title: t('errors.title'), description: t('bookings.linkNotFound'), variant: 'destructive' });
    if (formOpen && bookingForm.failed)
      toast({ title: t('errors.title'), description: t('bookings.form.hospitalsFailed'), variant: 'destructive' });
    else if (formOpen && bookingForm.slug && !bookingForm.hospital)
      toast({ title: t('bookings.form.hospitalUnavailable.title'), description: t('bookings.form.hospitalUnavailable.description') });
    // Once per load of the page's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [data]);

  // Brings the form or the opened booking into view (after it rendered).
  useEffect(() => {
    if (!scrollTarget) return;
    const element = document.getElementById(scrollTarget === 'form' ? formId : scrollTarget);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    // A booking's card: its payment notice (Stripe's return), else its chat's message box (the form
    // focuses its first field itself).
    if (scrollTarget !== 'form') element.querySelector<HTMLElement>('.payment-return, textarea')?.focus({ preventScroll: true });
    setScrollTarget(undefined);
  }, [scrollTarget, formId, bookings, panel, formOpen]);

  /** Opens or closes a booking's panel in place; a chat's messages are loaded through the address. */
  function openPanel(bookingId: string, kind: Panel['kind'] | undefined) {
    setPanel(kind ? { bookingId, kind } : undefined);
    setSearchParams(
      (params) => {
        params.delete('call');
        params.delete('before');
        if (kind === 'chat') params.set('chat', bookingId);
        else params.delete('chat');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const toggleForm = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (formOpen) closeForm();
    else setFormOpen(true);
  };

  const newBooking = (label: string, className: string) => (
    <AddressButton
      set={{ form: formOpen ? '' : 'booking' }}
      className={className}
      aria-expanded={formOpen}
      aria-controls={formOpen ? formId : undefined}
      onClick={toggleForm}
    >
      {label}
    </AddressButton>
  );

  return (
    <section id={BOOKINGS_ANCHOR} className="journey-card card bookings" aria-labelledby={titleId}>
      <div className="bookings__head">
        <div>
          <h3 id={titleId}>{t('bookings.title')}</h3>
          <p className="muted">{t('bookings.subtitle')}</p>
        </div>
        {newBooking(formOpen ? t('bookings.closeForm') : t('bookings.new'), formOpen ? 'btn btn--secondary' : 'btn btn--primary')}
      </div>

      {formOpen && <BookingForm key={formKey} formId={formId} booking={bookingForm} />}

      {failed ? (
        <div className="empty">
          <p>{t('bookings.loadFailed')}</p>
          <AddressButton set={{}} className="btn btn--secondary btn--small">
            {t('common.tryAgain')}
          </AddressButton>
        </div>
      ) : bookings.length === 0 ? (
        // A page beyond the last is not "no bookings yet": the pager says so, with the way back.
        !formOpen &&
        !(data.bookingsPage && beyondLastPage(data.bookingsPage)) && (
          <div className="empty bookings__empty">
            <p className="rec-empty__title">{t('bookings.empty.title')}</p>
            <p>{t('bookings.empty.text')}</p>
            {newBooking(t('bookings.empty.create'), 'btn btn--primary')}
          </div>
        )
      ) : (
        <ul className="bookings__list" aria-label={t('bookings.list')}>
          {bookings.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              panel={panel?.bookingId === booking.id ? panel.kind : undefined}
              onPanel={(kind) => openPanel(booking.id, kind)}
              thread={thread}
              contact={contact}
              paymentOptions={paymentOptions}
              returned={returned?.bookingId === booking.id ? returned.outcome : undefined}
              latestAssessment={data.assessment}
              records={data.records}
              recordsFailed={data.recordsFailed}
              shares={data.recordShares[booking.id]}
            />
          ))}
        </ul>
      )}
      {data.bookingsPage && (
        <Pagination result={data.bookingsPage} search={searchParams} label={t('bookings.pages')} param="bookingsPage" />
      )}
    </section>
  );
}
