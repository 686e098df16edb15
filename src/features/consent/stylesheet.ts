/**
 * The banner's stylesheet (`css_file` with the consent type and banner id filled in): one link
 * a page (lib/stylesheet), reused when the banner is mounted again; the banner shows once it has
 * loaded or failed, never before loadStylesheet has returned.
 */
import { str } from './config';
import { MESSAGE_FALLBACK_CSS } from './messages';
import { addStyleLink, settleSoon } from '../../lib/stylesheet';
import { safeUrl } from '../../lib/url';

const SHEET_MARK = 'data-airlift-banner-css';

export function loadStylesheet(onReady: () => void, signal: AbortSignal): void {
  const file = str('css_file');
  if (!file) return settleSoon(onReady, signal);
  if (file.includes('cookiebanner/css/defaults/banner')) console.log(MESSAGE_FALLBACK_CSS);
  const href = safeUrl(file.replace('{type}', str('consenttype')).replace('{banner_id}', str('user_banner_id')));
  // Only a web address becomes the stylesheet link; the banner then shows without it. A missing
  // stylesheet settles too, so it never hides the choice from the visitor.
  if (href === null) return settleSoon(onReady, signal);
  addStyleLink(SHEET_MARK, href, onReady, signal);
}
