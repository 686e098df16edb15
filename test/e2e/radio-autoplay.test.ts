// Chromium's default autoplay policy: the page's own request to play (a script clicking a
// channel before the visitor did anything) is refused. The radio then shows its play control,
// does not reconnect to a stream it may not play, leaves no uncaught rejection, and the
// visitor's own click plays.
import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectMounted, openPage, pagePerTest } from './helpers';
import { bar } from './radio-support';

const open = pagePerTest(openPage);
const LOG = 'radio-autoplay:';

/**
 * Page code (an init script): once the bar is rendered, clicks the first channel from script,
 * and logs every state of the bar on the console. The test reads the console only until the
 * play was decided: Playwright's evaluate() and locators would give the page user activation.
 */
function askToPlayFromPageCode(log: string): void {
  const states: string[] = [];
  (window as unknown as { __states: string[] }).__states = states;
  const watch = new MutationObserver(() => {
    const state = document.querySelector('#qtplayercontainer')?.getAttribute('data-radio-state');
    if (state && state !== states[states.length - 1]) {
      states.push(state);
      console.info(`${log} ${state}; user activation: ${navigator.userActivation.hasBeenActive}`);
    }
    if (state === 'stopped' && !states.includes('asked')) {
      states.push('asked');
      document.querySelector<HTMLElement>('#qtfirstchannel')!.click();
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-radio-state'] });
  });
}

describe('radio under the default autoplay policy', () => {
  it('a play the page asks for without a gesture is refused: play control shown, no reconnection, no uncaught error; a click plays', async () => {
    const { page, context, errors, requests } = await open('');
    await context.addInitScript(askToPlayFromPageCode, LOG);
    // Time runs, and the test can jump it past every reconnection delay.
    await page.clock.install();
    const logged: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.text().startsWith(LOG)) logged.push(message.text().slice(LOG.length + 1));
    });
    // The play is decided: the bar left buffering (the back-off's reconnections would take 31 s).
    const decided = page.waitForEvent('console', {
      predicate: (message: ConsoleMessage) => logged.includes('buffering; user activation: false') && /(stopped|playing);/.test(message.text()),
      timeout: 15000,
    });
    await page.goto(new URL('/radio.html', baseUrl).href, { waitUntil: 'commit' });
    await decided;
    expect(logged).toEqual(['stopped; user activation: false', 'buffering; user activation: false', 'stopped; user activation: false']);
    await expectMounted(page, 'radio');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    await expect(page.locator('#qtpausebtn')).toHaveAttribute('aria-label', 'Play');
    await expect(page.locator('#qtfirstchannel')).not.toHaveClass(/\bbeingplayed\b/);
    const streams = () => requests.filter((url) => url.includes('/radio/stream/one.mp3')).length;
    const connections = streams();
    // The back-off delays (1, 2, 4, 8, 16 s) pass: nothing reconnects to the refused stream.
    await page.clock.runFor(40000);
    expect(streams()).toBe(connections);
    expect(await page.evaluate(() => (window as unknown as { __states: string[] }).__states)).toEqual(['stopped', 'asked', 'buffering', 'stopped']);
    expect(errors).toEqual([]);
    // The visitor's click is a gesture: it plays.
    await page.locator('#qtpausebtn').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    expect(errors).toEqual([]);
  });

  it('where the policy lets pages play without a gesture, the same request plays', async () => {
    const { page, context, errors } = await open('', { autoplay: true });
    await context.addInitScript(askToPlayFromPageCode, LOG);
    const logged: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.text().startsWith(LOG)) logged.push(message.text().slice(LOG.length + 1));
    });
    const decided = page.waitForEvent('console', {
      predicate: (message: ConsoleMessage) => logged.includes('buffering; user activation: false') && /(stopped|playing);/.test(message.text()),
      timeout: 15000,
    });
    await page.goto(new URL('/radio.html', baseUrl).href, { waitUntil: 'commit' });
    await decided;
    expect(logged).toEqual(['stopped; user activation: false', 'buffering; user activation: false', 'playing; user activation: false']);
    expect(errors).toEqual([]);
  });
});
