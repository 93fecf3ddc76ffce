import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { getApi } from '../api/client';
import { errorMessage } from '../account/forms';
import { toast } from '../components/Toaster';
import type { BookingView, CoordinatorContact, MessageView } from '@medtour/contracts';
import { journeyApi } from './api';

const time = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit' });

/**
 * "Chat" of a booking card: the message thread with the patient coordinators. Loaded when opened
 * and on "Refresh" (no websockets: light on slow networks); the newest message stays in view.
 */
export function ChatPanel({ booking, id }: { booking: BookingView; id: string }) {
  const [messages, setMessages] = useState<MessageView[]>();
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const bookingId = booking.id;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setMessages(await journeyApi.messages(getApi(null), bookingId));
    } catch (error) {
      console.error('Booking chat: could not load messages', error);
      toast({ title: 'Error', description: 'Failed to load messages. Please try again.', variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  }, [bookingId]);

  useEffect(() => {
    void load();
  }, [load]);

  // Auto-scroll to the newest message.
  useEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      const message = await journeyApi.sendMessage(getApi(null), bookingId, body);
      setMessages((list) => [...(list ?? []).filter((m) => m.id !== message.id), message]);
      setText('');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to send message. Please try again.'), variant: 'destructive' });
    } finally {
      setSending(false);
      input.current?.focus();
    }
  }

  function onKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <section id={id} className="booking-panel booking-chat" aria-label={`Messages about booking #${booking.reference}`}>
      <div className="booking-panel__head">
        <h5 className="booking-panel__title">Chat with your patient coordinator</h5>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void load()} disabled={loading}>
          {loading ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      <div
        ref={list}
        className="booking-chat__scroll"
        role="log"
        aria-live="polite"
        aria-busy={loading || undefined}
        tabIndex={0}
        aria-label="Conversation"
      >
        {messages === undefined ? (
          <p className="muted">{loading ? 'Loading messages…' : 'Messages could not be loaded.'}</p>
        ) : messages.length === 0 ? (
          <p className="muted">No messages yet. Ask your coordinator anything about this booking.</p>
        ) : (
          <ol className="booking-chat__list" aria-label="Messages">
            {messages.map((message) => (
              <li key={message.id} className={`booking-chat__message booking-chat__message--${message.senderRole}`}>
                <p className="booking-chat__meta">
                  <strong>{message.senderRole === 'patient' ? 'You' : message.senderName}</strong>{' '}
                  <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
                </p>
                <p className="booking-chat__body">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      <form className="booking-chat__form" onSubmit={send}>
        <div className="field">
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea
            ref={input}
            id={`${id}-message`}
            rows={2}
            maxLength={4000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="muted field__hint">
            Press Enter to send, Shift+Enter for a new line. We reply within 24 hours.
          </p>
        </div>
        <button type="submit" className="btn btn--primary" disabled={sending || !text.trim()}>
          {sending ? 'Sending...' : 'Send'}
        </button>
      </form>
    </section>
  );
}

let contactRequest: Promise<CoordinatorContact> | undefined;

/** The coordinators' contact details, asked once per visit. */
function coordinatorContact(): Promise<CoordinatorContact> {
  contactRequest ??= journeyApi.contact(getApi(null)).catch((error: unknown) => {
    contactRequest = undefined;
    throw error;
  });
  return contactRequest;
}

/** "Call" of a booking card: the coordinator's phone (tel: link), WhatsApp, email and hours. */
export function CallPanel({ booking, id }: { booking: BookingView; id: string }) {
  const [contact, setContact] = useState<CoordinatorContact>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    coordinatorContact().then(
      (value) => live && setContact(value),
      (error: unknown) => {
        console.error('Booking call: could not load the contact details', error);
        if (!live) return;
        setFailed(true);
        toast({ title: 'Error', description: 'Failed to load contact details. Please try again.', variant: 'destructive' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const whatsappText = encodeURIComponent(`Hello, I have a question about my booking #${booking.reference}.`);

  return (
    <section id={id} className="booking-panel" aria-label={`Call about booking #${booking.reference}`}>
      <h5 className="booking-panel__title">Talk to your patient coordinator</h5>
      {contact ? (
        <>
          <ul className="call-options">
            <li>
              <span className="label">Phone</span>
              <a className="btn btn--primary btn--small" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                {`Call ${contact.phone}`}
              </a>
            </li>
            <li>
              <span className="label">WhatsApp</span>
              <a
                className="btn btn--secondary btn--small"
                href={`${contact.whatsappUrl}?text=${whatsappText}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Message on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <span className="label">Email</span>
              <a href={`mailto:${contact.email}?subject=${encodeURIComponent(`Booking #${booking.reference}`)}`}>{contact.email}</a>
            </li>
          </ul>
          {contact.officeHours.length > 0 && (
            <>
              <p className="label">Office hours</p>
              <ul className="plain-list small">
                {contact.officeHours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <p className="muted small">Please mention your booking reference #{booking.reference}.</p>
        </>
      ) : (
        <p className="muted">{failed ? 'Contact details could not be loaded.' : 'Loading contact details…'}</p>
      )}
    </section>
  );
}
