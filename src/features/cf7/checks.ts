/**
 * Value checks with the semantics of Contact Form 7 6.x on the server (SPEC §5), so the
 * browser never rejects what the server would accept.
 */
import { EMAIL_MIN_LENGTH, TEL_MAX_LENGTH, TEL_MIN_LENGTH, URL_PROTOCOLS } from './rule-constants';

/** Trims every Unicode white space and U+FEFF, as the server does before each rule. */
export const trimValue = (text: string): string => text.replace(/^[\s\uFEFF]+|[\s\uFEFF]+$/gu, '');

/** WordPress `is_email`: permitted local characters, one @, two or more labels without edge hyphens. */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i;
export const isEmail = (text: string): boolean => text.length >= EMAIL_MIN_LENGTH && EMAIL.test(text);

/** `wpcf7_is_url`: a scheme among WordPress's allowed protocols. */
export function isUrl(text: string): boolean {
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text);
  return Boolean(scheme && URL_PROTOCOLS.includes(scheme[1]!));
}

/** `wpcf7_is_tel`: extension dropped, separators stripped, `00` → `+`, 6–15 characters. */
export function isTel(text: string): boolean {
  let tel = text.replace(/[#*].*$/s, '').replace(/[()/.\s-]+/g, '');
  if (tel.startsWith('00')) tel = `+${tel.slice(2)}`;
  return /^\+?\d+$/.test(tel) && tel.length >= TEL_MIN_LENGTH && tel.length <= TEL_MAX_LENGTH;
}

/** `wpcf7_is_number`. */
export const isNumber = (text: string): boolean => /^-?(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(text);

/** The UTC midnight of a YYYY-MM-DD string that exists in the Gregorian calendar, or null. */
function calendarDate(text: string): Date | null {
  const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(0);
  date.setUTCFullYear(+match[1]!, +match[2]! - 1, +match[3]!);
  return date.getUTCMonth() === +match[2]! - 1 && date.getUTCDate() === +match[3]! ? date : null;
}

export const isDate = (text: string): boolean => calendarDate(text) !== null;

/** HH:MM or HH:MM:SS within 00:00:00–23:59:59. */
export const isTime = (text: string): boolean => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text);

/** ISO day of the week (1 = Monday … 7 = Sunday) of a calendar date, in no time zone. */
export function dayOfWeek(text: string): number | null {
  const date = calendarDate(text);
  return date && (date.getUTCDay() || 7);
}

/** Whether a file matches an accept list of extensions (`.pdf`) and MIME types (`image/*`). */
export function fileAccepted(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const mime = file.type.toLowerCase();
  return accept.some((entry) => {
    const type = entry.trim().toLowerCase();
    if (type[0] === '.') return name.endsWith(type);
    if (!type.includes('/')) return name.endsWith(`.${type}`);
    // A browser that cannot tell the type leaves the decision to the server.
    return !mime || (type.endsWith('/*') ? mime.startsWith(type.slice(0, -1)) : mime === type);
  });
}

/** Whether `value` lies on the step grid `base + k·interval`, with 6-decimal tolerance. */
export function onStep(value: number, base: number, interval: number): boolean {
  if (!(interval > 0)) return true;
  const remainder = Math.abs((value - base) % interval);
  return [remainder, remainder - interval].some((gap) => Math.abs(gap).toFixed(6) === '0.000000');
}
