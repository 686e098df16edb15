/**
 * The HTML Complianz's server renders, in the REST calls' part pack (packs/consent-rest.ts): a
 * consent area's blocked content (let-in.ts asks for it) and the manage-consent form
 * (background.ts asks for it).
 */
import type { MountContext } from '../../core/registry';
import { fire, str } from './config';
import { serverHtml } from './rest';
import { scriptKind } from '../../lib/scripts';
import type { ScriptKind } from '../../lib/scripts';

type Context = Pick<MountContext, 'quietly' | 'signal'>;
/** let-in.ts's runScript. */
type RunScript = (script: HTMLScriptElement, nonce: string, quietly: Context['quietly'], kind: ScriptKind) => Promise<void>;

/**
 * A consent area's HTML replaces its placeholder, its scripts run (those the browser would run,
 * as classic scripts or modules, through `run`: let-in.ts's, in the part pack that asked) and the
 * rest is enhanced like any markup added to the page.
 */
export async function fillArea(area: HTMLElement, nonce: string, ctx: Context, run: RunScript): Promise<void> {
  const path = `consent-area/${encodeURIComponent(area.getAttribute('data-post_id') ?? '')}/${encodeURIComponent(area.getAttribute('data-block_id') ?? '')}`;
  const html = await serverHtml(path, ctx.signal);
  if (html === null) return;
  // Not quietly: what the block holds (accordions, embeds) is enhanced like any new markup.
  area.innerHTML = html;
  // Only what the browser would run: data blocks (`text/template`, `application/ld+json`) and
  // `nomodule` scripts stay as they came.
  area.querySelectorAll('script').forEach((script) => {
    const kind = scriptKind(script);
    if (kind) void run(script, nonce, ctx.quietly, kind);
  });
}

/** The manage-consent container gets the server's form (its checkboxes then synced with the cookies). */
export async function fillManageConsent(container: HTMLElement, ctx: Context, syncPage: () => void): Promise<void> {
  const html = await serverHtml(`manage_consent_html?${str('locale')}`, ctx.signal);
  if (html === null) return;
  ctx.quietly(() => {
    container.insertAdjacentHTML('beforeend', html);
    const fallback = document.getElementById('cmplz-manage-consent-container-nojavascript');
    if (fallback) fallback.style.display = 'none';
    container.style.display = 'block';
  });
  syncPage();
  fire('cmplz_manage_consent_container_loaded');
}
