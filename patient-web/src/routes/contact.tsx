import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/contact';
import { done, field, NETWORK_ERROR, readForm, refused, saying, type FormResult } from '../api/actions';
import { catalogueApi, type ContactMessageInput } from '../api/catalogue';
import { getApi } from '../api/client';
import { Intent, useFormAction } from '../account/forms';
import { PageIntro } from '../components/PageIntro';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, type MessageId, useT, withElements, type WithMessages } from '../i18n/messages';
import { authHref, useSiteData, WEBSITE } from '../site';
import {
  API_MESSAGES,
  CONTACT_COUNTRIES,
  type ContactCountry,
  type CoordinatorContact,
  type GuideEntryView,
  TREATMENT_INTERESTS,
  type TreatmentInterest,
  TEXT_LIMITS,
} from '@medtour/contracts';

const FIELDS = ['name', 'email', 'phone', 'country', 'treatmentInterest', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

type ContactAnswer = FormResult<{ values: Partial<Record<FieldName, string>> }>;

/**
 * Sends the form to `POST /api/contact` from the server, posted with or without JavaScript. Field
 * errors and the rate limit come back to the form, with the fields as they were sent.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = Object.fromEntries(FIELDS.map((name) => [name, field(form, name)])) as Record<FieldName, string>;
  const input: ContactMessageInput = {
    name: values.name,
    email: values.email,
    country: values.country,
    message: values.message,
    language: localeOf(params),
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.treatmentInterest ? { treatmentInterest: values.treatmentInterest } : {}),
  };
  try {
    return done('contact', (await catalogueApi.sendContactMessage(getApi(context), input, request.signal)).message);
  } catch (error) {
    const answer = refused('contact', error, request, NETWORK_ERROR, { values });
    if (answer.init?.status === 400) saying(answer, API_MESSAGES.correctFields);
    return answer;
  }
}

/**
 * The page's texts, and its common questions as staff wrote them (`/api/guide`, in the page's
 * language). Without them (the API down), the page still offers its contact details and form.
 */
export async function loader({ context, request, params }: Route.LoaderArgs): Promise<{ questions: GuideEntryView[] } & WithMessages> {
  const messages = messagesFor(localeOf(params), 'pages', 'errors');
  try {
    return { questions: (await catalogueApi.guide(getApi(context), localeOf(params), request.signal)).contact, messages };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Contact page: could not load its questions from the API:', error);
    return { questions: [], messages };
  }
}

export const meta = routeMeta((_, t) => ({ title: t('pages.contact.meta.title'), description: t('pages.contact.meta.description') }));

/** What the country options say; the form posts the option itself (the API's value). */
const COUNTRY_LABELS: Record<ContactCountry, MessageId> = {
  Nigeria: 'pages.contact.country.nigeria',
  'South Africa': 'pages.contact.country.southAfrica',
  Kenya: 'pages.contact.country.kenya',
  Ghana: 'pages.contact.country.ghana',
  Uganda: 'pages.contact.country.uganda',
  Tanzania: 'pages.contact.country.tanzania',
  Ethiopia: 'pages.contact.country.ethiopia',
  Morocco: 'pages.contact.country.morocco',
  Egypt: 'pages.contact.country.egypt',
  Algeria: 'pages.contact.country.algeria',
  Other: 'pages.contact.country.other',
};

/** What the treatment-interest options say; the form posts the option itself (the API's value). */
const INTEREST_LABELS: Record<TreatmentInterest, MessageId> = {
  'Orthopedic Surgery': 'pages.contact.interest.orthopedic',
  Cardiology: 'pages.contact.interest.cardiology',
  'Fertility Treatment': 'pages.contact.interest.fertility',
  'Cosmetic Surgery': 'pages.contact.interest.cosmetic',
  'Cancer Treatment': 'pages.contact.interest.cancer',
  'Dental Procedures': 'pages.contact.interest.dental',
  'Eye Surgery': 'pages.contact.interest.eye',
  'General Health Checkup': 'pages.contact.interest.checkup',
  Other: 'pages.contact.interest.other',
};

/** The contact cards: our website, and the coordinators' email, phone and WhatsApp from Settings. */
function ContactCards({ contact }: { contact: CoordinatorContact | null }) {
  const t = useT();
  const cards = [
    { id: 'website', title: t('pages.contact.website'), href: WEBSITE.href, text: WEBSITE.text },
    ...(contact
      ? [
          { id: 'email', title: t('pages.contact.email'), href: `mailto:${contact.email}`, text: contact.email },
          { id: 'phone', title: t('pages.contact.phone'), href: contact.phoneHref, text: contact.phone },
          { id: 'whatsapp', title: t('pages.contact.whatsapp'), href: contact.whatsappUrl, text: contact.whatsapp },
        ]
      : []),
  ];
  return (
    <ul className="grid grid--4">
      {cards.map((card) => (
        <li key={card.id} className="card card--plain contact-card">
          <h2 className="label">{card.title}</h2>
          {/* Addresses and numbers keep their own direction on a right-to-left page (`+60 3-…`, not `…-3 60+`). */}
          <a href={card.href} dir="ltr">
            {card.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Field({
  name,
  label,
  error,
  optional = false,
  children,
}: {
  name: FieldName;
  label: string;
  error?: string;
  optional?: boolean;
  children: (props: { id: string; name: FieldName; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const t = useT();
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="muted">{` ${t('pages.contact.optional')}`}</span> : <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, name, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function ContactForm({ result, busy }: { result: ContactAnswer | undefined; busy: boolean }) {
  const t = useT();
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  return (
    <Form method="post" className="contact-form" aria-labelledby="form-title">
      <Intent value="contact" />
      <h2 id="form-title">{t('pages.contact.form.title')}</h2>
      <p className="muted">{t('pages.contact.form.required')}</p>
      {failed && (
        <p className="notice notice--error" role="alert">
          {failed.message}
        </p>
      )}
      <div className="form-grid">
        <Field name="name" label={t('pages.contact.form.name')} error={errors.name}>
          {(props) => <input {...props} type="text" autoComplete="name" required maxLength={TEXT_LIMITS.name} defaultValue={values.name} />}
        </Field>
        <Field name="email" label={t('pages.contact.email')} error={errors.email}>
          {(props) => (
            <input {...props} type="email" autoComplete="email" required maxLength={TEXT_LIMITS.email} defaultValue={values.email} />
          )}
        </Field>
        <Field name="phone" label={t('pages.contact.phone')} optional error={errors.phone}>
          {(props) => <input {...props} type="tel" autoComplete="tel" maxLength={40} defaultValue={values.phone} />}
        </Field>
        <Field name="country" label={t('pages.contact.form.country')} error={errors.country}>
          {(props) => (
            <select {...props} required defaultValue={values.country ?? ''}>
              <option value="" disabled>
                {t('pages.contact.form.selectCountry')}
              </option>
              {CONTACT_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {t(COUNTRY_LABELS[country])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="treatmentInterest" label={t('pages.contact.form.interest')} optional error={errors.treatmentInterest}>
          {(props) => (
            <select {...props} defaultValue={values.treatmentInterest ?? ''}>
              <option value="">{t('pages.contact.form.selectInterest')}</option>
              {TREATMENT_INTERESTS.map((interest) => (
                <option key={interest} value={interest}>
                  {t(INTEREST_LABELS[interest])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field name="message" label={t('pages.contact.form.message')} error={errors.message}>
        {(props) => <textarea {...props} required rows={6} maxLength={TEXT_LIMITS.longText} defaultValue={values.message} />}
      </Field>
      <button type="submit" className="btn btn--primary btn--large" disabled={busy}>
        {busy ? t('pages.contact.form.sending') : t('pages.contact.form.send')}
      </button>
    </Form>
  );
}

/** Shown instead of the form once the message is stored; takes the focus so it is announced. */
function Confirmation({ message }: { message: string }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('pages.contact.sent.title')}
      </h2>
      <p>{message}</p>
      <p>{t('pages.contact.sent.confirmation')}</p>
      <p className="button-row">
        <Link to={authHref()} className="btn btn--primary">
          {t('pages.contact.consultation')}
        </Link>
        <Link to="/patient-guide" className="btn btn--secondary">
          {t('pages.contact.readGuide')}
        </Link>
      </p>
    </div>
  );
}

/** The contact page (spec §2 "Contact page"). */
export default function Component({ loaderData: { questions } }: Route.ComponentProps) {
  const t = useT();
  // The page says what happened (the confirmation, or the problem above the form): no toasts.
  const { result, busy } = useFormAction<{ values: Partial<Record<FieldName, string>> }>('contact', { failed: false });
  const { contact } = useSiteData();
  return (
    <>
      <PageIntro title={t('pages.contact.title')}>
        <p className="page-intro__lead">{t('pages.contact.lead')}</p>
        <p className="button-row">
          <Link to={authHref()} className="btn btn--accent btn--large">
            {t('common.nav.start')}
          </Link>
        </p>
      </PageIntro>

      <section className="section section--compact" aria-label={t('pages.contact.details')}>
        <div className="container">
          <ContactCards contact={contact} />
        </div>
      </section>

      <section className="section section--compact" aria-label={t('pages.contact.messageAndHours')}>
        <div className="container contact-layout">
          <div className="card">
            {result?.ok ? <Confirmation message={result.message ?? ''} /> : <ContactForm result={result} busy={busy} />}
          </div>
          <div className="contact-side">
            <section className="card card--plain" aria-labelledby="hours-title">
              <h2 id="hours-title">{t('pages.contact.hours.title')}</h2>
              {contact ? (
                <ul className="link-list">
                  {contact.officeHours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p>{t('pages.contact.hours.unavailable')}</p>
              )}
            </section>
            <section className="card card--plain emergency" aria-labelledby="emergency-title">
              <h2 id="emergency-title">{t('pages.contact.emergency.title')}</h2>
              <p>{t('pages.contact.emergency.text')}</p>
              <ul className="link-list">
                {contact && (
                  <>
                    <li>
                      {withElements(t, 'pages.contact.emergency.hotline', {
                        phone: (
                          <a href={contact.phoneHref} dir="ltr">
                            {contact.phone}
                          </a>
                        ),
                      })}
                    </li>
                    <li>
                      {withElements(t, 'pages.contact.emergency.whatsapp', {
                        whatsapp: <a href={contact.whatsappUrl}>{contact.whatsapp}</a>,
                      })}
                    </li>
                  </>
                )}
              </ul>
            </section>
            <section className="card card--plain" aria-labelledby="actions-title">
              <h2 id="actions-title">{t('pages.contact.actions.title')}</h2>
              <ul className="link-list">
                <li>
                  <Link to={authHref()}>{t('pages.contact.consultation')}</Link>
                </li>
                <li>
                  <Link to="/patient-guide">{t('pages.contact.readGuide')}</Link>
                </li>
                <li>
                  <Link to="/treatments">{t('pages.contact.actions.treatments')}</Link>
                </li>
              </ul>
            </section>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="questions-title">
        <div className="container">
          <h2 id="questions-title">{t('pages.contact.questions.title')}</h2>
          {questions.length > 0 && (
            <dl className="grid grid--2 qa-list">
              {questions.map((q) => (
                <div key={q.id} className="card card--plain">
                  <dt>{q.title}</dt>
                  <dd>{q.body}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="section__more">
            <Link to="/patient-guide" className="btn btn--primary">
              {t('pages.contact.questions.guide')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
