import { PageIntro } from './PageIntro';
import { useLocale, useT, type MessageId } from '../i18n/messages';
import type { MessageValues } from '../i18n/format-message';
import { SITE_NAME, useSiteData } from '../site';
import { formatDay } from '../format-more';

/** A section of a legal text: its title and its paragraphs, as messages of the `pages` catalogue. */
export interface LegalSection {
  title: MessageId;
  paragraphs: readonly MessageId[];
}

/**
 * A legal text (privacy policy, terms): numbered sections under the page title. Its paragraphs may say
 * `{site}`, `{email}` (the coordinators' email from Settings, or where to find it while Settings
 * cannot be read) and the page's own `values`.
 */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  values,
}: {
  title: MessageId;
  /** The day of the latest change, `YYYY-MM-DD`. */
  updated: string;
  intro: MessageId;
  sections: readonly LegalSection[];
  values?: MessageValues;
}) {
  const t = useT();
  const locale = useLocale();
  const { contact } = useSiteData();
  const paragraphValues = { site: SITE_NAME, email: contact?.email ?? t('pages.legal.contactPage'), ...values };
  const heading = t(title);
  return (
    <>
      <PageIntro title={heading}>
        <p className="page-intro__lead">{t(intro)}</p>
        <p>{t('pages.legal.updated', { date: formatDay(updated, locale) })}</p>
      </PageIntro>
      <section className="section" aria-label={heading}>
        <div className="container container--narrow prose">
          {sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`legal-${index}`}>
              <h2 id={`legal-${index}`}>{`${index + 1}. ${t(section.title)}`}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{t(paragraph, paragraphValues)}</p>
              ))}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
