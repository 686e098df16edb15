// The plugin's settings, filters and life cycle in a real WordPress: a feature kept, a library a
// remaining script needs, the site's CSP nonce, Site Health, deactivation and uninstall.
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, openPage, pagePerTest } from '../e2e/helpers';
import { LEGACY_SCRIPT, legacyRan, pageUrl, ready, wp } from './wordpress';

const open = pagePerTest(openPage);
const PLUGIN = 'airlift/airlift.php';

afterEach(() => {
  wp('option-delete', 'airlift_disabled_features');
  wp('option-delete', 'standin_jquery_user');
  wp('option-delete', 'standin_keep_handles');
  wp('activate', PLUGIN);
});

describe('turning a feature off', () => {
  it('keeps its plugin\'s own script and tells airlift to leave its markup alone; the rest stays replaced', async () => {
    wp('option-set', 'airlift_disabled_features', '["contact-form-7"]');
    const { page, requests } = await open(pageUrl('forms'));
    const detail = await ready(page);
    expect((await legacyRan(page)).sort()).toEqual(['contact-form-7', 'swv']);
    expect(await page.locator('script#airlift-js').getAttribute('data-airlift-off')).toBe('cf7');
    expect(await page.evaluate(() => (window as unknown as { airlift: { features: string[] } }).airlift.features)).not.toContain('cf7');
    expect(detail.features.cf7).toBeUndefined();
    expect(requests.filter((url) => /handle=newsletter/.test(url))).toEqual([]);
  });
});

describe('turning media off', () => {
  it('leaves WordPress\'s media stylesheets where WordPress prints them, at the end of <body>, with its own players', async () => {
    wp('option-set', 'airlift_disabled_features', '["media"]');
    const { page } = await open(pageUrl('media'));
    await ready(page);
    for (const id of ['mediaelement-css', 'wp-mediaelement-css']) {
      expect(await page.evaluate((name) => document.body.contains(document.querySelector(`link#${name}`)), id), id).toBe(true);
    }
    expect(await page.locator('script[data-airlift-pack="media"]').count()).toBe(0);
  });
});

describe('the settings screen (Settings → airlift)', () => {
  it('an administrator keeps a plugin\'s own script with a checkbox', async () => {
    const { page } = await open('/wp-login.php');
    // WordPress focuses and selects the username field 200 ms after the page loads: a value
    // typed into the password field before then could land in the username field instead.
    await page.waitForFunction(() => document.activeElement?.id === 'user_login');
    await page.fill('#user_login', 'admin');
    await page.fill('#user_pass', 'airlift-test-password');
    await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
    await page.goto(new URL('/wp-admin/options-general.php?page=airlift', baseUrl).href);
    const boxzilla = page.getByLabel('Boxzilla popup boxes');
    expect(await boxzilla.isChecked()).toBe(false);
    await boxzilla.check();
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
    expect(JSON.parse(wp('option-get', 'airlift_disabled_features'))).toEqual(['boxzilla']);
    expect(await page.getByLabel('Boxzilla popup boxes').isChecked()).toBe(true);
    await page.getByLabel('Boxzilla popup boxes').uncheck();
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
    expect(JSON.parse(wp('option-get', 'airlift_disabled_features'))).toEqual([]);
  });
});

describe('the airlift_replaced_handles filter', () => {
  it('a handle a site removes from the list keeps its script; the others stay replaced', async () => {
    wp('option-set', 'standin_keep_handles', '["newsletter"]');
    const { page } = await open(pageUrl('forms'));
    await ready(page);
    expect(await legacyRan(page)).toEqual(['newsletter']);
  });
});

describe('libraries', () => {
  it('jQuery stays when a script airlift does not replace needs it, and only then', async () => {
    wp('option-set', 'standin_jquery_user', '1');
    const { page, requests } = await open(pageUrl('builder'));
    await ready(page);
    expect(requests.some((url) => url.includes('/wp-includes/js/jquery/jquery.min.js'))).toBe(true);
    expect(await legacyRan(page)).toEqual(['standin-jquery-user']);
  });
});

describe('a strict Content-Security-Policy', () => {
  it('airlift\'s tag, its carried configuration and its packs run under the site\'s nonce', async () => {
    const { page, context } = await open('');
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const w = window as unknown as { violations?: string[] };
        (w.violations ??= []).push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.sample}`);
      });
    });
    await page.goto(new URL(pageUrl('media', 'csp=1'), baseUrl).href);
    const detail = await ready(page);
    expect(detail.features.media).toBeGreaterThan(0);
    await expect(page.locator('.wp-audio-playlist .wp-playlist-item')).toHaveCount(2);
    const nonces = await page.locator('script[id^="airlift"], script[data-airlift-pack]').evaluateAll((tags) => tags.map((tag) => `${tag.id || tag.getAttribute('data-airlift-pack')} ${(tag as HTMLScriptElement).nonce ? 'nonce' : 'none'}`));
    expect(nonces.length).toBeGreaterThan(2);
    expect(nonces.filter((entry) => entry.endsWith('none'))).toEqual([]);
    const violations = await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []);
    expect(violations.filter((entry) => /airlift|packs\//.test(entry))).toEqual([]);
  });
});

describe('Site Health', () => {
  it('reports airlift\'s version and no legacy script on the front page; names the scripts a setting keeps', () => {
    const good = JSON.parse(wp('health')) as { status: string; description: string };
    expect(good.status).toBe('good');
    expect(good.description).toMatch(/airlift version \d+\.\d+\.\d+/);
    wp('option-set', 'airlift_disabled_features', '["contact-form-7"]');
    const kept = JSON.parse(wp('health')) as { status: string; description: string };
    expect(kept.status).toBe('good');
    expect(kept.description).toMatch(/kept by airlift(&#039;|')s settings.*<code>swv<\/code>.*<code>contact-form-7<\/code>/s);
  });

  it('lists the legacy scripts that still load beside airlift', () => {
    wp('option-set', 'standin_jquery_user', '1');
    const result = JSON.parse(wp('health')) as { status: string; description: string };
    expect(result.status).toBe('recommended');
    expect(result.description).toContain('<code>jquery-core</code>');
    expect(result.description).not.toContain('<code>contact-form-7</code>');
  });
});

describe('deactivation and uninstall', () => {
  it('deactivated, every legacy script comes back and airlift is gone', async () => {
    wp('deactivate', PLUGIN);
    const forms = await open(pageUrl('forms'));
    await forms.page.waitForLoadState('load');
    expect((await legacyRan(forms.page)).sort()).toEqual(['boxzilla', 'contact-form-7', 'newsletter', 'swv']);
    expect(forms.requests.some((url) => url.includes('/plugins/airlift/'))).toBe(false);
    const media = await open(pageUrl('media'));
    await media.page.waitForLoadState('load');
    const legacy = media.requests.filter((url) => LEGACY_SCRIPT.test(url)).map((url) => new URL(url).pathname);
    for (const script of ['/wp-includes/js/jquery/jquery.min.js', '/wp-includes/js/mediaelement/mediaelement-and-player.min.js',
      '/wp-includes/js/mediaelement/wp-mediaelement.min.js', '/wp-includes/js/mediaelement/wp-playlist.min.js', '/wp-includes/js/underscore.min.js', '/wp-includes/js/backbone.min.js']) {
      expect(legacy).toContain(script);
    }
    // WordPress's own players are built again.
    await expect(media.page.locator('.mejs-container').first()).toBeVisible();
  });

  it('uninstalled, it leaves nothing behind', () => {
    wp('option-set', 'airlift_disabled_features', '["media"]');
    expect(JSON.parse(wp('options-like', 'airlift%'))).toEqual(['airlift_disabled_features']);
    wp('deactivate', PLUGIN);
    wp('uninstall', PLUGIN);
    expect(JSON.parse(wp('options-like', 'airlift%'))).toEqual([]);
  });
});
