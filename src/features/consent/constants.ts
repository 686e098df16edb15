/** Complianz's constants (SPEC §9) and names, kept exactly. */
export const CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'] as const;
export const SCROLL_DISMISS_PX = 400;
export const RELOAD_DELAY_MS = 500;
export const AJAX_POLL_MS = 2000;
export const CLEAN_INTERVAL_MS = 1000;
export const RESIZE_DEBOUNCE_MS = 500;
export const USER_DATA_KEY = 'cmplz_user_data';
/**
 * The consent feature's part pack of its REST calls (`dist/packs/consent-rest.js`): geo-ip, the
 * server's HTML for consent areas and the manage-consent container, the cookie list for cleaning.
 */
export const CONSENT_REST_PACK = 'consent-rest';
/** The part pack that adds placeholders over blocked embeds and images (`dist/packs/consent-placeholders.js`). */
export const CONSENT_PLACEHOLDERS_PACK = 'consent-placeholders';
/**
 * The part pack that lets blocked content in (`dist/packs/consent-choice.js`), asked for where
 * something is allowed (choice.ts).
 */
export const CONSENT_CHOICE_PACK = 'consent-choice';
export const COOKIE_DATA_KEY = 'cmplz_cookie_data';
export const SPEED_AGENTS = /GTmetrix|pingdom|pingbot|Lighthouse/i;
/**
 * Complianz's list of bots (bot-agents.ts) is the consent feature's part pack `consent-bots`
 * (1 KB gzip), which the pack loads before consent starts only where the user agent holds one
 * of these words: every name on the list holds one (test/unit/consent/bots.test.ts proves it),
 * a browser's user agent none.
 */
export const BOT_HINTS = /bot|craw|spid|arch|find|ndex|goog|http|page|lipp|slur|java|wget|curl|pyth|libw|nutc|bigl|teom|conv|giga|webm|httr|grub|spee|fluf|pans|ips-|yang|voya|cybe|post|link|ezoo|heri|summ|face|yeti|sogo|wotb|ichi|drup|cocc|nteg|site|prox|chan|cc m|g00g|binl|adma|ltx7|bubi|qwan|y!j-|addt/i;
export const CONSENT_BOTS_PACK = 'consent-bots';
/** The part pack of geo-ip user data, loaded where the site has geo-ip on (`dist/packs/consent-geoip.js`). */
export const CONSENT_GEOIP_PACK = 'consent-geoip';
export { BOT_AGENTS } from './bot-agents';
/**
 * Blocked markup, as Complianz's server side rewrites it: scripts with a category or a service,
 * stylesheets, iframes, images and videos with their source held back, placeholders. Each
 * selector of the list is one walk of the page (core/query), so alternatives that share an
 * element type share a selector (`:is()`).
 */
export const BLOCKED_SELECTOR = 'script[type="text/plain"]:is([data-category],[data-service]),'
  + 'link[data-href][data-category],:is(iframe,video,img.cmplz-image)[data-src-cmplz],'
  + '.cmplz-placeholder-element,.cmplz-consent-area.cmplz-placeholder';
/** Google Consent Mode v2 keys by Complianz category. */
export const CONSENT_MODE: Record<string, string[]> = {
  preferences: ['personalization_storage'],
  statistics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};
