import { PageIntro } from './PageIntro';
import { Link } from '../i18n/links';
import { useLocale, useT, withElements, type MessageId } from '../i18n/messages';
import type { MessageValues } from '../i18n/format-message';
import { SITE_NAME, useSiteData } from '../site';
import { formatDay } from '../format-more';

/**
 * A paragraph whose placeholders are links to pages of the site, each with its text (a message):
 * `{ id, links: { download: { to: '/dashboard/account#your-data', text: '…' } } }` for `… {download} …`.
 */
export interface LegalParagraphWithLinks {
  id: MessageId;
  links: Readonly<Record<string, { to: string; text: MessageId }>>;
}

/** A section of a legal text: its title and its paragraphs, as messages of the `pages` catalogue. */
export interface LegalSection {
  title: MessageId;
  paragraphs: readonly (MessageId | LegalParagraphWithLinks)[];
}

/**
 * A legal text (privacy policy, terms): numbered sections under the page title. Its paragraphs may say
 * `{site}`, `{email}` (the coordinators' email from Settings, or where to find it while Settings
 * cannot be read) and the page's own `values`; a paragraph with links says them in its words (`withElements`).
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
  const say = (paragraph: MessageId | LegalParagraphWithLinks) => {
    if (typeof paragraph === 'string') return t(paragraph, paragraphValues);
    const links = Object.entries(paragraph.links).map(([name, link]) => [name, <Link to={link.to}>{t(link.text)}</Link>]);
    return withElements((id, elements) => t(id, { ...paragraphValues, ...elements }), paragraph.id, Object.fromEntries(links));
  };
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
                <p key={typeof paragraph === 'string' ? paragraph : paragraph.id}>{say(paragraph)}</p>
              ))}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
