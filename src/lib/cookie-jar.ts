/**
 * Reading the page's cookies. The main script (consent's `cmplz_*` reads) and the packs both
 * read them: the main script carries this file and publishes it to the packs (a host module,
 * core/module-map.ts). Writing them is cookies.ts's.
 */
import { decodeText } from './url';

/** Every cookie of the page as a name → value map. */
export function readCookies(doc: Document = document): Map<string, string> {
  const cookies = new Map<string, string>();
  const jar = doc.cookie;
  if (!jar) return cookies;
  for (const pair of jar.split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decodeText(at < 0 ? '' : pair.slice(at + 1).trim()));
  }
  return cookies;
}
