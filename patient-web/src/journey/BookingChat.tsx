import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useHydrated } from '../account/forms';
import { RouteForm, useRouteForm } from '../forms/route-form';
import { toast } from '../components/Toaster';
import {
  mergeThread,
  type BookingView,
  type CoordinatorContact,
  type Locale,
  type MessageView,
  RESPONSE_PROMISE_HOURS,
  TEXT_LIMITS,
} from '@medtour/contracts';
import type { loader as messagesLoader } from '../routes/booking-messages';
import { useLocale, useT } from '../i18n/messages';
import { AddressButton } from './controls';
import type { JourneyData } from './data';
import { messageSchema } from './schemas';

const timeFormat = { month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A message's time in the page's language, with its time zone said (`GMT+3`, `UTC`): the reader's
 * local time, or UTC where the time zone is not known.
 */
function messageTime(locale: Locale, zone: 'local' | 'utc'): Intl.DateTimeFormat {
  const key = `${locale}:${zone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, zone === 'utc' ? { ...timeFormat, timeZone: 'UTC' } : timeFormat);
    timeFormats.set(key, format);
  }
  return format;
}

/**
 * Who answers the patient on a booking card: the assigned coordinator, by the name they chose and
 * its initials (their avatar), and while the patient waits for a reply, when it is promised — in
 * the page's language, the reader's time (UTC, said, until the page's script runs), as the chat's.
 */
export function BookingCoordinator({ booking }: { booking: BookingView }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { coordinator, replyBy } = booking;
  if (!coordinator && !replyBy) return null;
  return (
    <div className="booking-coordinator">
      {coordinator && (
        <p className="booking-coordinator__who">
          <span className="avatar" aria-hidden="true">
            {coordinator.initials}
          </span>
          {t('bookings.coordinator.name', { name: coordinator.name })}
        </p>
      )}
      {replyBy && (
        <p className="booking-coordinator__promise">
          {/* Past the promised time, the promise would read as a time in the past: say it is late instead. */}
          {t(booking.replyLate ? 'bookings.coordinator.replyLate' : 'bookings.coordinator.replyBy', {
            hours: RESPONSE_PROMISE_HOURS,
            time: messageTime(locale, hydrated ? 'local' : 'utc').format(new Date(replyBy)),
          })}
        </p>
      )}
    </div>
  );
}

/** How often an open chat looks for new messages (while the page is in view). */
const POLL_MS = 10_000;

/**
 * "Chat" of a booking card: the message thread with the patient coordinators, loaded with the page
 * (`?chat=<id>`): its latest messages, and earlier ones on demand ("Show earlier messages": added
 * above with JavaScript, a page of their own without). While it is open, a small request every 10
 * seconds (only while the page is in view: light on slow networks and batteries) brings the
 * coordinators' new messages, with no Refresh button. A message is posted to the booking's chat route.
 * The newest message stays in view.
 */
export function ChatPanel({ booking, id, thread }: { booking: BookingView; id: string; thread: JourneyData['thread'] | undefined }) {
  const t = useT();
  const locale = useLocale();
  const poll = useFetcher<typeof messagesLoader>();
  const older = useFetcher<typeof messagesLoader>();
  // What was shown when earlier pages were asked for, with those pages, oldest first, and whether more lie before them.
  const [earlier, setEarlier] = useState<{ messages: MessageView[]; hasEarlier: boolean } | null>(null);
  const page = thread?.page ?? undefined;
  const messages = page ? mergeThread(earlier?.messages, page.messages, thread?.before ? undefined : poll.data?.page?.messages) : undefined;
  const hasEarlier = earlier ? earlier.hasEarlier : (page?.hasEarlier ?? false);
  const send = useRouteForm(`/dashboard/bookings/${encodeURIComponent(booking.id)}/chat`, { schema: messageSchema });
  const { result, busy: sending } = send;
  // The server does not know the patient's time zone: it writes UTC, the browser local time.
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // New messages, while the chat shows the latest and the page is in view (a look cut short is no error).
  const { load } = poll;
  const polling = hydrated && !thread?.before;
  useEffect(() => {
    if (!polling) return;
    const look = () => {
      if (document.visibilityState === 'visible') load(`/dashboard/bookings/${booking.id}/messages`).catch(() => undefined);
    };
    const timer = setInterval(look, POLL_MS);
    return () => clearInterval(timer);
  }, [polling, booking.id, load]);

  // An earlier page arrived: it goes above what is shown.
  useEffect(() => {
    const loaded = older.data?.page;
    if (loaded) setEarlier((shown) => ({ messages: mergeThread(loaded.messages, shown?.messages), hasEarlier: loaded.hasEarlier }));
    else if (older.data) toast({ title: t('errors.title'), description: t('bookings.chat.loadFailedToast'), variant: 'destructive' });
  }, [older.data, t]);

  // Spec §8: a thread that failed to load is a toast.
  useEffect(() => {
    if (thread && !thread.page)
      toast({ title: t('errors.title'), description: t('bookings.chat.loadFailedToast'), variant: 'destructive' });
  }, [thread, t]);

  // A sent message leaves the box empty, ready for the next.
  useEffect(() => {
    if (!result) return;
    if (result.ok) setText('');
    input.current?.focus();
  }, [result]);

  // Auto-scroll to the newest message when one arrives (not when earlier ones are added above).
  const newest = messages?.at(-1)?.id;
  useEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  function onKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (text.trim() && !sending) form.current?.requestSubmit();
    }
  }

  const error = result && !result.ok ? (result.errors.body ?? result.message) : undefined;
  return (
    <section id={id} className="booking-panel booking-chat" aria-label={t('bookings.chat.label', { reference: booking.reference })}>
      <div className="booking-panel__head">
        <h5 className="booking-panel__title">{t('bookings.chat.title')}</h5>
      </div>
      <div
        ref={list}
        className="booking-chat__scroll"
        role="log"
        aria-live="polite"
        tabIndex={0}
        aria-label={t('bookings.chat.conversation')}
      >
        {messages === undefined ? (
          <p className="muted">{thread ? t('bookings.chat.loadFailed') : t('bookings.chat.loading')}</p>
        ) : messages.length === 0 ? (
          <p className="muted">{t('bookings.chat.empty')}</p>
        ) : (
          <>
            {hasEarlier && (
              <AddressButton
                set={{ before: messages[0]!.id }}
                className="btn btn--secondary btn--small"
                disabled={older.state !== 'idle'}
                onClick={(event) => {
                  event.preventDefault();
                  // Keep what is shown: the latest page moves on as new messages arrive.
                  setEarlier({ messages, hasEarlier });
                  older.load(`/dashboard/bookings/${booking.id}/messages?before=${encodeURIComponent(messages[0]!.id)}`);
                }}
              >
                {older.state !== 'idle' ? t('common.loading') : t('bookings.chat.earlier')}
              </AddressButton>
            )}
            <ol className="booking-chat__list" aria-label={t('bookings.chat.messages')}>
              {messages.map((message) => (
                <li key={message.id} className={`booking-chat__message booking-chat__message--${message.senderRole}`}>
                  <p className="booking-chat__meta">
                    <strong>
                      {message.senderRole === 'patient' ? t('bookings.chat.you') : (message.senderName ?? t('bookings.chat.staffFallback'))}
                    </strong>{' '}
                    <time dateTime={message.createdAt}>
                      {messageTime(locale, hydrated ? 'local' : 'utc').format(new Date(message.createdAt))}
                    </time>
                  </p>
                  <p className="booking-chat__body">{message.body}</p>
                </li>
              ))}
            </ol>
            {thread?.before && (
              <AddressButton set={{ before: '' }} className="btn btn--secondary btn--small">
                {t('bookings.chat.latest')}
              </AddressButton>
            )}
          </>
        )}
      </div>
      <RouteForm form={send} ref={form} className="booking-chat__form">
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('bookings.chat.message')}</label>
          <textarea
            ref={input}
            id={`${id}-message`}
            name="body"
            rows={2}
            maxLength={TEXT_LIMITS.chatMessage}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          />
          <p id={`${id}-hint`} className="muted field__hint">
            {t('bookings.chat.hint')}
          </p>
          {error && (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        {/* Without JavaScript the box cannot tell whether it is empty: the action says so. */}
        <button type="submit" className="btn btn--primary" disabled={sending || (hydrated && !text.trim())}>
          {sending ? t('bookings.chat.sending') : t('bookings.chat.send')}
        </button>
      </RouteForm>
    </section>
  );
}

/** "Call" of a booking card: the coordinator's phone (tel: link), WhatsApp, email and hours. */
export function CallPanel({ booking, id, contact }: { booking: BookingView; id: string; contact: CoordinatorContact | null }) {
  const t = useT();
  useEffect(() => {
    if (!contact) toast({ title: t('errors.title'), description: t('bookings.call.loadFailedToast'), variant: 'destructive' });
  }, [contact, t]);

  const reference = { reference: booking.reference };
  // In the patient's language: the coordinators answer in it.
  const whatsappText = encodeURIComponent(t('bookings.call.whatsappText', reference));

  return (
    <section id={id} className="booking-panel" aria-label={t('bookings.call.label', reference)}>
      <h5 className="booking-panel__title">{t('bookings.call.title')}</h5>
      {contact ? (
        <>
          <ul className="call-options">
            <li>
              <span className="label">{t('bookings.call.phone')}</span>
              <a className="btn btn--primary btn--small" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                {t('bookings.call.callNumber', { phone: contact.phone })}
              </a>
            </li>
            <li>
              <span className="label">{t('bookings.call.whatsapp')}</span>
              <a
                className="btn btn--secondary btn--small"
                href={`${contact.whatsappUrl}?text=${whatsappText}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('bookings.call.whatsappMessage')}
                <span className="sr-only">{t('bookings.call.newTab')}</span>
              </a>
            </li>
            <li>
              <span className="label">{t('bookings.call.email')}</span>
              <a href={`mailto:${contact.email}?subject=${encodeURIComponent(t('bookings.call.emailSubject', reference))}`}>
                {contact.email}
              </a>
            </li>
          </ul>
          {contact.officeHours.length > 0 && (
            <>
              <p className="label">{t('bookings.call.officeHours')}</p>
              <ul className="plain-list small">
                {contact.officeHours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <p className="muted small">{t('bookings.call.mentionReference', reference)}</p>
        </>
      ) : (
        <p className="muted">{t('bookings.call.unavailable')}</p>
      )}
    </section>
  );
}
