// Accessibility in every state (issue 9): axe-core (WCAG 2.1 A and AA) on each demo page after
// the visitor has put a feature in one of its states — banner open, preferences open, dismissed,
// box open, form invalid, sent or failed, tabs and sections switched, drawers open, tooltip shown,
// dropdown changed, playlists playing and paused, player error overlay and captions, the radio bar
// stopped, buffering and playing — with zero violations and no console error. A new state is one line in STATES,
// naming the features it is of; a feature with no state here is exempt by name, with the reason, in
// test/unit/quality/feature-lists.test.ts.
// Shared by a11y-states-*.test.ts: split in two, the browser tests' two workers share them.
import { afterEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, expectMounted, openPage } from './helpers';
import type { TestPage } from './helpers';
import { MAIN, fillValid } from './forms-support';

export interface State {
  page: string;
  state: string;
  /** The features the state is of: each must have mounted on the page (test/unit/quality/feature-lists.test.ts reads them). */
  features: readonly string[];
  /** Puts the page in the state; resolves once the state is visible. */
  enter(page: Page): Promise<void>;
  width?: number;
}

async function visible(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toBeVisible();
}

async function submitMain(page: Page, outcome: string, status: string): Promise<void> {
  // The form is enhanced (its validation and schema come at its first interaction).
  await page.waitForFunction((main) => document.querySelector(`${main}.js`), MAIN);
  await fillValid(page, outcome);
  await page.click(`${MAIN} .wpcf7-submit`);
  await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', status);
}

export const STATES: State[] = [
  // Cookie consent.
  { page: '/consent.html', state: 'banner open', features: ['consent'], enter: (page) => visible(page, '.cmplz-cookiebanner') },
  { page: '/consent.html', state: 'preferences open', features: ['consent'], enter: async (page) => { await page.click('.cmplz-view-preferences'); await visible(page, '.cmplz-categories'); } },
  { page: '/consent.html', state: 'dismissed (denied), placeholders over blocked content', features: ['consent'], enter: async (page) => { await page.click('.cmplz-deny'); await expect(page.locator('.cmplz-cookiebanner')).toBeHidden(); } },
  { page: '/consent.html', state: 'accepted, blocked content loaded', features: ['consent'], enter: async (page) => { await page.click('.cmplz-accept'); await visible(page, '.consent-area-content'); } },
  { page: '/consent.html', state: 'reopened from manage consent', features: ['consent'], enter: async (page) => { await page.click('.cmplz-deny'); await page.click('button.cmplz-manage-consent'); await visible(page, '.cmplz-cookiebanner'); } },
  { page: '/consent-optout.html', state: 'banner open', features: ['consent'], enter: (page) => visible(page, '.cmplz-cookiebanner') },
  { page: '/consent-optout.html', state: 'dismissed', features: ['consent'], enter: async (page) => { await page.click('.cmplz-cookiebanner .cmplz-deny'); await expect(page.locator('.cmplz-cookiebanner')).toBeHidden(); } },
  { page: '/csp.html', state: 'banner preferences open', features: ['consent'], enter: async (page) => { await page.click('.cmplz-view-preferences'); await visible(page, '.cmplz-categories'); } },
  // Popup boxes.
  { page: '/popups.html', state: 'centre box open', features: ['popups'], enter: async (page) => { await page.click('a[href="#boxzilla-301"]'); await visible(page, '#boxzilla-301'); } },
  { page: '/popups.html', state: 'corner box open', features: ['popups'], enter: async (page) => { await page.click('a[href="#boxzilla-305"]'); await visible(page, '#boxzilla-305'); } },
  { page: '/popups.html', state: 'notice box (not closable) open', features: ['popups'], enter: async (page) => { await page.click('a[href="#boxzilla-307"]'); await visible(page, '#boxzilla-307'); } },
  // all.html's box opens from its link only: popups mounts as the state is entered, not on load.
  { page: '/all.html', state: 'box open', features: [], enter: async (page) => { await page.click('a[href="#boxzilla-901"]'); await visible(page, '#boxzilla-901'); } },
  // Contact forms and the newsletter.
  { page: '/forms.html', state: 'invalid (client checks)', features: ['cf7'], enter: async (page) => { await page.check(`${MAIN} [name="privacy"]`); await page.click(`${MAIN} .wpcf7-submit`); await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'invalid'); } },
  { page: '/forms.html', state: 'sent', features: ['cf7'], enter: (page) => submitMain(page, 'mail_sent', 'sent') },
  { page: '/forms.html', state: 'failed', features: ['cf7'], enter: (page) => submitMain(page, 'mail_failed', 'failed') },
  { page: '/forms.html', state: 'invalid (server answer)', features: ['cf7'], enter: (page) => submitMain(page, 'validation_failed', 'invalid') },
  { page: '/forms.html', state: 'spam', features: ['cf7'], enter: (page) => submitMain(page, 'spam', 'spam') },
  { page: '/forms.html', state: 'network failure', features: ['cf7'], enter: async (page) => {
    await submitMain(page, 'offline', 'init');
    await page.waitForFunction(() => document.querySelector('#wpcf7-f123-p45-o1 .wpcf7-response-output')?.textContent === 'You are probably offline.');
  } },
  { page: '/forms.html', state: 'newsletter answered', features: ['newsletter'], enter: async (page) => {
    await page.fill('#tnp-2', 'Ada'); await page.fill('#tnp-1', 'ada@example.com'); await page.check('.tnp-privacy'); await page.click('.tnp-ajax .tnp-submit');
    await page.waitForFunction(() => !document.querySelector('#tnp-1'));
  } },
  // Tabs and accordions.
  { page: '/tabs.html', state: 'another tab selected', features: ['tabs'], enter: async (page) => { await page.locator('#shows [role="tab"]').first().focus(); await page.keyboard.press('End'); await expect(page.locator('#tab-night')).toHaveClass(/vc_active/); } },
  { page: '/accordion.html', state: 'every section closed', features: ['accordion'], enter: async (page) => {
    for (const panel of await page.locator('.vc_tta-panel.vc_active [data-vc-accordion]').all()) await panel.click();
    await expect(page.locator('.vc_tta-accordion .vc_tta-panel.vc_active')).toHaveCount(0);
  } },
  // Navigation.
  { page: '/navigation.html', state: 'side nav open with a sub-menu expanded', features: ['drawer', 'sidenav'], enter: async (page) => {
    await page.click('.button-collapse'); await expect(page.locator('#qt-mobile-menu')).toHaveClass(/open/);
    const expander = page.locator('#qt-mobile-menu button[aria-expanded]').first();
    await expander.click(); await expect(expander).toHaveAttribute('aria-expanded', 'true');
  } },
  { page: '/navigation.html', state: 'channel drawer open', features: ['drawer'], enter: async (page) => { await page.click('.button-playlistswitch'); await expect(page.locator('#channelslist')).toHaveClass(/open/); } },
  { page: '/navigation.html', state: 'tooltip shown', features: ['tooltip'], width: 1400, enter: async (page) => { await page.locator('.qt-tooltipped').focus(); await visible(page, '.material-tooltip'); } },
  { page: '/all.html', state: 'side nav open', features: ['drawer'], enter: async (page) => { await page.click('.button-collapse'); await expect(page.locator('#all-mobile-menu')).toHaveClass(/open/); } },
  // Schedule.
  { page: '/schedule.html', state: 'dropdown changed to another day', features: ['show-dropdown', 'schedule-tabs'], enter: async (page) => { await page.selectOption('#qwShowDropdown', 'tab-wed'); await expect(page.locator('#tab-wed')).toHaveClass(/active/); } },
  { page: '/schedule.html', state: 'collapsible item and expandable panel open', features: ['collapsible', 'expandable'], enter: async (page) => {
    await page.locator('#sched-mon .collapsible-header').nth(1).click();
    await page.click('a[data-expandable="#more-info"]');
    await expect(page.locator('#more-info')).toHaveClass(/open|active/);
  } },
  // Sliders and widgets.
  { page: '/sliders.html', state: 'moved to the next slide, autoplay paused', features: ['slider'], enter: async (page) => {
    await page.click('#slider-1 .slick-next');
    await page.click('#slider-1 .airlift-slider-pause');
    await expect(page.locator('#slider-1 .slick-active').first()).toBeVisible();
  } },
  // Media playlists and players.
  { page: '/media.html', state: 'playlist playing another track', features: ['media'], enter: async (page) => {
    await page.click('#audio-playlist .wp-playlist-item:nth-child(2) a');
    await mediaPlaying(page, '#audio-playlist audio', true);
  } },
  { page: '/media.html', state: 'playlist paused', features: ['media'], enter: async (page) => {
    await page.click('#audio-playlist .wp-playlist-item:nth-child(2) a');
    await mediaPlaying(page, '#audio-playlist audio', true);
    await page.click('#audio-playlist .mejs-playpause-button button');
    await mediaPlaying(page, '#audio-playlist audio', false);
  } },
  { page: '/media.html', state: 'player error overlay with download links', features: ['media'], enter: (page) => visible(page, '.mejs-container:has(#audio-45-2) .mejs-overlay-error') },
  { page: '/media.html', state: 'video player with a caption track chosen', features: ['media'], enter: async (page) => {
    const captions = page.locator('.mejs-container:has(#video-45-1) .mejs-captions-button');
    await captions.locator('button').click();
    await captions.locator('label', { hasText: 'English' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('#video-45-1')?.textTracks[0]?.mode === 'hidden');
  } },
  // Live radio.
  { page: '/radio.html', state: 'bar stopped', features: ['radio'], enter: (page) => radioState(page, 'stopped') },
  { page: '/radio.html', state: 'bar buffering a slow stream', features: ['radio'], enter: async (page) => {
    await radioState(page, 'stopped');
    await page.click('a[data-title="Station Sixteen"]');
    await radioState(page, 'buffering');
  } },
  { page: '/radio.html', state: 'bar playing', features: ['radio'], enter: async (page) => {
    await radioState(page, 'stopped');
    await page.click('#qtpausebtn');
    await radioState(page, 'playing');
  } },
  { page: '/test-fixtures/radio-nobar.html', state: 'own bar playing', features: ['radio'], enter: async (page) => {
    await visible(page, '.airlift-radio-bar');
    await page.click('.airlift-radio-bar #qtpausebtn');
    await expect(page.locator('.airlift-radio-bar')).toHaveAttribute('data-radio-state', 'playing');
  } },
];

async function mediaPlaying(page: Page, selector: string, playing: boolean): Promise<void> {
  await page.waitForFunction(([media, wanted]) => {
    const element = document.querySelector<HTMLMediaElement>(media);
    return !!element && (wanted ? !element.paused && element.currentTime > 0 : element.paused);
  }, [selector, playing] as const);
}

async function radioState(page: Page, state: string): Promise<void> {
  await expect(page.locator('#qtplayercontainer')).toHaveAttribute('data-radio-state', state);
}

/** The pages whose states a11y-states-forms.test.ts checks; a11y-states-pages.test.ts checks the rest. */
export const FORMS_GROUP: readonly string[] = ['/consent.html', '/consent-optout.html', '/csp.html', '/popups.html', '/forms.html'];

/** One test per state: the page opened, the state entered, axe-core run. Call in a describe. */
export function axeInStates(states: readonly State[]): void {
  let current: TestPage | null = null;
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  for (const { page: path, state, features, enter, width } of states) {
    it(`${path}, ${state}: no WCAG 2.1 A/AA violations`, async () => {
      current = await openPage(path);
      const { page } = current;
      if (width) await page.setViewportSize({ width, height: 900 });
      await expectMounted(page, ...features);
      await enter(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(current.errors.filter((error) => !/status of 500|Failed to load resource/.test(error))).toEqual([]);
    });
  }
}
