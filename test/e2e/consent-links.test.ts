// The banner's policy links take their URLs from page_links (the configuration, or the geo-ip
// reply, which is cached in the session), its stylesheet from css_file: only web addresses
// become an href.
import { afterEach, describe, expect, it } from 'vitest';
import { lab, openConsent, replyJson } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const HOSTILE = {
  eu: {
    'cookie-statement': { title: 'Cookie Policy', url: 'javascript:alert(document.cookie)//' },
    'privacy-statement': { title: 'Privacy Statement', url: ' JaVa\tScript:alert(1)//' },
  },
};

async function linkState(page: ConsentPage['page']): Promise<Array<{ href: string | null; hidden: boolean }>> {
  await page.locator('.cmplz-cookiebanner').waitFor({ state: 'visible' });
  return page.locator('.cmplz-cookiebanner a.cmplz-link').evaluateAll((links) => links.map((link) => ({
    href: link.getAttribute('href'), hidden: link.classList.contains('cmplz-hidden'),
  })));
}

describe('consent banner links', () => {
  it('a javascript: URL in page_links is not made a link: it stays hidden, with its server href', async () => {
    current = await openConsent(lab({ page_links: HOSTILE } as unknown as Record<string, string>));
    expect(await linkState(current.page)).toEqual([
      { href: '#', hidden: true }, { href: '#', hidden: true }, { href: '#', hidden: true },
    ]);
  });

  it('a javascript: URL in the geo-ip reply (cached for the session) is not made a link, on this page or the next', async () => {
    const reply = { version: '7.2.0', banner_version: '22', consenttype: 'optin', region: 'eu', page_links: HOSTILE };
    current = await openConsent(lab({ geoip: '1' }), { setup: replyJson('banner', reply) });
    const { page } = current;
    expect((await linkState(page)).some((link) => /script:/i.test(link.href ?? ''))).toBe(false);
    await page.reload();
    expect((await linkState(page)).some((link) => /script:/i.test(link.href ?? ''))).toBe(false);
  });

  it('a css_file that is no web address is not linked; the banner shows without it', async () => {
    current = await openConsent(lab({ css_file: 'javascript:alert(1)//banner-{banner_id}-{type}.css' }));
    const { page } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    expect(await page.locator('link[href^="javascript:"]').count()).toBe(0);
    expect(current.errors).toEqual([]);
  });

  it('web addresses still fill the links', async () => {
    current = await openConsent(lab());
    expect(await linkState(current.page)).toEqual([
      { href: '/consent.html#cmplz-manage-consent-container', hidden: false }, { href: '/consent.html', hidden: false }, { href: '/consent.html', hidden: false },
    ]);
  });
});
