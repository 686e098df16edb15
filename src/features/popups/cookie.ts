/**
 * The box cookie exactly as Boxzilla reads and writes it: `boxzilla_box_{id}=1; expires; path=/`
 * (`=true` by the generation before 3.3, which reads nothing else; plus `SameSite=Lax`, and
 * `Secure` on https). A direct regular expression, as Boxzilla's, keeps
 * this feature within its size budget; `src/lib/cookies` serves general cookies.
 */
import { COOKIE_PREFIX } from './constants';

const HOUR_MS = 3600 * 1000;

/** The box's cookie value (`1`, or `true` from older sites), or undefined. */
export function readBoxCookie(id: string, jar = document.cookie): string | undefined {
  return new RegExp(`(?:^|;)\\s*${COOKIE_PREFIX}${id}=([^;]*)`).exec(jar)?.[1]?.trim();
}

/** The `document.cookie` string that keeps the box from showing by itself for `hours`. */
export function boxCookie(id: string, hours: number, now: number, secure: boolean, value = '1'): string {
  return `${COOKIE_PREFIX}${id}=${value}; expires=${new Date(now + hours * HOUR_MS).toUTCString()}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
