import { DEFAULT_LOCALE, type Locale } from '@medtour/contracts';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage, Messages } from './format-message';
import type { Namespace } from './messages';

/**
 * The translations, on the server only: each route's loader sends the namespaces its page needs with
 * its data, so no page's JavaScript carries any page's strings. A catalogue is one JSON file per
 * language and namespace (`contracts/locales/fr/home.json`: one folder per language, which the API
 * reads too), ICU MessageFormat, keyed `namespace.rest`.
 * Messages are compiled here once (Lingui's compiled form), so the browser needs no parser.
 */
const CATALOGUES = '../../../contracts/locales';
// The emails' namespaces (`email*`), the assistant's replies and the data export's README are the API's alone:
// the site's server does not carry them.
const files = import.meta.glob<Record<string, string>>(
  [
    '../../../contracts/locales/*/*.json',
    '!../../../contracts/locales/*/email*.json',
    '!../../../contracts/locales/*/assistantReplies.json',
    '!../../../contracts/locales/*/assistantSafety.json',
    '!../../../contracts/locales/*/dataExport.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

function read(locale: Locale, namespace: Namespace): Record<string, string> {
  return files[`${CATALOGUES}/${locale}/${namespace}.json`] ?? {};
}

const compiled = new Map<string, Messages>();

/** A message of text only is sent as its text (most are), the others in their compiled form. */
function compiledForm(text: string): CompiledMessage {
  const tokens = compileMessage(text);
  return tokens.every((token) => typeof token === 'string') ? tokens.join('') : tokens;
}

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
      catalogue = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compiledForm(text)]));
      compiled.set(key, catalogue);
    }
    Object.assign(messages, catalogue);
  }
  return messages;
}
