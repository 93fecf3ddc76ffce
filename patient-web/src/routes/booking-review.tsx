import { useEffect, useRef } from 'react';
import { API_MESSAGES, type PatientReviewForm, REVIEW_LIMITS } from '@medtour/contracts';
import { data } from 'react-router';
import type { Route } from './+types/booking-review';
import { ApiError, getApi, SIGNED_IN_ANSWER } from '../api/client';
import { done, field, readForm, redirectIn, refused, unknownForm } from '../api/actions';
import { failPage } from '../api/load';
import { FormError, Intent, NoScriptNotice, useFormAction } from '../account/forms';
import { describedBy, FieldNotes } from '../components/FieldNotes';
import { formatDay, formatMonth } from '../format-more';
import { messagesFor } from '../i18n/catalogues.server';
import { Form, Link } from '../i18n/links';
import { localeOf, useLocale, useT, type WithMessages } from '../i18n/messages';
import { TextAreaField, focusField } from '../journey/fields';
import { reviewsApi, type ReviewInput } from '../reviews/api';
import { routeMeta } from '../seo';
import { authHref } from '../site';
import '../styles/reviews.css';

type LoaderData = { form: PatientReviewForm } & WithMessages;

/** Signed out (the emailed link opened in another browser): to sign in, and back here after. */
function signInFirst(error: unknown, request: Request, params: Route.LoaderArgs['params']): void {
  if (error instanceof ApiError && error.status === 401) {
    const url = new URL(request.url);
    throw redirectIn(params, authHref(url.pathname + url.search));
  }
}

/**
 * `/dashboard/bookings/:bookingId/review`: the patient's verified review of a completed booking (the
 * invitation email links here). Another patient's booking, or one that does not exist, is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<LoaderData> {
  const locale = localeOf(params);
  try {
    const form = await reviewsApi.form(getApi(context), params.bookingId, locale, request.signal);
    return { form, messages: messagesFor(locale, 'reviews', 'errors') };
  } catch (error) {
    signInFirst(error, request, params);
    // A staff account (reviews are patients' words): the error page, with the API's reason.
    if (error instanceof ApiError && error.status === 403) throw data(null, { status: 403, statusText: 'Forbidden' });
    // The address's booking id is all the API reads: refused, it names no booking (`/dashboard/bookings/-1/review`).
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 404, statusText: 'Not Found' });
    failPage(error, request, 'Booking review');
  }
}

export const meta = routeMeta((_, t) => ({ title: t('reviews.meta.title'), description: t('reviews.meta.description') }));

/** Signed-in pages are never stored by the browser or a proxy. */
export const headers: Route.HeadersFunction = () => SIGNED_IN_ANSWER;

const checked = (form: FormData, name: string) => form.get(name) !== null;

/** The posted rating as the API takes it: a whole number, else the text as typed (the API refuses it with its field error). */
function ratingOf(text: string): number | string {
  return /^\d+$/.test(text.trim()) ? Number(text) : text;
}

/** Writes the review, or saves the changes to it; the API's field errors go back to the form, with the values posted. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = field(form, 'intent');
  if (intent !== 'review') return unknownForm(intent);
  const input: ReviewInput = {
    rating: ratingOf(field(form, 'rating')),
    text: field(form, 'text'),
    successStoryConsent: checked(form, 'successStoryConsent'),
    isAnonymous: checked(form, 'isAnonymous'),
  };
  try {
    const saved = await reviewsApi.save(getApi(context), params.bookingId, localeOf(params), input, field(form, 'mode') === 'edit');
    return done(intent, API_MESSAGES.reviewSaved, { saved: saved.review?.id ?? null });
  } catch (error) {
    signInFirst(error, request, params);
    return refused(intent, error, request, API_MESSAGES.reviewFailed, { posted: { ...input, rating: field(form, 'rating') } });
  }
}

/** Five whole stars as a radio group: each choice is read out ("4 stars"), the stars are only drawn. */
function StarRating({ value, error }: { value: string; error?: string }) {
  const t = useT();
  const id = 'review-rating';
  return (
    <fieldset className="field review-stars" aria-describedby={describedBy(id, error)} aria-invalid={error ? true : undefined}>
      <legend>
        {t('reviews.rating.legend')}
        <span className="required-mark" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="review-stars__choices">
        {Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, i) => i + 1).map((stars) => (
          <label key={stars} className="review-stars__choice">
            <input type="radio" name="rating" value={stars} defaultChecked={value === String(stars)} required />
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="review-stars__label">{t('reviews.rating.star', { count: stars })}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

function ReviewFacts({ form }: { form: PatientReviewForm }) {
  const t = useT();
  const locale = useLocale();
  const { booking } = form;
  return (
    <dl className="fact-list review-facts" aria-label={t('reviews.facts.label')}>
      <div>
        <dt>{t('reviews.facts.hospital')}</dt>
        <dd>
          {booking.hospital.name} <span className="muted">· {booking.hospital.city}</span>
        </dd>
      </div>
      <div>
        <dt>{t('reviews.facts.treatment')}</dt>
        <dd>{booking.treatment ?? t('reviews.facts.consultation')}</dd>
      </div>
      {booking.treatedOn && (
        <div>
          <dt>{t('reviews.facts.when')}</dt>
          <dd>{formatMonth(booking.treatedOn, locale)}</dd>
        </div>
      )}
    </dl>
  );
}

interface Posted {
  rating: string;
  text: string;
  successStoryConsent: boolean;
  isAnonymous: boolean;
}

export default function Component({ loaderData: { form } }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { result, errors, busy } = useFormAction<{ posted: Posted; saved: string | null }>('review', {
    done: (r) => ({ title: t('reviews.saved.title'), description: r.message }),
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The first field the API refused gets the focus (as the other forms of the site do).
  useEffect(() => {
    if (result && !result.ok) focusField(formRef.current, Object.keys(result.errors)[0]);
  }, [result]);

  const { review } = form;
  const posted = result && !result.ok ? result.posted : undefined;
  const values: Posted = posted ?? {
    rating: review ? String(review.rating) : '',
    text: review?.text ?? '',
    successStoryConsent: review?.successStoryConsent ?? false,
    isAnonymous: review?.isAnonymous ?? false,
  };
  const signature = [form.reviewer.firstName, form.reviewer.country].filter(Boolean).join(', ');
  // Values posted are shown again after a refusal: the form is drawn anew with them (uncontrolled fields).
  const formKey = `${review?.updatedAt ?? review?.createdAt ?? 'new'}-${posted ? 'posted' : 'saved'}`;

  return (
    <section className="section section--compact" aria-labelledby="review-title">
      <div className="container review-page">
        <p>
          <Link to="/dashboard">{t('reviews.back')}</Link>
        </p>
        <h1 id="review-title">{review ? t('reviews.titleEdit') : t('reviews.title')}</h1>
        <p className="page-intro__lead">{t('reviews.lead')}</p>
        <ReviewFacts form={form} />

        {review && (
          <div className="notice notice--info" role="status">
            {result?.ok && <strong>{t('reviews.saved.title')} </strong>}
            {t(`reviews.status.${review.status}`)}{' '}
            {form.editable && form.editableUntil && t('reviews.editableUntil', { date: formatDay(form.editableUntil, locale) })}
          </div>
        )}

        {!form.reviewable && !review ? (
          <p className="notice">{t('reviews.notCompleted')}</p>
        ) : review && !form.editable ? (
          <>
            <p className="notice">{t('reviews.closed', { days: REVIEW_LIMITS.editableDays })}</p>
            <h2>{t('reviews.yours')}</h2>
            <p aria-label={t('reviews.rating.legend')}>{'★'.repeat(review.rating)}</p>
            <blockquote>
              <p>{review.text}</p>
            </blockquote>
          </>
        ) : (
          <Form method="post" ref={formRef} key={formKey} className="card review-form" aria-labelledby="review-title" noValidate>
            <Intent value="review" />
            <input type="hidden" name="mode" value={review ? 'edit' : 'create'} />
            <NoScriptNotice
              toast={
                result
                  ? result.ok
                    ? undefined // the status above says it
                    : { title: t('errors.title'), description: result.message, variant: 'destructive' }
                  : undefined
              }
            />
            <StarRating value={values.rating} error={errors.rating} />
            <TextAreaField
              label={t('reviews.text.label')}
              name="text"
              idPrefix="review"
              rows={6}
              required
              defaultValue={values.text}
              error={errors.text}
              hint={t('reviews.text.hint', { max: REVIEW_LIMITS.textMax })}
            />
            <div className="field">
              <label className="review-check">
                <input type="checkbox" name="successStoryConsent" defaultChecked={values.successStoryConsent} />
                {t('reviews.consent.label')}
              </label>
              <FieldNotes id="review-successStoryConsent" error={errors.successStoryConsent} />
            </div>
            <div className="field">
              <label className="review-check">
                <input
                  type="checkbox"
                  name="isAnonymous"
                  defaultChecked={values.isAnonymous}
                  aria-describedby={signature ? 'review-isAnonymous-hint' : undefined}
                />
                {t('reviews.anonymous.label')}
              </label>
              <FieldNotes
                id="review-isAnonymous"
                error={errors.isAnonymous}
                hint={signature ? t('reviews.anonymous.hint', { name: signature }) : undefined}
              />
            </div>
            <FormError result={result} />
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? t('reviews.saving') : review ? t('reviews.submitEdit') : t('reviews.submit')}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
