import type { Locale } from '@medtour/contracts';
import { preferredLocale } from './accept-language';
import { formatMessage } from './format-message';
import { messagesFor } from './catalogues.server';
import type { LanguageSuggestion } from '../site';
import { cookieValue, LANGUAGE_COOKIE } from '../api/preferences.server';

/**
 * The language to suggest on this page: the browser's preferred one among ours, when it is not the
 * page's and the visitor has not chosen one yet (the `lang` cookie, set by the switcher and by the
 * suggestion's links). A suggestion only: the page is never redirected.
 */
export function languageSuggestion(request: Request, page: Locale): LanguageSuggestion | undefined {
  if (cookieValue(request, LANGUAGE_COOKIE) !== null) return undefined;
  const locale = preferredLocale(request.headers.get('accept-language'));
  if (!locale || locale === page) return undefined;
  const messages = messagesFor(locale, 'common');
  return {
    locale,
    text: formatMessage(messages['common.suggest.text']!, locale),
    accept: formatMessage(messages['common.suggest.accept']!, locale),
  };
}
