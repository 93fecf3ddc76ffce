import { useNavigation } from 'react-router';
import type { BookingView, RecordShareView, RecordView } from '@medtour/contracts';
import { Form, Link } from '../i18n/links';
import { FormError, Intent, NoScriptNotice, useFormAction } from '../account/forms';
import { formIntent } from '../api/intent';
import { formatDay } from '../format-more';
import { type Translate, useLocale, useT } from '../i18n/messages';
import { SHARE_RECORDS_INTENT, WITHDRAW_SHARE_INTENT } from './api';

/*
 * Issue 53, consent to share: a booking's hospital sees the patient's records only when the patient
 * ticks them here. Staff then send the hospital a link that expires; each opening (the list, or a
 * record downloaded) is shown under the consent, which the patient can withdraw at any time (the link
 * stops at once). Forms of the journey's action, with or without JavaScript.
 */

/** What the action answers for these forms: the booking (whose card shows it) and, refused, the records ticked. */
interface ShareAnswer {
  bookingId: string;
  shareId: string;
  recordIds: string[];
}

/** A consent's state, as its badge says it (when it was withdrawn or expired). */
function stateText(t: Translate, share: RecordShareView, day: (value: string) => string): string {
  if (share.state === 'withdrawn') return t('bookings.share.state.withdrawn', { date: day(share.withdrawnAt ?? share.createdAt) });
  if (share.state === 'expired') return t('bookings.share.state.expired', { date: day(share.expiresAt ?? share.createdAt) });
  return t('bookings.share.state.active');
}

/** Where the hospital's link stands: sent (until when it works), or not yet. */
function linkText(t: Translate, share: RecordShareView, day: (value: string) => string): string {
  if (share.linkSentAt) {
    return share.state === 'active' && share.expiresAt
      ? t('bookings.share.linkSent', { sent: day(share.linkSentAt), until: day(share.expiresAt) })
      : t('bookings.share.linkSentEnded', { sent: day(share.linkSentAt) });
  }
  return share.state === 'active' ? t('bookings.share.linkNotSent') : t('bookings.share.linkNeverSent');
}

/** One consent: its records, state, link and the hospital's openings, and its withdrawal while in force. */
function Consent({ booking, share, busy }: { booking: BookingView; share: RecordShareView; busy: boolean }) {
  const t = useT();
  const locale = useLocale();
  const day = (value: string) => formatDay(value, locale);
  const names = new Map(share.records.map((record) => [record.id, record.name]));
  const nameId = `share-${share.id}-records`;
  return (
    <li className="records__item">
      <div className="records__info">
        <span className="booking__label">{t('bookings.share.records')}</span>
        <span id={nameId} className="records__name">
          {share.records.length
            ? share.records.map((record) => record.name).join(t('journey.list.separator'))
            : t('bookings.share.recordsRemoved')}
        </span>
        <span>
          <span className={share.state === 'active' ? 'badge badge--success' : 'badge'}>{stateText(t, share, day)}</span>
        </span>
        <span className="muted small">{t('bookings.share.created', { date: day(share.createdAt) })}</span>
        <span className="small">{linkText(t, share, day)}</span>
        {share.openings.length ? (
          <ul className="small" aria-label={t('bookings.share.openings')}>
            {share.openings.map((opening, index) => (
              <li key={`${opening.openedAt}-${index}`}>
                {opening.recordId === null
                  ? t('bookings.share.opened', { date: day(opening.openedAt) })
                  : names.has(opening.recordId)
                    ? t('bookings.share.downloaded', { name: names.get(opening.recordId)!, date: day(opening.openedAt) })
                    : t('bookings.share.downloadedRemoved', { date: day(opening.openedAt) })}
              </li>
            ))}
          </ul>
        ) : (
          share.linkSentAt && <span className="muted small">{t('bookings.share.notOpened')}</span>
        )}
      </div>
      {share.state === 'active' && (
        <div className="records__actions">
          <Form method="post" preventScrollReset>
            <Intent value={WITHDRAW_SHARE_INTENT} />
            <input type="hidden" name="bookingId" value={booking.id} />
            <input type="hidden" name="shareId" value={share.id} />
            <button type="submit" className="btn btn--danger btn--small" aria-describedby={nameId} disabled={busy}>
              {t('bookings.share.withdraw')}
            </button>
          </Form>
        </div>
      )}
    </li>
  );
}

/**
 * "Share records with <hospital>" on a booking's card (not a cancelled one): the patient's uploaded
 * records to tick, then the booking's consents, newest first. `shares` is null when they failed to load.
 */
export function RecordShares({
  booking,
  records,
  recordsFailed,
  shares,
}: {
  booking: BookingView;
  records: RecordView[];
  recordsFailed: boolean;
  shares: RecordShareView[] | null;
}) {
  const t = useT();
  const base = `booking-${booking.id}-shares`;
  const hospital = booking.hospital.name;
  const mine = (result: { bookingId?: string }) => result.bookingId === booking.id;
  const sharedToast = { title: t('bookings.share.shared.title'), description: t('bookings.share.shared.description', { hospital }) };
  const withdrawnToast = {
    title: t('bookings.share.withdrawn.title'),
    description: t('bookings.share.withdrawn.description', { hospital }),
  };
  // Every card reads the answers; the one of its booking says it (a refusal in place, not as a toast).
  const shareResult = useFormAction<ShareAnswer>(SHARE_RECORDS_INTENT, {
    done: (result) => (mine(result) ? sharedToast : undefined),
    failed: false,
  }).result;
  const withdrawResult = useFormAction<ShareAnswer>(WITHDRAW_SHARE_INTENT, {
    done: (result) => (mine(result) ? withdrawnToast : undefined),
    failed: false,
  }).result;
  const shared = shareResult && mine(shareResult) ? shareResult : undefined;
  const withdrawn = withdrawResult && mine(withdrawResult) ? withdrawResult : undefined;
  const navigation = useNavigation();
  const sending = (intent: string, shareId?: string) =>
    navigation.state !== 'idle' &&
    formIntent(navigation.formData) === intent &&
    navigation.formData?.get('bookingId') === booking.id &&
    (shareId === undefined || navigation.formData?.get('shareId') === shareId);
  const error = shared && !shared.ok ? shared.errors.recordIds : undefined;
  // Refused: the records sent are ticked again (without JavaScript the page is drawn anew).
  const ticked = new Set(shared && !shared.ok ? (shared.recordIds ?? []) : []);
  const fieldId = `${base}-records`;

  return (
    <section className="booking-share" aria-labelledby={`${base}-title`}>
      <h5 id={`${base}-title`} className="booking-share__title">
        {t('bookings.share.title', { hospital })}
      </h5>
      <p className="muted small">{t('bookings.share.intro', { hospital })}</p>
      <NoScriptNotice toast={shared?.ok ? sharedToast : withdrawn?.ok ? withdrawnToast : undefined} />
      {recordsFailed ? (
        <p className="small">{t('bookings.share.recordsFailed')}</p>
      ) : records.length === 0 ? (
        <p className="small">
          {t('bookings.share.noRecords')} <Link to="/dashboard?step=diagnosis">{t('bookings.share.upload')}</Link>
        </p>
      ) : (
        // A new, empty form once a consent is given (with JavaScript the page stays).
        <Form method="post" preventScrollReset key={shared?.ok ? shared.shareId : 'form'} noValidate>
          <Intent value={SHARE_RECORDS_INTENT} />
          <input type="hidden" name="bookingId" value={booking.id} />
          <fieldset id={fieldId} className="field assessment-question__choices" aria-describedby={error ? `${fieldId}-error` : undefined}>
            <legend>{t('bookings.share.legend')}</legend>
            {records.map((record) => (
              <label key={record.id} className="journey-check">
                <input type="checkbox" name="recordIds" value={record.id} defaultChecked={ticked.has(record.id)} />
                {record.name}
              </label>
            ))}
            {error && (
              <p id={`${fieldId}-error`} className="field__error" role="alert">
                {error}
              </p>
            )}
          </fieldset>
          <FormError result={shared} />
          <button type="submit" className="btn btn--primary btn--small" disabled={sending(SHARE_RECORDS_INTENT)}>
            {t('bookings.share.submit')}
          </button>
        </Form>
      )}
      <FormError result={withdrawn} />
      {shares === null ? (
        <p className="notice notice--error small">{t('bookings.share.consentsFailed')}</p>
      ) : (
        shares.length > 0 && (
          <ul className="records booking-shares" aria-label={t('bookings.share.consents', { hospital })}>
            {shares.map((share) => (
              <Consent key={share.id} booking={booking} share={share} busy={sending(WITHDRAW_SHARE_INTENT, share.id)} />
            ))}
          </ul>
        )
      )}
    </section>
  );
}
