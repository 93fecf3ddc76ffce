import type { BookingView, RecordShareView, RecordView } from '@medtour/contracts';
import { Link } from '../i18n/links';
import { FormError, NoScriptNotice } from '../account/forms';
import { RouteForm, useRouteForm } from '../forms/route-form';
import { formatDay } from '../format-more';
import { type Translate, useLocale, useT } from '../i18n/messages';
import { shareRecordsSchema } from './schemas';

/*
 * Issue 53, consent to share: a booking's hospital sees the patient's records only when the patient
 * ticks them here. Staff then send the hospital a link that expires; each opening (the list, or a
 * record downloaded) is shown under the consent, which the patient can withdraw at any time (the link
 * stops at once). Forms of the booking's routes, with or without JavaScript.
 */

/** What the consent's route answers: the consent given and, refused, the records ticked. */
interface ShareAnswer {
  shareId: string;
  recordIds: string[];
}

/** The address of a booking's consents (its forms' routes are below it). */
const sharesPath = (booking: BookingView) => `/dashboard/bookings/${encodeURIComponent(booking.id)}/record-shares`;

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
function Consent({ booking, share }: { booking: BookingView; share: RecordShareView }) {
  const t = useT();
  const locale = useLocale();
  const hospital = booking.hospital.name;
  const withdrawnToast = {
    title: t('bookings.share.withdrawn.title'),
    description: t('bookings.share.withdrawn.description', { hospital }),
  };
  // A refusal is said in place, not as a toast.
  const withdraw = useRouteForm(`${sharesPath(booking)}/${encodeURIComponent(share.id)}/withdraw`, {
    done: () => withdrawnToast,
    failed: false,
  });
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
          <RouteForm form={withdraw}>
            <button type="submit" className="btn btn--danger btn--small" aria-describedby={nameId} disabled={withdraw.busy}>
              {t('bookings.share.withdraw')}
            </button>
          </RouteForm>
        </div>
      )}
      <NoScriptNotice toast={withdraw.result?.ok ? withdrawnToast : undefined} />
      <FormError result={withdraw.result} />
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
  const sharedToast = { title: t('bookings.share.shared.title'), description: t('bookings.share.shared.description', { hospital }) };
  // A refusal is said in place, not as a toast.
  const share = useRouteForm<ShareAnswer>(sharesPath(booking), { schema: shareRecordsSchema, done: () => sharedToast, failed: false });
  const shared = share.result;
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
      <NoScriptNotice toast={shared?.ok ? sharedToast : undefined} />
      {recordsFailed ? (
        <p className="small">{t('bookings.share.recordsFailed')}</p>
      ) : records.length === 0 ? (
        <p className="small">
          {t('bookings.share.noRecords')} <Link to="/dashboard?step=diagnosis">{t('bookings.share.upload')}</Link>
        </p>
      ) : (
        // A new, empty form once a consent is given (with JavaScript the page stays).
        <RouteForm form={share} key={shared?.ok ? shared.shareId : 'form'} noValidate>
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
          <button type="submit" className="btn btn--primary btn--small" disabled={share.busy}>
            {t('bookings.share.submit')}
          </button>
        </RouteForm>
      )}
      {shares === null ? (
        <p className="notice notice--error small">{t('bookings.share.consentsFailed')}</p>
      ) : (
        shares.length > 0 && (
          <ul className="records booking-shares" aria-label={t('bookings.share.consents', { hospital })}>
            {shares.map((consent) => (
              <Consent key={consent.id} booking={booking} share={consent} />
            ))}
          </ul>
        )
      )}
    </section>
  );
}
