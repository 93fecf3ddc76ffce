import { type KeyboardEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../i18n/links';
import { depositDue, type BookingView } from '@medtour/contracts';
import { type MessageId, useT, withElements } from '../i18n/messages';
import { AiMatching } from './AiMatching';
import { BOOKINGS_ANCHOR } from './Bookings';
import type { JourneyData } from './data';

/*
 * The Premium tools' tabs of the journey's Premium area (journey/Premium.tsx), for subscribers and staff.
 */

/** The Premium tools (spec §2), one tab each, chosen in the address (`?tool=`; the first by default). */
const TOOLS = [
  { id: 'matching', label: 'premium.tools.matching' },
  { id: 'payments', label: 'premium.tools.payments' },
  { id: 'bookings', label: 'premium.tools.bookings' },
] as const satisfies readonly { id: string; label: MessageId }[];
type Tool = (typeof TOOLS)[number]['id'];

const toolIn = (params: URLSearchParams): Tool => TOOLS.find((item) => item.id === params.get('tool'))?.id ?? TOOLS[0].id;

/** How many of the patient's bookings the Booking Management tool lists (the whole list is below it). */
const SUMMARY_BOOKINGS = 5;

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
export function PremiumTabs({ data, subscribed }: { data: JourneyData; subscribed: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tool = toolIn(params);
  const tabs = useRef<Partial<Record<Tool, HTMLAnchorElement | null>>>({});
  const hrefOf = (id: Tool) => {
    const next = new URLSearchParams(params);
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
