// SPEC §3, §6–§9 — now playing in Chromium: feeds of every type polled while a channel plays,
// titles as text, artwork, the customizer preview, console messages, the Media Session, and
// the schedule blocks refreshed from the server every 60 s.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, pagePerTest, requestsSettled } from './helpers';
import { routeRefreshes } from './page-helpers';
import { bar, channel, feedRequests, openRadio } from './radio-support';

const open = pagePerTest(openRadio);

const track = '#qtFeedPlayerTrack';
const author = '#qtFeedPlayerAuthor';

/** The feed requests of the page that have not been answered yet. */
function pendingFeeds(page: Page): () => number {
  let pending = 0;
  const feed = (url: string) => url.includes('/radio/feeds/');
  page.on('request', (request) => { if (feed(request.url())) pending++; });
  const done = (request: { url(): string }) => { if (feed(request.url())) pending--; };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending;
}

/**
 * Moves the page's clock on, a poll interval and then a second at a time, until the bar shows
 * `title`; never while a feed request is unanswered: the poller gives a request up after its
 * timeout on the page's clock, and on a busy machine the answer (routed through the test
 * process) could take longer than the clock's steps, so every poll was given up.
 */
async function pollUntilShown(page: Page, title: string, pending: () => number): Promise<void> {
  await page.clock.runFor(15500);
  await expect.poll(async () => {
    const shown = await page.locator(track).textContent();
    if (shown !== title && pending() <= 0) await page.clock.runFor(1000);
    return shown;
  }, { timeout: 30000, interval: 200 }).toBe(title);
}

describe('now playing', () => {
  it('polls the playing channel every 15 s: title, artist, artwork, the textual now-on-air and an announcement follow; nothing is polled once stopped', async () => {
    let song = ['Nina Simone', 'Feeling Good'];
    const { page, requests } = await open('/radio.html', async ({ page: tab, context }) => {
      await tab.clock.install();
      await context.route('**/radio/feeds/status-json.xsl', (route) => route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ icestats: { source: { listenurl: 'http://example.test/live', artist: song[0], title: song[1] } } }),
      }));
    });
    const pending = pendingFeeds(page);
    const icecast = () => requests.filter((url) => url.includes('/radio/feeds/status-json.xsl')).length;
    await page.locator('#qtfirstchannel').click();
    await expect(page.locator(track)).toHaveText('Feeling Good');
    await expect(page.locator(author)).toHaveText('Nina Simone');
    await expect(page.locator('#qtPlayerTrackInfo')).toBeVisible();
    await expect(page.locator('.qt-short-nowonairtextual span')).toHaveText('Nina Simone - Feeling Good');
    await expect(page.locator('#playerimage img')).toHaveAttribute('src', /\/radio\/art\/0\/1000x1000bb\.svg$/);
    await expect(page.locator('.airlift-live-region')).toHaveText('Now playing: Nina Simone - Feeling Good');
    expect(requests.some((url) => url.includes('/radio/itunes/search?term=Nina+Simone+Feeling+Good&entity=song'))).toBe(true);
    expect(icecast()).toBe(1);
    song = ['Miles Davis', 'So What'];
    // The exact cadence is tested under fake timers (test/unit/radio/poller.test.ts): here the
    // page's clock also runs on by itself.
    // The next poll is due 15 s after the last answer: the page's clock is moved on until it
    // has come (one 15.5 s step is not enough when the answer itself arrives late on a busy machine).
    await pollUntilShown(page, 'So What', pending);
    await expect(page.locator(author)).toHaveText('Miles Davis');
    await expect(page.locator('#playerimage img')).toHaveAttribute('src', /\/radio\/art\/1\/1000x1000bb\.svg$/);
    expect(icecast()).toBeGreaterThanOrEqual(2);
    // A title the store does not know: the artwork goes back to the channel's logo.
    song = ['Unknown Artist', 'Unknown Song'];
    await pollUntilShown(page, 'Unknown Song', pending);
    await expect(page.locator('#playerimage img')).toHaveAttribute('src', /\/img\/g1\.svg$/);
    await page.locator('#qtfirstchannel').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    const stoppedAt = feedRequests(requests).length;
    await page.clock.runFor(60000);
    expect(feedRequests(requests).length).toBe(stoppedAt);
  }, 60000);

  it('reads every feed type at its address: shoutcast stats, airtime and ICY through the proxy, XML, JSON and text feeds', async () => {
    const { page, requests } = await open();
    const port = new URL(baseUrl).port;
    const decode = (url: string) => {
      const call = new URL(url);
      return { qtdir: call.searchParams.get('qtdir'), call: atob(call.searchParams.get('qtproxycall') ?? ''), icy: call.searchParams.get('icymetadata') };
    };
    const cases: [string, (url: string) => boolean][] = [
      ['Station Two', (url) => url === `http://localhost:${port}/stats?sid=1&json=1`],
      ['Station Four', (url) => url.includes('proxy.php') && decode(url).call === `14[-]${baseUrl}/radio/feeds/live-info` && decode(url).qtdir === '14'],
      ['Station Five', (url) => url.endsWith('/radio/feeds/nowplaying.txt')],
      ['Station Six', (url) => url.endsWith('/radio/feeds/radionomy.xml')],
      ['Station Eight', (url) => url.endsWith('/radio/feeds/securesystems.xml')],
      ['Station Nine', (url) => url.endsWith('/radio/feeds/mediacp.json')],
      ['Station Ten', (url) => url.endsWith('/radio/feeds/jazler.xml')],
      ['Station Eleven', (url) => url.endsWith('/radio/feeds/winmedia.txt')],
      ['Station Twelve', (url) => url.includes('proxy.php') && decode(url).icy === '1' && decode(url).call === `22[-]${baseUrl}/radio/stream/twelve.mp3`],
    ];
    for (const [title, isFeed] of cases) {
      await page.locator(channel(title)).click();
      await expect(page.locator('#qtradiotitle')).toHaveText(title);
      await expect(page.locator(track)).toHaveText(/\S/);
      expect(requests.some(isFeed), `${title} feed request`).toBe(true);
    }
    // Split on ' - ': the XML feed's artist and title land in their places.
    await page.locator(channel('Station Six')).click();
    await expect(page.locator(author)).toHaveText(/\S/);
  }, 60000);

  it('shows a title carrying markup as text, never as HTML', async () => {
    const { page, errors } = await open();
    await page.locator(channel('Station Fourteen')).click();
    await expect(page.locator(author)).toHaveText('<img src=x onerror="document.body.dataset.pwned=1">');
    await expect(page.locator(track)).toHaveText('<b>Bold</b> & "quoted"');
    await expect(page.locator('.qt-short-nowonairtextual span')).toHaveText('<img src=x onerror="document.body.dataset.pwned=1"> - <b>Bold</b> & "quoted"');
    await expect(page.locator('#qtPlayerTrackInfo img, #qtPlayerTrackInfo b, .qt-short-nowonairtextual img')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.dataset['pwned'])).toBeUndefined();
    expect(errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });

  it('in the customizer preview fetches nothing and shows the placeholder title', async () => {
    const { page, requests } = await open('/radio.html?customizer', async ({ page: tab }) => {
      await tab.clock.install();
    });
    await page.locator('#qtfirstchannel').click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await expect(page.locator(track)).toHaveText('Disabled during customization - Song title');
    // A poll's whole interval passes (15 s), and every request started by then is reported.
    await page.clock.runFor(16000);
    await requestsSettled(page, requests);
    expect(feedRequests(requests)).toEqual([]);
  });

  it('logs the theme\'s console messages for missing ICY titles, an unavailable icecast feed and a failing MediaCP feed; keeps the last good title', async () => {
    const warnings: string[] = [];
    const { page } = await open('/radio.html', async ({ page: tab, context }) => {
      tab.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await context.route('**/radio/feeds/status-json.xsl', (route) => route.abort('connectionrefused'));
    });
    await page.locator(channel('Station Thirteen')).click();
    await expect.poll(() => warnings, { timeout: 15000 }).toContain('Your stream does not provide ICY metadata. Please contact your streaming provider or use another server format.');
    await page.locator(channel('Station Fifteen')).click();
    await expect.poll(() => warnings, { timeout: 15000 }).toContain('MediaCP Feed not working');
    await expect(page.locator(track)).toHaveText('');
    await page.locator('#qtfirstchannel').click();
    await expect.poll(() => warnings, { timeout: 15000 }).toContain('Error: your icecast feed is not available. You can try to enable the Proxy in the WP Customizer, under Radio Settings.');
  }, 60000);

  it('tells the Media Session the title, artist, station and artwork, and the playback state', async () => {
    const { page } = await open();
    await page.locator(channel('Station Nine')).click();
    await expect(page.locator(track)).toHaveText(/\S/);
    await expect(page.locator('#playerimage img')).toHaveAttribute('src', /1000x1000bb\.svg$/);
    const session = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      album: navigator.mediaSession.metadata?.album,
      artwork: navigator.mediaSession.metadata?.artwork.map((image) => image.src),
      state: navigator.mediaSession.playbackState,
      track: document.querySelector('#qtFeedPlayerTrack')!.textContent,
      author: document.querySelector('#qtFeedPlayerAuthor')!.textContent,
    }));
    expect(session.title).toBe(session.track);
    expect(session.artist).toBe(session.author);
    expect(session.album).toBe('Station Nine');
    expect(session.artwork?.[0]).toMatch(/\/radio\/art\/\d\/1000x1000bb\.svg$/);
    expect(session.state).toBe('playing');
    await page.locator(channel('Station Nine')).click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    expect(await page.evaluate(() => [navigator.mediaSession.metadata, navigator.mediaSession.playbackState])).toEqual([null, 'none']);
  });
  it('answers the Media Session actions: pause, play and stop from the lock screen or a headset', async () => {
    const { page } = await open('/radio.html', async ({ context }) => {
      // Keep the handlers airlift gives the browser, to press them as the system would.
      await context.addInitScript(() => {
        const session = navigator.mediaSession;
        const own = session.setActionHandler.bind(session);
        const pressed: Record<string, (() => void) | null> = {};
        (window as unknown as { mediaActions: typeof pressed }).mediaActions = pressed;
        session.setActionHandler = (action, handler) => {
          pressed[action] = handler as (() => void) | null;
          own(action, handler);
        };
      });
    });
    const press = (action: string) => page.evaluate((name) => {
      const handler = (window as unknown as { mediaActions: Record<string, (() => void) | null> }).mediaActions[name];
      if (!handler) throw new Error(`no ${name} handler`);
      handler();
    }, action);
    await page.locator(channel('Station Nine')).click();
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await press('pause');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', /paused|stopped/);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).not.toBe('playing');
    await press('play');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
    await press('stop');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('none');
  });
});

describe('schedule refresh', () => {
  it('every 60 s replaces the schedule blocks with the server\'s, and enhances what arrived', async () => {
    let loads = (): number => 0;
    const { page, errors } = await open('/radio.html', async ({ page: tab, context }) => {
      await tab.clock.install();
      loads = await routeRefreshes(context, (body) => body
        .replace(/<div class="qt-qtonairhero">[^\n]*<\/div>/, '<div class="qt-qtonairhero">On air now: <strong>Refreshed Show</strong><script>document.body.dataset.pwned = "1"</script></div>')
        .replace('<div class="qtnowonairwidget"></div>', '<div class="qtnowonairwidget"><div class="qt-countdown" data-end="2030-01-01T00:00:00" data-now="2029-12-31T23:00:00"></div></div>'));
    });
    await expect(page.locator('.qt-qtonairhero')).toHaveText(/^On air now: /);
    await expect(page.locator('.qtnowonairwidget .qt-countdown')).toHaveCount(0);
    // The exact cadence is tested under fake timers (test/unit/radio/schedule-refresh.test.ts).
    expect(loads()).toBe(1);
    // The schedule-refresh pack may still be on its way: the page's clock moves a minute at a
    // time until the refresh has asked the server again.
    await expect.poll(async () => {
      await page.clock.runFor(61000);
      return loads();
    }, { timeout: 30000, interval: 500 }).toBeGreaterThanOrEqual(2);
    // The refresh goes through the test's route and the server: on a loaded machine, slowly.
    await expect.poll(() => page.locator('.qt-qtonairhero').textContent(), { timeout: 30000 }).toMatch(/^On air now: Refreshed Show/);
    // The engine saw the new countdown and enhanced it.
    await expect(page.locator('.qtnowonairwidget .qt-countdown .qt-countdown-units')).toHaveCount(1);
    // Blocks are the server's HTML: markup stays, scripts do not run.
    await expect(page.locator('.qt-qtonairhero strong')).toHaveCount(1);
    expect(await page.evaluate(() => document.body.dataset['pwned'])).toBeUndefined();
    expect(loads()).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  }, 60000);
});
