/**
 * The banner's stylesheet (`css_file` with the consent type and banner id filled in): one link
 * a page, reused when the banner is mounted again; the banner shows once it has loaded or failed.
 */
import { str } from './config';
import { MESSAGE_FALLBACK_CSS } from './messages';
import { safeUrl } from '../../lib/url';

/** Airlift's banner stylesheet links that have loaded or failed. */
const settledSheets = new WeakSet<HTMLLinkElement>();
const SHEET_MARK = 'data-airlift-banner-css';

export function loadStylesheet(onReady: () => void, signal: AbortSignal): void {
  const file = str('css_file');
  if (!file) return onReady();
  if (file.includes('cookiebanner/css/defaults/banner')) console.log(MESSAGE_FALLBACK_CSS);
  const href = safeUrl(file.replace('{type}', str('consenttype')).replace('{banner_id}', str('user_banner_id')));
  // Only a web address becomes the stylesheet link; the banner then shows without it.
  if (href === null) return onReady();
  // One link a page: a banner mounted again (teardown and scan, ajax navigation) reuses it.
  let link = Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${SHEET_MARK}]`)).find((found) => found.getAttribute('href') === href);
  if (link && settledSheets.has(link)) return onReady();
  if (!link) {
    const created = document.createElement('link');
    created.rel = 'stylesheet';
    created.href = href;
    created.setAttribute(SHEET_MARK, '');
    const settle = (): void => void settledSheets.add(created);
    created.addEventListener('load', settle, { once: true });
    created.addEventListener('error', settle, { once: true });
    document.head.append(created);
    link = created;
  }
  link.addEventListener('load', onReady, { signal });
  // A missing stylesheet must not hide the choice from the visitor.
  link.addEventListener('error', onReady, { signal });
}
