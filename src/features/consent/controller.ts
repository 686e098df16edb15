/**
 * Starts consent on a page the way Complianz's front end does (conditionally_show_banner):
 * policy-id reset, consent type, DNT/GPC, activation of what is allowed, the banner, the
 * window API, auto-dismiss, manage consent, cookie cleaning and Consent Mode.
 */
import type { MountContext } from '../../core/registry';
import { acceptedCategories, anyServiceConsent, categoryAllowed, highestCategory, policyChanged, serviceAllowed, serviceMap } from './state';
import type { Jar, Settings } from './state';
import { setConsentProvider, notifyConsentChange } from '../../lib/consent';
import { readJson, writeItem } from '../../lib/storage';
import { accepted, acceptAll, effects, fireCategories, integrationCookies, services, setBannerStatus, setConsent, trackStatus, trackedOnce } from './actions';
import { flush } from './activate';
import { publishApi } from './api';
import { enhanceBanner } from './banner';
import type { Banner } from './banner';
import { clearCookies, fire, flag, getConsentCookie, jar, setConsentCookie, settings, speedBot, str } from './config';
import { CATEGORIES } from './constants';
import { consentModeSync } from './gcm';
import { wireControls } from './controls';
import { MESSAGE_DNT } from './messages';
import { isClassToken } from '../../lib/text';
import { autoDismiss, manageConsent, startCleaning } from './background';
import { choicePart, loadChoice, retryChoice } from './choice';

/** The page's CSP nonce, from airlift's own script tag (read while it executes). */
export const ownNonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';

function allowedIn(cookies: Jar, s: Settings, category: string, service?: string | null): boolean {
  if (!service) return categoryAllowed(cookies, s, category);
  if (service === 'general' && anyServiceConsent(cookies, s)) return true;
  return serviceAllowed(cookies, s, service, category);
}

export const allowed = (category: string, service?: string | null): boolean => allowedIn(jar(), settings(), category, service);

/**
 * `allowed` against one reading of the cookies and settings: for checking many elements at
 * once, where no site code runs between the checks to change the cookies.
 */
const allowedNow = (): ((category: string, service?: string | null) => boolean) => {
  const cookies = jar();
  const s = settings();
  return (category, service) => allowedIn(cookies, s, category, service);
};

let started: MountContext | null = null;
let scheduled = false;
let afterAllFired = false;
const firedEvents = new Set<string>(['functional']);
const beforeFired = new Set<string>();

export function scheduleFlush(): void {
  const ctx = started;
  if (!ctx || scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    const categories = accepted();
    for (const category of categories) {
      if (!beforeFired.has(category)) fire('cmplz_before_category', { category, categories, region: str('region') });
      beforeFired.add(category);
    }
    void flush({ allowed: allowedNow, nonce: ownNonce, ctx, loaded: choicePart, load: loadChoice, done: enabled });
  });
}

/** cmplz_enable_category once per category and service, after their scripts ran. */
function enabled(): void {
  const categories = accepted();
  const consented = services();
  const base = { categories, services: consented, region: str('region') };
  for (const category of categories) {
    if (!firedEvents.has(category)) fire('cmplz_enable_category', { ...base, category, service: 'do_not_match' });
    firedEvents.add(category);
  }
  for (const [service, value] of Object.entries(consented)) {
    if (value && !firedEvents.has(`s:${service}`)) fire('cmplz_enable_category', { ...base, category: 'do_not_match', service });
    if (value) firedEvents.add(`s:${service}`);
  }
  if (!afterAllFired) fire('cmplz_run_after_all_scripts', highestCategory(categories));
  afterAllFired = true;
}

function syncPage(): void {
  // One reading of the cookies for all of it: nothing here runs site code until Consent Mode.
  const cookies = jar();
  const s = settings();
  const categories = acceptedCategories(cookies, s);
  const consented = serviceMap(cookies, s);
  // One walk of the page for Complianz's inputs rather than one per class.
  for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[class*="cmplz-"]'))) {
    const classes = input.classList;
    for (const category of CATEGORIES) {
      if (classes.contains(`cmplz-${category}`)) input.checked = category === 'functional' || categoryAllowed(cookies, s, category);
    }
    if (classes.contains('cmplz-accept-service')) {
      input.checked = serviceAllowed(cookies, s, input.getAttribute('data-service') ?? '', input.getAttribute('data-category') ?? 'marketing');
    }
  }
  const body = document.body.classList;
  Array.from(body).filter((name) => name.startsWith('cmplz-') && name !== 'cmplz-document').forEach((name) => body.remove(name));
  // Complianz's body classes; a service, region or consent type whose name holds whitespace
  // (a cookie, a geo-ip reply) cannot be a class and gets none.
  const names = [...categories, ...Object.keys(consented).filter((service) => consented[service]), str('region'), str('consenttype')];
  names.filter(isClassToken).forEach((name) => body.add(`cmplz-${name}`));
  consentModeSync(categories);
}

export function startConsent(ctx: MountContext): () => void {
  const { signal } = ctx;
  started = ctx;
  const s = settings();
  const type = s.consenttype;
  let banner: Banner | null = null;
  let modal = false;
  if (policyChanged(jar(), s, str('current_policy_id'))) {
    clearCookies(s.prefix);
    setConsentCookie('policy_id', str('current_policy_id'));
  }
  // Something to let in now (a returning visitor's choice, an opt-out region, a bot): the part
  // that does it is asked for at once, in parallel with the page's scan; on a first visit in an
  // opt-in region, by the flush that follows the first choice allowing something (choice.ts).
  const cookies = jar();
  if (highestCategory(acceptedCategories(cookies, s)) !== 'functional' || anyServiceConsent(cookies, s)) void loadChoice();
  setConsentProvider(allowed);
  effects.changed = () => {
    // Applied already (cookies, events); letting in what it allows may ask for the part again.
    retryChoice();
    afterAllFired = false;
    syncPage();
    scheduleFlush();
  };
  effects.banner = (status) => banner?.status(status, modal);
  const unpublish = publishApi({ enableCategory: () => scheduleFlush() });
  (window as unknown as Record<string, unknown>).wp_consent_type = type;
  fire('wp_consent_type_defined');
  fire('cmplz_before_cookiebanner');
  if (flag('forceEnableStats') && type === 'optin') setConsent('statistics', 'allow');
  if (!s.dnt && type !== 'optin' && type !== 'optout') acceptAll();
  integrationCookies(1, true);
  syncPage();
  scheduleFlush();
  if (flag('store_consent')) {
    // Session storage is the page's: anything but a stored string or number is no id.
    const stored = readJson('session', 'cmplz_id');
    const id = getConsentCookie('id') || (typeof stored === 'string' || typeof stored === 'number' ? String(stored || '') : '');
    if (id && !getConsentCookie('id')) setConsentCookie('id', id);
    writeItem('session', 'cmplz_id', JSON.stringify(id));
  }
  if (getConsentCookie('saved_categories') === '') {
    if (type !== 'optin' && type !== 'optout') trackStatus('no_warning');
    else if (s.dnt) trackStatus('do_not_track');
  }
  fireCategories();
  wireControls(ctx, {
    nonce: ownNonce,
    banner: () => banner,
    open: () => {
      modal = true;
      setBannerStatus('show');
      modal = false;
    },
  });
  if (s.dnt) {
    console.log(MESSAGE_DNT);
    trackStatus('do_not_track');
  } else if (type === 'optin' || type === 'optout') {
    // An id lookup and one class query rather than a list matched against every element.
    const manageHere = document.getElementById('cmplz-manage-consent-container') ?? document.querySelector('.cmplz-dropdown-cookiepolicy');
    banner = enhanceBanner(signal, !flag('disable_cookiebanner') && !speedBot(), () => {
      setBannerStatus();
      if (manageHere) banner?.status('dismissed');
    });
    fire('cmplz_cookie_warning_loaded', str('region'));
  }
  if (type === 'optout') autoDismiss(signal);
  manageConsent(ctx, syncPage);
  if (flag('clean_cookies')) startCleaning(ctx, signal);
  const end = (): void => {
    if (!trackedOnce()) trackStatus();
  };
  window.addEventListener('pagehide', end, { signal });
  notifyConsentChange();
  return () => {
    unpublish();
    setConsentProvider(null);
    started = null;
  };
}
