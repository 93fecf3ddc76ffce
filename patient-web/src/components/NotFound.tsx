import { LOCALE_NAMES, LOCALES, localizedPath } from '@medtour/contracts';
import { Link } from '../i18n/links';
import { useT } from '../i18n/messages';

/**
 * The 404 page, for unknown paths and for anything a loader reports as not found. An address whose
 * first segment is no language of ours (`/xx/…`) lands here in English, so it also offers the site's
 * home in each language.
 */
export function NotFound() {
  const t = useT();
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="status-title">{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.text')}</p>
      <p>
        <Link to="/" className="btn btn--primary">
          {t('common.returnHome')}
        </Link>
      </p>
      <p>{t('common.notFound.languages')}</p>
      <ul className="language-list">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a href={localizedPath(locale, '/')} lang={locale} hrefLang={locale}>
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
