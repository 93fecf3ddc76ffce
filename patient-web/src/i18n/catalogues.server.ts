import { DEFAULT_LOCALE, type Locale } from '@medtour/contracts';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Namespace } from './messages';

/**
 * The translations, on the server only: each route's loader sends the namespaces its page needs with
 * its data, so no page's JavaScript carries any page's strings. A catalogue is one JSON file per
 * language and namespace (`locales/fr/home.json`), ICU MessageFormat, keyed `namespace.rest`.
 * Messages are compiled here once (Lingui's compiled form), so the browser needs no parser.
 */
const files = import.meta.glob<Record<string, string>>('./locales/*/*.json', { eager: true, import: 'default' });

function read(locale: Locale, namespace: Namespace): Record<string, string> {
  return files[`./locales/${locale}/${namespace}.json`] ?? {};
}

const compiled = new Map<string, Messages>();

/**
 * A namespace's messages in a language, each one missing there taken from English: a patient sees an
 * English sentence, never a key (the check in npm test keeps the catalogues complete).
 */
export function messagesFor(locale: Locale, ...namespaces: Namespace[]): Messages {
  const messages: Messages = {};
  for (const namespace of namespaces) {
    const key = `${locale}:${namespace}`;
    let catalogue = compiled.get(key);
    if (!catalogue) {
      const source = { ...read(DEFAULT_LOCALE, namespace), ...read(locale, namespace) };
      catalogue = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
      compiled.set(key, catalogue);
    }
    Object.assign(messages, catalogue);
  }
  return messages;
}
