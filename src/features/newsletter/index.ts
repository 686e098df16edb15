/**
 * The Newsletter plugin's ajax subscription form (`form.tnp-ajax`): native checks, then
 * `POST {action_url}?action=tnp&na=sa`; the site's HTML reply replaces the form's contents.
 * Beyond the plugin: busy state, one submission at a time, the result announced, and an
 * HTTP or network failure (or no answer within 30 s) shown as text with the visitor's values kept.
 */
import { PlainObjectSchema, readGlobal } from '../../lib/globals';
import { emit, featureEvent } from '../../lib/events';
import type { Feature } from '../../core/registry';
import { announce } from '../../lib/a11y';
import { formOwn } from '../../lib/dom';
import { MESSAGE_OFFLINE, withTimeout } from '../../lib/http';
import { definition } from './definition';

export const MESSAGE_FAILED = 'Registration failed.';
/** A subscription the site has not answered within this time fails as offline, values kept. */
export const SUBMIT_TIMEOUT_MS = 30000;
const DEFAULT_ACTION = '/wp-admin/admin-ajax.php';

export function actionUrl(): string {
  const config = readGlobal('newsletter_data', PlainObjectSchema);
  const base = typeof config?.action_url === 'string' && config.action_url ? config.action_url : DEFAULT_ACTION;
  return `${base}${base.includes('?') ? '&' : '?'}action=tnp&na=sa`;
}

export const newsletter: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(element, ctx) {
    const form = element as HTMLFormElement;
    let busy = false;
    let error: HTMLElement | null = null;
    const fail = (message: string): void => {
      ctx.quietly(() => {
        error ??= form.ownerDocument.createElement('p');
        error.className = 'tnp-error';
        error.setAttribute('role', 'alert');
        error.textContent = message;
        form.append(error);
      });
    };
    const submit = async (): Promise<void> => {
      busy = true;
      form.setAttribute('aria-busy', 'true');
      error?.remove();
      // A server that never answers gives up after SUBMIT_TIMEOUT_MS as a network failure would.
      const timeout = withTimeout(SUBMIT_TIMEOUT_MS, ctx.signal);
      try {
        const response = await fetch(actionUrl(), { method: 'POST', body: new FormData(form), credentials: 'same-origin', signal: timeout.signal });
        const html = await response.text();
        // An error reply is a whole error page: its text is not shown, the plugin's message is.
        if (!response.ok) return fail(MESSAGE_FAILED);
        // The reply is the site's own HTML for this place (SPEC §7).
        form.innerHTML = html;
        form.tabIndex = -1;
        form.focus();
        announce(form.textContent?.trim() ?? '');
        emit(form, featureEvent('newsletter', 'submitted'), { form });
      } catch {
        if (!ctx.signal.aborted) fail(MESSAGE_OFFLINE);
      } finally {
        timeout.clear();
        busy = false;
        form.removeAttribute('aria-busy');
      }
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy || !formOwn(form, 'reportValidity')()) return;
      // Settles whatever the server does: every failure ends in `fail`, and `finally` frees the form.
      void submit();
    }, { signal: ctx.signal });
    return undefined;
  },
};

export default newsletter;
