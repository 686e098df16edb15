/**
 * `mejs.i18n` as MediaElement exposes it, in the size a facade needs: `lang`, `language(code,
 * strings)` and `t(message, count)`, with WordPress's `mejsL10n` (the site's language and its
 * strings) set up as MediaElement sets it. A string the tables lack is its key, as in
 * MediaElement; MediaElement's own English table and plural forms are not carried (WordPress's
 * strings have no plurals). `t` escapes HTML, as MediaElement's does, since callers insert it as
 * markup.
 */
import { isRecord, ownRecord } from '../../../lib/globals';
import { ownValue } from '../../../lib/own';
import { L10N_GLOBAL, LANGUAGE_CODE } from '../constants';

export interface MejsI18n {
  lang: string;
  language(code?: unknown, strings?: unknown): string;
  t(message: unknown, pluralParam?: unknown): unknown;
  [language: string]: unknown;
}


const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

export function createI18n(): MejsI18n {
  const i18n: MejsI18n = {
    lang: 'en',
    language(...args: unknown[]): string {
      if (!args.length) return i18n.lang;
      const [code, strings] = args;
      if (typeof code !== 'string') throw new TypeError('Language code must be a string value');
      if (!LANGUAGE_CODE.test(code)) {
        throw new TypeError('Language code must have format 2-3 letters and. optionally, hyphen, underscore followed by 2 more letters');
      }
      i18n.lang = code;
      if (isRecord(strings)) i18n[code] = strings;
      else if (!Object.hasOwn(i18n, code)) i18n[code] = {};
      return i18n.lang;
    },
    t(message: unknown, pluralParam: unknown = null): unknown {
      if (typeof message !== 'string' || !message) return message;
      const table = ownValue(i18n, i18n.lang);
      const found = isRecord(table) ? ownValue(table, message) : undefined;
      let text = typeof found === 'string' && found ? found : message;
      if (typeof pluralParam === 'number') text = text.replace('%1', String(pluralParam));
      return escapeHtml(text);
    },
  };
  // `mejsL10n`: its language code and strings, read by hand in the main script.
  const l10n = ownRecord(L10N_GLOBAL);
  const language = l10n?.['language'];
  const strings = l10n?.['strings'];
  if (typeof language === 'string' && language) {
    try {
      i18n.language(language, isRecord(strings) ? strings : undefined);
    } catch {
      // A language code MediaElement would refuse: its strings stay unused, English keys answer.
    }
  }
  return i18n;
}
