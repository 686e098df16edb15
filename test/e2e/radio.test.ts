// SPEC §2–§4, §9 — the radio player bar and channel links in Chromium: play, stop, switch,
// markers, full stop, buffering, HLS, reconnection, the bar's own controls, axe.
import { describe, expect, it } from 'vitest';
import { axeViolations, pagePerTest } from './helpers';
import { bar, channel, feedRequests, openRadio, routeThirdParties } from './radio-support';

const open = pagePerTest(openRadio);

describe('radio channels and bar', () => {
  it('preselects #qtfirstchannel; clicking a channel plays it, another switches, the active one stops; markers follow', async () => {
    const { page, requests } = await open();
    await expect(page.locator('#qtradiotitle')).toHaveText('Station One');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    // Nothing plays: no feed is asked.
    expect(feedRequests(requests)).toEqual([]);
    const first = page.locator('#qtfirstchannel');
    const two = page.locator(channel('Station Two'));
    await first.click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await expect(first).toHaveClass(/\bbeingplayed\b/);
    await expect(first).toHaveClass(/\bactiveRadioChannel\b/);
    await expect(page.locator('#qtpausebtn')).toHaveAttribute('aria-label', 'Pause');
    await expect(page.locator('#qtpausebtn i')).toHaveClass('dripicons-media-pause');
    await two.click();
    await expect(page.locator('#qtradiotitle')).toHaveText('Station Two');
    await expect(page.locator('#qtradiosubtitle')).toHaveText('Shoutcast stats');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await expect(two).toHaveClass(/\bbeingplayed\b/);
    await expect(first).not.toHaveClass(/\bbeingplayed\b/);
    await expect(first).not.toHaveClass(/\bactiveRadioChannel\b/);
    expect(requests.filter((url) => url.includes('/radio/stream/two.mp3')).length).toBeGreaterThan(0);
    await two.click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    await expect(two).not.toHaveClass(/\bbeingplayed\b/);
    await expect(two).not.toHaveClass(/\bactiveRadioChannel\b/);
    await expect(page.locator('#qtpausebtn')).toHaveAttribute('aria-label', 'Play');
    await expect(page.locator('#qtpausebtn i')).toHaveClass('dripicons-media-play');
   }, 60000);

  it('the sound really plays: the audio element advances while the bar says playing', async () => {
    const { page } = await open();
    await page.locator('#qtpausebtn').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    const time = () => page.evaluate(() => {
      const audio = (window as unknown as { Howler?: { _howls: { _sounds: { _node: HTMLAudioElement }[] }[] } }).Howler?._howls[0]?._sounds[0]?._node;
      return audio ? audio.currentTime : -1;
    });
    const before = await time();
    await expect.poll(time, { timeout: 10000 }).toBeGreaterThan(before);
  });

  it('full stop (data-fullstop): pause destroys the sound and play reconnects at the live edge', async () => {
    const { page, requests } = await open();
    const streams = () => requests.filter((url) => url.includes('/radio/stream/one.mp3')).length;
    await page.locator('#qtpausebtn').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    const connections = streams();
    await page.locator('#qtpausebtn').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    const released = await page.evaluate(() => (window as unknown as { Howler: { _howls: unknown[] } }).Howler._howls.length);
    expect(released).toBe(0);
    await page.locator('#qtpausebtn').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    expect(streams()).toBeGreaterThan(connections);
  });

  it('without full stop, pause pauses and play resumes the same sound', async () => {
    const { page, requests } = await open();
    await page.evaluate(() => document.querySelector('#qtplayercontainer')!.removeAttribute('data-fullstop'));
    await page.locator('#qtpausebtn').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await page.locator('#qtpausebtn').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'paused');
    await expect(page.locator('#qtfirstchannel')).toHaveClass(/\bactiveRadioChannel\b/);
    await expect(page.locator('#qtfirstchannel')).not.toHaveClass(/\bbeingplayed\b/);
    const sounds = await page.evaluate(() => (window as unknown as { Howler: { _howls: unknown[] } }).Howler._howls.length);
    expect(sounds).toBe(1);
    const connections = requests.filter((url) => url.includes('/radio/stream/one.mp3')).length;
    await page.locator('#qtpausebtn').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    expect(requests.filter((url) => url.includes('/radio/stream/one.mp3')).length).toBe(connections);
  });

  it('shows buffering (spinner and status) while a stream is slow to start, then playing', async () => {
    const { page } = await open();
    await page.locator(channel('Station Sixteen')).click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'buffering');
    await expect(page.locator('.qt-ui360 .airlift-radio-spinner')).toHaveCount(1);
    await expect(page.locator('.airlift-radio-state')).toHaveText('Buffering…');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await expect(page.locator('.qt-ui360 .airlift-radio-spinner')).toHaveCount(0);
    await expect(page.locator('.airlift-radio-state')).toHaveText('');
  });

  it('plays the HLS channel: native HLS where it works, hls.js where the browser refuses the stream', async () => {
    const { page, requests } = await open();
    await page.locator(channel('Station Five')).click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    expect(requests.some((url) => /\/radio\/hls\/segment-\d+\.mp3$/.test(url))).toBe(true);
  });

  it('plays the HLS channel through hls.js in a browser without native HLS', async () => {
    const { page, requests } = await open('/radio.html', async ({ context }) => {
      await context.addInitScript(() => {
        const original = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : original.call(this, type);
        };
      });
    });
    await page.locator(channel('Station Five')).click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    expect(requests.some((url) => new URL(url).pathname.endsWith('/dist/packs/hls-light.js'))).toBe(true);
    expect(requests.some((url) => /\/radio\/hls\/segment-\d+\.mp3$/.test(url))).toBe(true);
    // hls.js fetches the playlist itself; no audio element was handed the .m3u8.
    const howls = await page.evaluate(() => (window as unknown as { Howler?: { _howls: unknown[] } }).Howler?._howls.length ?? 0);
    expect(howls).toBe(0);
  });

  it('reconnects when the stream drops', async () => {
    const { page, context, requests } = await open();
    // The demo's station drops after 4 s; here after 1 s, which is all the test needs.
    await context.route(/\/radio\/stream\/drop\.mp3/, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('end', '1000');
      return route.continue({ url: url.href }).catch(() => undefined);
    });
    await page.locator(channel('Station Seventeen')).click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await expect.poll(() => requests.filter((url) => url.includes('/radio/stream/drop.mp3')).length, { timeout: 20000 }).toBeGreaterThan(1);
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
  }, 40000);

  it('ignores links whose stream is not audio', async () => {
    const { page } = await open();
    // Whether airlift took the click (a window listener sees it last, and keeps the page here).
    const taken = (selector: string) => page.locator(selector).evaluate((link) => {
      let prevented: boolean | null = null;
      window.addEventListener('click', (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      }, { once: true });
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      return prevented;
    });
    const prevented = await taken('a[data-playtrack$=".pdf"]');
    expect(prevented).toBe(false);
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    await expect(page.locator('a[data-playtrack$=".pdf"]')).not.toHaveClass(/beingplayed/);
    // A channel link's click is taken.
    expect(await taken(channel('Station Two'))).toBe(true);
    await expect(page.locator('#qtradiotitle')).toHaveText('Station Two');
  });

  it('.qt-openplayerbar opens and closes the bar (body class qt-playerbar-open) and says so', async () => {
    const { page } = await open();
    const opener = page.locator('.qt-openplayerbar');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(page.locator('body')).toHaveClass(/\bqt-playerbar-open\b/);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).not.toHaveClass(/\bqt-playerbar-open\b/);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard operable, and remembers the volume', async () => {
    const { page } = await open();
    await page.locator('#qtpausebtn').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await page.keyboard.press('Space');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    const volume = page.locator('.airlift-radio-volume input');
    await volume.focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowLeft');
    expect(await volume.inputValue()).toBe('80');
    await page.reload();
    await page.locator(`${bar}[data-radio-state]`).waitFor({ state: 'attached' });
    expect(await page.locator('.airlift-radio-volume input').inputValue()).toBe('80');
  });

  it('has no axe violations stopped, buffering and playing', async () => {
    const { page } = await open();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator(channel('Station Sixteen')).click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'buffering');
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    expect(await axeViolations(page)).toEqual([]);
  }, 60000);
});

describe('teardown', () => {
  it('gives the bar its server markup back, and the last channel gone stops the sound', async () => {
    const { page } = await open();
    await page.locator('#qtfirstchannel').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    const after = await page.evaluate(() => {
      const api = (window as unknown as { airlift: { teardown(root?: Node): number } }).airlift;
      api.teardown(document.querySelector('#qtplayercontainer')!);
      const restored = {
        pauseLink: document.querySelector('#qtpausebtn')?.tagName,
        role: document.querySelector('#qtplayercontainer')!.getAttribute('role'),
        state: document.querySelector('#qtplayercontainer')!.getAttribute('data-radio-state'),
      };
      api.teardown(document.querySelector('header')!);
      api.teardown(document.querySelector('main')!);
      const howler = (window as unknown as { Howler: { _howls: unknown[] } }).Howler;
      return {
        ...restored,
        sounds: howler._howls.length,
        marked: document.querySelectorAll('.beingplayed, .activeRadioChannel').length,
        session: navigator.mediaSession.metadata,
      };
    });
    expect(after).toEqual({ pauseLink: 'A', role: null, state: null, sounds: 0, marked: 0, session: null });
  });
});

describe('a page without a player bar', () => {
  it('gets a bar of airlift\'s own that plays the channel, with title and artwork from the real services\' addresses', async () => {
    const { page, errors, requests } = await open('/test-fixtures/radio-nobar.html', routeThirdParties);
    const own = page.locator('.airlift-radio-bar');
    await expect(own).toBeVisible();
    await expect(own).toHaveAttribute('role', 'region');
    await expect(own.locator('#qtradiotitle')).toHaveText('Own Bar Radio');
    await own.locator('#qtpausebtn').click();
    await expect(own).toHaveAttribute('data-radio-state', 'playing');
    await expect(page.locator('a.qtlistenbutton')).toHaveClass(/\bbeingplayed\b/);
    await expect(own.locator('#qtFeedPlayerTrack')).toHaveText(/\S/);
    await expect(own.locator('#playerimage img')).toHaveAttribute('src', /\/1000x1000bb\.svg$/);
    const search = new URL(requests.find((url) => url.startsWith('https://itunes.apple.com/search'))!);
    expect(search.searchParams.get('entity')).toBe('song');
    expect(search.searchParams.get('term')).toMatch(/\S+ \S+/);
    await page.locator(channel('Radio Co')).click();
    await expect(own.locator('#qtradiotitle')).toHaveText('Radio Co');
    await expect(own.locator('#qtFeedPlayerTrack')).toHaveText(/\S/);
    expect(requests).toContain('https://public.radio.co/stations/s1a2b3c4d5/status');
    await page.locator(channel('Live 365')).click();
    await expect(own.locator('#qtradiotitle')).toHaveText('Live 365');
    await expect(own.locator('#qtFeedPlayerAuthor')).toHaveText(/\S/);
    expect(requests).toContain('https://api.live365.com/station/a12345');
    expect((await axeViolations(page)).join('\n')).toBe('');
    expect(errors.join('\n')).toBe('');
   }, 60000);
});
