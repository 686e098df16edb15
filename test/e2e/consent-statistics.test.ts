// Statistics after Deny, as Complianz writes and reads it: `cmplz_statistics=deny` on this page
// (no reload for statistics Complianz itself forced on), anonymous statistics allowed for the WP
// Consent API (Complianz tells it `statistics-anonymous: allow` with every statistics choice),
// and on the next page forced statistics on again (`forceEnableStats` under opt-in).
import { afterEach, describe, expect, it } from 'vitest';
import { consentSettled, cookieMap, events, lab, openConsent } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

interface Answers { stats: boolean; anonymous: boolean; wpStats: boolean }
const answers = (page: ConsentPage['page']): Promise<Answers> => page.evaluate(() => {
  const w = window as unknown as { cmplz_has_consent(c: string): boolean; wp_has_consent(c: string): boolean };
  return { stats: w.cmplz_has_consent('statistics'), anonymous: w.wp_has_consent('statistics-anonymous'), wpStats: w.wp_has_consent('statistics') };
});

async function nextPage(current: ConsentPage): Promise<void> {
  await current.page.reload();
  await consentSettled(current);
}

describe('consent: statistics after Deny', () => {
  it('opt-in: statistics denied on this page and the next; anonymous statistics allowed once the visitor chose', async () => {
    current = await openConsent(lab());
    const { page, context } = current;
    await page.waitForFunction(() => typeof (window as unknown as { cmplz_has_consent?: unknown }).cmplz_has_consent === 'function');
    expect(await answers(page)).toEqual({ stats: false, anonymous: false, wpStats: false });
    await page.click('.cmplz-deny');
    await consentSettled(current);
    expect((await cookieMap(context)).cmplz_statistics).toBe('deny');
    expect(await answers(page)).toEqual({ stats: false, anonymous: true, wpStats: false });
    expect((await events(page, 'wp_listen_for_consent_change')).map((event) => event.detail)).toContainEqual({ 'statistics-anonymous': 'allow' });
    await nextPage(current);
    expect((await cookieMap(context)).cmplz_statistics).toBe('deny');
    expect(await answers(page)).toEqual({ stats: false, anonymous: true, wpStats: false });
  });

  it('forceEnableStats: Deny writes deny without a reload (this page denied), and the next page forces statistics on again', async () => {
    current = await openConsent(lab({ forceEnableStats: '1' }));
    const { page, context } = current;
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    await page.evaluate(() => { (window as unknown as { __samePage: boolean }).__samePage = true; });
    // A revoke reloads after 500 ms: the page's clock runs past that at once, then nothing must have reloaded.
    await page.clock.install();
    await page.click('.cmplz-deny');
    await page.clock.runFor(2000);
    await consentSettled(current);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect((await cookieMap(context)).cmplz_statistics).toBe('deny');
    expect(await answers(page)).toEqual({ stats: false, anonymous: true, wpStats: false });
    await nextPage(current);
    expect((await cookieMap(context)).cmplz_statistics).toBe('allow');
    expect(await answers(page)).toEqual({ stats: true, anonymous: true, wpStats: true });
  });
});
