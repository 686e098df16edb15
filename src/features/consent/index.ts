/**
 * Cookie consent: a drop-in for Complianz's front end. Mounted on `<body>` of a page with
 * Complianz's configuration it starts consent (after the geo-ip call when `geoip` is on, and
 * after Complianz's list of bots where the user agent may be one: part packs consent-geoip and
 * consent-bots); mounted on blocked markup (now or added later) it keeps that markup inert, with
 * a placeholder (part pack consent-placeholders), until the visitor allows it. What lets the
 * markup in is the part pack consent-choice (choice.ts).
 */
import type { Feature } from '../../core/registry';
import type { FacadePack } from '../../core/start';
import { installEarlyApi } from './api';
import { isWatched, unwatch, watch } from './activate';
import { CONSENT_FEATURE, consentSelector } from './presence';
import { readComplianz } from '../../lib/complianz';
import { readConfig, useBot, useConfig, flag } from './config';
import { AJAX_POLL_MS, BLOCKED_SELECTOR, BOT_HINTS, CONSENT_BOTS_PACK, CONSENT_GEOIP_PACK, CONSENT_PLACEHOLDERS_PACK } from './constants';
import { poll } from '../../lib/timers';
import { wireWhenNeeded } from '../../lib/idle';
import { scheduleFlush, startConsent } from './controller';
import { useChoiceLoader } from './choice';
import type { ConsentBotsPack } from './packs/consent-bots';
import type { ConsentGeoipPack } from './packs/consent-geoip';
import type { ConsentPlaceholdersPack } from './packs/consent-placeholders';
import { partPack } from './rest-calls';

const seen = new WeakSet<Element>();

// Name and selector from presence.ts, as the definition has them (the definition is the main
// script's).
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
      // Its code is a part pack (placeholder-add.ts), loaded at the first placeholder a page needs.
      const placeholder = element.matches('.cmplz-placeholder-element,img.cmplz-image')
        ? wireWhenNeeded(element, ctx, () => {
          if (!isWatched(element)) return;
          void partPack<ConsentPlaceholdersPack>(ctx, CONSENT_PLACEHOLDERS_PACK).then((pack) => {
            if (pack && isWatched(element)) ctx.quietly(() => pack.addPlaceholder(element));
          });
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
    useChoiceLoader(ctx);
    // Markup that becomes blocked without being added (attributes set by ajax code) is found by
    // polling, only when the site asks for it.
    if (flag('block_ajax_content')) {
      poll(() => document.querySelectorAll(BLOCKED_SELECTOR).forEach((found) => {
        if (!seen.has(found)) consent.mount(found, ctx);
      }), AJAX_POLL_MS, { signal: ctx.signal });
    }
    // Complianz's list of bots is a part pack, asked for only where the user agent may be one.
    const agent = navigator.userAgent;
    const mayBeBot = BOT_HINTS.test(agent);
    if (!flag('geoip') && !mayBeBot) return startConsent(ctx);
    let stop: (() => void) | undefined;
    void Promise.all([
      flag('geoip') ? partPack<ConsentGeoipPack>(ctx, CONSENT_GEOIP_PACK).then((pack) => (pack ? pack.userData(ctx, ctx.signal) : {})) : {},
      mayBeBot && partPack<ConsentBotsPack>(ctx, CONSENT_BOTS_PACK).then((pack) => pack?.isBot(agent)),
    ]).then(([data, bot]) => {
      if (ctx.signal.aborted) return;
      Object.assign(config, data);
      useBot(bot === true);
      stop = startConsent(ctx);
    });
    return () => stop?.();
  },
};

/**
 * What the pack gives besides the feature: Complianz's window API and the WP Consent API's,
 * installed as the pack defines itself where the page carries Complianz's configuration
 * (definition.ts).
 */
export const packExports: FacadePack = { setups: { [CONSENT_FEATURE]: installEarlyApi } };

export default consent;
