/**
 * Cookie consent: a drop-in for Complianz's front end. Mounted on `<body>` of a page with
 * Complianz's configuration it starts consent
 * (after the geo-ip call when `geoip` is on); mounted on blocked markup (now or added later)
 * it keeps that markup inert, with a placeholder, until the visitor allows it.
 */
import type { Feature } from '../../core/registry';
import { isWatched, unwatch, watch } from './activate';
import { CONSENT_FEATURE, consentSelector } from './presence';
import { readComplianz } from '../../lib/complianz';
import { readConfig, useConfig, flag } from './config';
import { AJAX_POLL_MS, BLOCKED_SELECTOR } from './constants';
import { poll } from '../../lib/timers';
import { wireWhenNeeded } from '../../lib/idle';
import { scheduleFlush, startConsent } from './controller';
import { addPlaceholder } from './placeholders';
import { userData } from './rest-calls';

const seen = new WeakSet<Element>();

// Name and selector from presence.ts, as the definition has them: importing definition.ts would
// carry the Complianz API facade its `setup` installs (main script's) into the pack.
export const consent: Feature = {
  name: CONSENT_FEATURE,
  get selector() {
    return consentSelector();
  },
  mount(element, ctx) {
    if (element !== document.body) {
      if (!readComplianz()) return undefined;
      if (element.getAttribute('data-category') === 'functional' || element.getAttribute('type') === 'application/ld+json') return undefined;
      if (seen.has(element)) return undefined;
      seen.add(element);
      watch(element);
      // The placeholder waits for the viewport or idle time on a page's first scan (lib/idle),
      // and is not added once the content was let in meanwhile.
      const placeholder = element.matches('.cmplz-placeholder-element,img.cmplz-image')
        ? wireWhenNeeded(element, ctx, () => {
          if (isWatched(element)) addPlaceholder(element);
        })
        : undefined;
      scheduleFlush();
      return () => {
        unwatch(element);
        placeholder?.();
      };
    }
    // Consent starts only with settings of their types; blocked markup stays blocked otherwise.
    const config = readConfig();
    if (!config) return undefined;
    useConfig(config);
    // Markup that becomes blocked without being added (attributes set by ajax code) is found by
    // polling, only when the site asks for it.
    if (flag('block_ajax_content')) {
      poll(() => document.querySelectorAll(BLOCKED_SELECTOR).forEach((found) => {
        if (!seen.has(found)) consent.mount(found, ctx);
      }), AJAX_POLL_MS, { signal: ctx.signal });
    }
    if (!flag('geoip')) return startConsent(ctx);
    let stop: (() => void) | undefined;
    void userData(ctx, ctx.signal).then((data) => {
      if (ctx.signal.aborted) return;
      Object.assign(config, data);
      stop = startConsent(ctx);
    });
    return () => stop?.();
  },
};

export default consent;
