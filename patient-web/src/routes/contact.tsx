import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/contact';
import { done, field, NETWORK_ERROR, readForm, refused, type FormResult } from '../api/actions';
import { catalogueApi, type ContactMessageInput } from '../api/catalogue';
import { getApi } from '../api/client';
import { Intent, useFormAction } from '../account/forms';
import { PageIntro } from '../components/PageIntro';
import { routeMeta } from '../seo';
import { localeOf } from '../i18n/messages';
import { authHref, useSiteData, WEBSITE } from '../site';
import { CONTACT_COUNTRIES, CONTACT_QUESTIONS, type CoordinatorContact, TREATMENT_INTERESTS, TEXT_LIMITS } from '@medtour/contracts';

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
    if (answer.init?.status === 400) answer.data.message = 'Please correct the highlighted fields.';
    return answer;
  }
}

export const meta = routeMeta(() => ({
  title: 'Contact Us',
  description:
    'Talk to our patient care team: we reply within 24 hours. Office hours Mon-Fri 9:00 AM-6:00 PM MYT, with 24/7 emergency support.',
}));

/** The contact cards: our website, and the coordinators' email, phone and WhatsApp from Settings. */
function ContactCards({ contact }: { contact: CoordinatorContact | null }) {
  const cards = [
    { title: 'Website', href: WEBSITE.href, text: WEBSITE.text },
    ...(contact
      ? [
          { title: 'Email', href: `mailto:${contact.email}`, text: contact.email },
          { title: 'Phone', href: contact.phoneHref, text: contact.phone },
          { title: 'WhatsApp', href: contact.whatsappUrl, text: contact.whatsapp },
        ]
      : []),
  ];
  return (
    <ul className="grid grid--4">
      {cards.map((card) => (
        <li key={card.title} className="card card--plain contact-card">
          <h2 className="label">{card.title}</h2>
          <a href={card.href}>{card.text}</a>
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
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="muted"> (optional)</span> : <span aria-hidden="true"> *</span>}
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
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  return (
    <Form method="post" className="contact-form" aria-labelledby="form-title">
      <Intent value="contact" />
      <h2 id="form-title">Send Us a Message</h2>
      <p className="muted">Fields marked * are required.</p>
      {failed && (
        <p className="notice notice--error" role="alert">
          {failed.message}
        </p>
      )}
      <div className="form-grid">
        <Field name="name" label="Full Name" error={errors.name}>
          {(props) => <input {...props} type="text" autoComplete="name" required maxLength={TEXT_LIMITS.name} defaultValue={values.name} />}
        </Field>
        <Field name="email" label="Email" error={errors.email}>
          {(props) => (
            <input {...props} type="email" autoComplete="email" required maxLength={TEXT_LIMITS.email} defaultValue={values.email} />
          )}
        </Field>
        <Field name="phone" label="Phone" optional error={errors.phone}>
          {(props) => <input {...props} type="tel" autoComplete="tel" maxLength={40} defaultValue={values.phone} />}
        </Field>
        <Field name="country" label="Country" error={errors.country}>
          {(props) => (
            <select {...props} required defaultValue={values.country ?? ''}>
              <option value="" disabled>
                Select your country
              </option>
              {CONTACT_COUNTRIES.map((country) => (
                <option key={country}>{country}</option>
              ))}
            </select>
          )}
        </Field>
        <Field name="treatmentInterest" label="Treatment Interest" optional error={errors.treatmentInterest}>
          {(props) => (
            <select {...props} defaultValue={values.treatmentInterest ?? ''}>
              <option value="">Select a treatment</option>
              {TREATMENT_INTERESTS.map((interest) => (
                <option key={interest}>{interest}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field name="message" label="Message" error={errors.message}>
        {(props) => <textarea {...props} required rows={6} maxLength={TEXT_LIMITS.longText} defaultValue={values.message} />}
      </Field>
      <button type="submit" className="btn btn--primary btn--large" disabled={busy}>
        {busy ? 'Sending...' : 'Send Message'}
      </button>
    </Form>
  );
}

/** Shown instead of the form once the message is stored; takes the focus so it is announced. */
function Confirmation({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        Message sent
      </h2>
      <p>{message}</p>
      <p>We have sent a confirmation to your email address.</p>
      <p className="button-row">
        <Link to={authHref()} className="btn btn--primary">
          Schedule a Free Consultation
        </Link>
        <Link to="/patient-guide" className="btn btn--secondary">
          Read the Patient Guide
        </Link>
      </p>
    </div>
  );
}

/** The contact page (spec §2 "Contact page"). */
export default function Component() {
  // The page says what happened (the confirmation, or the problem above the form): no toasts.
  const { result, busy } = useFormAction<{ values: Partial<Record<FieldName, string>> }>('contact', { failed: false });
  const { contact } = useSiteData();
  return (
    <>
      <PageIntro title="Contact Us">
        <p className="page-intro__lead">Questions about treatment, costs or travel? Our patient care team replies within 24 hours.</p>
        <p className="button-row">
          <Link to={authHref()} className="btn btn--accent btn--large">
            Start Your Journey
          </Link>
        </p>
      </PageIntro>

      <section className="section section--compact" aria-label="Contact details">
        <div className="container">
          <ContactCards contact={contact} />
        </div>
      </section>

      <section className="section section--compact" aria-label="Message and office hours">
        <div className="container contact-layout">
          <div className="card">
            {result?.ok ? <Confirmation message={result.message ?? ''} /> : <ContactForm result={result} busy={busy} />}
          </div>
          <div className="contact-side">
            <section className="card card--plain" aria-labelledby="hours-title">
              <h2 id="hours-title">Office Hours</h2>
              {contact ? (
                <ul className="link-list">
                  {contact.officeHours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p>Our office hours cannot be shown right now. Please try again in a few minutes.</p>
              )}
            </section>
            <section className="card card--plain emergency" aria-labelledby="emergency-title">
              <h2 id="emergency-title">Emergency Support</h2>
              <p>Already in treatment and need urgent help? We are available 24/7.</p>
              <ul className="link-list">
                {contact && (
                  <>
                    <li>
                      24/7 hotline: <a href={contact.phoneHref}>{contact.phone}</a>
                    </li>
                    <li>
                      WhatsApp: <a href={contact.whatsappUrl}>{contact.whatsapp}</a>
                    </li>
                  </>
                )}
              </ul>
            </section>
            <section className="card card--plain" aria-labelledby="actions-title">
              <h2 id="actions-title">Quick Actions</h2>
              <ul className="link-list">
                <li>
                  <Link to={authHref()}>Schedule a Free Consultation</Link>
                </li>
                <li>
                  <Link to="/patient-guide">Read the Patient Guide</Link>
                </li>
                <li>
                  <Link to="/treatments">Browse Treatments</Link>
                </li>
              </ul>
            </section>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="questions-title">
        <div className="container">
          <h2 id="questions-title">Common Questions</h2>
          <dl className="grid grid--2 qa-list">
            {CONTACT_QUESTIONS.map((item) => (
              <div key={item.question} className="card card--plain">
                <dt>{item.question}</dt>
                <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
          <p className="section__more">
            <Link to="/patient-guide" className="btn btn--primary">
              View Patient Guide
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
