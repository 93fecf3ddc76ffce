import { Link } from '../i18n/links';
import { type CoordinatorContact, formatUsd, MONEY_BACK_DAYS, type SubscriptionView } from '@medtour/contracts';
import { FormError } from '../account/forms';
import { RouteForm, type RouteFormState } from '../forms/route-form';
import { intlLocale } from '../format';
import type { MessageValues } from '../i18n/format-message';
import { type MessageId, useLocale, useT, withElements } from '../i18n/messages';

/*
 * The Upgrade to Premium card of the journey's Premium area (journey/Premium.tsx), for free patients.
 */

/** How the coordinators can be reached (Settings), or the contact page. */
function CoordinatorHelp({ contact }: { contact: CoordinatorContact | null }) {
  const t = useT();
  return contact
    ? withElements(t, 'premium.help.contact', {
        email: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
        whatsapp: <a href={contact.whatsappUrl}>{t('premium.help.whatsapp', { number: contact.whatsapp })}</a>,
      })
    : withElements(t, 'premium.help.contactPage', { link: <Link to="/contact">{t('premium.help.contactUs')}</Link> });
}

/**
 * The spec's Upgrade to Premium card: the price (Settings), what Premium gives, cancel anytime and the
 * money-back guarantee, and "Upgrade to Premium" (a post to its route, which answers Stripe's
 * page). Without online payment (Stripe not configured) it says so, and who can help.
 */
export function UpgradeOffer({
  subscription,
  contact,
  checkout,
}: {
  subscription: SubscriptionView | null;
  contact: CoordinatorContact | null;
  checkout: RouteFormState<{ url: string }>;
}) {
  const t = useT();
  const locale = useLocale();
  const { result, busy } = checkout;
  // A check that failed (null): the patient is treated as free, and the API says whether it can take the payment.
  const online = subscription?.online ?? true;
  /** A point of the offer: its title in bold, then what it means (one message, in the language's word order). */
  const point = (id: MessageId, title: string, values: MessageValues = {}) =>
    withElements((key, elements) => t(key, { ...values, ...elements }), id, { title: <strong>{title}</strong> });
  return (
    <div className="premium__offer">
      {subscription && (
        <p className="premium__price">
          {withElements(t, 'premium.offer.price', {
            amount: <span className="premium__amount">{formatUsd(subscription.priceUsd, intlLocale(locale))}</span>,
          })}
        </p>
      )}
      <p>{t('premium.offer.intro')}</p>
      <ul className="checks premium__benefits" aria-label={t('premium.offer.benefits')}>
        <li>{point('premium.offer.priority.text', t('premium.offer.priority.title'))}</li>
        <li>{point('premium.offer.matching.text', t('premium.offer.matching.title'))}</li>
      </ul>
      <ul className="premium__promises" aria-label={t('premium.offer.promises')}>
        <li>{point('premium.offer.cancel.text', t('premium.offer.cancel.title'))}</li>
        <li>
          {point('premium.offer.moneyBack.text', t('premium.offer.moneyBack.title', { days: MONEY_BACK_DAYS }), { days: MONEY_BACK_DAYS })}
        </li>
      </ul>
      {!online ? (
        <p className="notice notice--info premium__unavailable">
          {t('premium.offer.offline')} <CoordinatorHelp contact={contact} />
        </p>
      ) : result?.ok && result.url ? (
        <p className="premium__cta">
          <a className="btn btn--primary" href={result.url}>
            {t('premium.offer.continue')}
          </a>
        </p>
      ) : (
        <RouteForm form={checkout} className="premium__cta">
          <button type="submit" className="btn btn--primary" disabled={busy} aria-describedby="premium-secure">
            {busy ? t('premium.offer.processing') : t('premium.upgrade')}
          </button>
        </RouteForm>
      )}
      {online && (
        <p id="premium-secure" className="muted small premium__secure">
          {t('premium.offer.secure')}
        </p>
      )}
      <FormError result={result} />
    </div>
  );
}
