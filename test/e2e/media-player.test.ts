// SPEC §4 Media player, §8 — states and their overlays (play overlay when paused, loading while
// seeking or waiting, error with its message, download links and disabled controls), the poster
// hidden on play, captions fetched by plain GET and switchable, and packs only when needed.
import { describe, expect, it } from 'vitest';

import { axeViolations, expectMounted, openPage, pagePerTest, requestsSettled } from './helpers';
import { rewritePage } from './consent-helpers';
import { mediaState, openMedia, packRequests, playerOf } from './media-support';

const LONG = { timeout: 10000 };
const open = pagePerTest(openMedia);
const openPlain = pagePerTest(openPage);

describe('media player', { timeout: 60000 }, () => {
  it('wraps a shortcode in a player: play overlay and poster while paused, hidden while playing, back on pause and end', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    await expect(player).toHaveCount(1);
    expect(await player.getAttribute('class')).toBe('mejs-container mejs-video wp-video-shortcode');
    expect(await page.locator('#video-45-1').getAttribute('controls')).toBeNull();
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    await expect(player.locator('.mejs-poster')).toBeVisible();
    await expect(player.locator('.mejs-overlay-loading')).toBeHidden();
    await expect(player.locator('.mejs-overlay-error')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);

    await player.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#video-45-1')).time, LONG).toBeGreaterThan(0.2);
    await expect(player.locator('.mejs-overlay-play')).toBeHidden();
    await expect(player.locator('.mejs-poster')).toBeHidden();
    await expect(player.locator('.mejs-playpause-button')).toHaveClass(/mejs-pause/);
    expect(await player.locator('.mejs-playpause-button button').getAttribute('aria-label')).toBe('Pause');
    expect(await axeViolations(page)).toEqual([]);

    await player.locator('.mejs-playpause-button button').click();
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    expect((await mediaState(page, '#video-45-1')).paused).toBe(true);
    // showPosterWhenPaused is off: the poster stays hidden once played.
    await expect(player.locator('.mejs-poster')).toBeHidden();

    await page.locator('#video-45-1').evaluate((media: HTMLMediaElement) => {
      media.currentTime = media.duration - 0.2;
      return media.play();
    });
    await expect(player.locator('.mejs-playpause-button')).toHaveClass(/mejs-replay/);
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the controls: time, seeking with the slider, mute and volume', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const player = playerOf(page, 'audio-45-1');
    await player.locator('.mejs-playpause-button button').click();
    await expect.poll(() => player.locator('.mejs-duration').textContent(), LONG).toBe('00:03');
    await expect.poll(() => player.locator('.mejs-currenttime').textContent(), LONG).not.toBe('00:00');
    await player.locator('.mejs-playpause-button button').click();
    // The time rail is MediaElement's, an ARIA slider: a press at two thirds seeks to 2 s of 3.
    const rail = player.locator('.mejs-time-total.mejs-time-slider');
    expect(await rail.getAttribute('role')).toBe('slider');
    const box = (await rail.boundingBox())!;
    await page.mouse.click(box.x + (box.width * 2) / 3, box.y + box.height / 2);
    await expect.poll(async () => Math.round((await mediaState(page, '#audio-45-1')).time), LONG).toBe(2);
    await expect.poll(() => rail.getAttribute('aria-valuetext')).toBe('00:02 / 00:03');
    // Keyboard, per the slider pattern: Home, arrows (5 %), End.
    await rail.focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => (await mediaState(page, '#audio-45-1')).time, LONG).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await mediaState(page, '#audio-45-1')).time, LONG).toBeCloseTo(0.15, 1);
    await player.locator('.mejs-volume-button button').click();
    expect(await page.locator('#audio-45-1').evaluate((media: HTMLMediaElement) => media.muted)).toBe(true);
    expect(await player.locator('.mejs-volume-button button').getAttribute('aria-label')).toBe('Unmute');
    const volume = player.locator('.mejs-horizontal-volume-slider');
    expect(await volume.evaluate((slider) => [slider.tagName, slider.getAttribute('role'), slider.getAttribute('aria-valuenow')])).toEqual(['A', 'slider', '0']);
    await volume.focus();
    for (const key of ['PageUp', 'PageUp', 'PageUp', 'PageUp', 'PageUp']) await page.keyboard.press(key);
    expect(await page.locator('#audio-45-1').evaluate((media: HTMLMediaElement) => [media.volume, media.muted])).toEqual([0.5, false]);
    await expect(volume).toHaveAttribute('aria-valuenow', '50');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#audio-45-1').evaluate((media: HTMLMediaElement) => media.volume)).toBe(0.45);
    // A press on the bar sets the volume where it lands.
    const bar = (await player.locator('.mejs-horizontal-volume-total').boundingBox())!;
    await page.mouse.click(bar.x + bar.width * 0.8, bar.y + bar.height / 2);
    expect(await page.locator('#audio-45-1').evaluate((media: HTMLMediaElement) => media.volume)).toBeCloseTo(0.8, 1);
    // No native range input for a theme to restyle.
    await expect(player.locator('input[type="range"]')).toHaveCount(0);
  });

  it('shows the loading overlay while waiting for data and while seeking, and leaves it when playing resumes', async () => {
    const current = await open('/test-fixtures/media-hls.html');
    const { page } = current;
    const player = playerOf(page, 'stalling');
    const loading = player.locator('.mejs-overlay-loading');
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    await expect(loading).toBeHidden();
    await player.locator('.mejs-overlay-button').click();
    // The file stops arriving before its end: the player plays what it has, then waits.
    await expect(loading).toBeVisible();
    expect(await player.locator('.mejs-overlay-loading [role="status"]').textContent()).toBe('Loading');
    await expect(player.locator('.mejs-overlay-play')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    // Back to what has arrived: playing again, no overlay.
    await page.locator('#stalling').evaluate((media: HTMLMediaElement) => {
      media.currentTime = 0.2;
    });
    await expect(loading).toBeHidden();
    await page.locator('#stalling').evaluate((media: HTMLMediaElement) => media.pause());
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    // Seeking, paused, to where nothing has arrived: the loading overlay while it seeks.
    await page.locator('#stalling').evaluate((media: HTMLMediaElement) => {
      media.currentTime = media.duration - 0.1;
    });
    await expect(loading).toBeVisible();
    expect(await page.locator('#stalling').evaluate((media: HTMLMediaElement) => [media.seeking, media.paused])).toEqual([true, true]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a source the browser cannot play hands over to the next; when none is left the overlay says so, with download links, and the controls are disabled', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const player = playerOf(page, 'audio-45-2');
    await expect(player.locator('.mejs-overlay-error')).toBeVisible();
    expect(await player.locator('.mejs-cannotplay p').textContent()).toBe('Media error: Format(s) not supported or source(s) not found');
    expect(await player.locator('.mejs-cannotplay a').allTextContents()).toEqual(['Download file: tune.xyz', 'Download file: not-audio.mp3']);
    expect(await player.locator('.mejs-cannotplay a').first().getAttribute('href')).toMatch(/\/media\/tune\.xyz$/);
    // The next source was tried (the server was asked for it) before giving up.
    expect(current.requests.some((url) => url.endsWith('/media/not-audio.mp3'))).toBe(true);
    expect(current.requests.some((url) => url.endsWith('/media/tune.xyz'))).toBe(false);
    const controls = player.locator('.mejs-controls button');
    expect(await controls.count()).toBe(2);
    expect(await controls.evaluateAll((list) => list.every((control) => (control as HTMLButtonElement).disabled))).toBe(true);
    const sliders = player.locator('.mejs-controls [role="slider"]');
    expect(await sliders.evaluateAll((list) => list.map((slider) => [slider.getAttribute('aria-disabled'), slider.getAttribute('tabindex')]))).toEqual([['true', '-1'], ['true', '-1']]);
    // As MediaElement's own: the bar goes, the message stays in view, in the player's box.
    await expect(player.locator('.mejs-controls')).toHaveClass(/mejs-offscreen/);
    // Both boxes read in one task: the page's other players and images may still move it between two reads.
    const [frameBottom, messageBottom] = await player.evaluate((frame) => [frame, frame.querySelector('.mejs-cannotplay')!]
      .map((element) => element.getBoundingClientRect().bottom));
    expect(messageBottom).toBeLessThanOrEqual(frameBottom! + 1);
    expect(await player.locator('[role="alert"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('captions and subtitles: fetched by plain GET when chosen, shown, and switchable', async () => {
    const current = await open('/media.html');
    const { page, requests } = current;
    const player = playerOf(page, 'video-45-1');
    const button = player.locator('.mejs-captions-button button');
    const menu = player.locator('.mejs-captions-selector');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.locator('label').allTextContents()).toEqual(['None', 'English', 'Français']);
    expect(await menu.locator('input:checked').getAttribute('value')).toBe('-1');
    await menu.locator('label', { hasText: 'English' }).click();
    await expect.poll(() => requests.filter((url) => url.endsWith('/media/captions.vtt')).length, LONG).toBeGreaterThan(0);
    const modes = () => page.locator('#video-45-1').evaluate((media: HTMLMediaElement) => Array.from(media.textTracks).map((track) => track.mode));
    // Hidden: its cues are active and MediaElement's layer shows them, not the browser.
    expect(await modes()).toEqual(['hidden', 'disabled']);
    await page.locator('#video-45-1').evaluate((media: HTMLMediaElement) => media.play());
    await expect.poll(() => page.locator('#video-45-1').evaluate((media: HTMLMediaElement) =>
      Array.from(media.textTracks[0]!.activeCues ?? []).map((cue) => (cue as VTTCue).text).join()), LONG).toBe('Hello from the captions track');
    await expect(player.locator('.mejs-captions-layer .mejs-captions-text')).toHaveText('Hello from the captions track');
    // The radios move with the arrow keys; Escape closes the menu and returns to its button.
    await menu.getByLabel('English').focus();
    await page.keyboard.press('ArrowDown');
    expect(await modes()).toEqual(['disabled', 'hidden']);
    await expect.poll(() => requests.filter((url) => url.endsWith('/media/captions-fr.vtt')).length, LONG).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await menu.locator('label', { hasText: 'None' }).click();
    expect(await modes()).toEqual(['disabled', 'disabled']);
    await expect(player.locator('.mejs-captions-layer')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('captions show in MediaElement\'s layer above the controls bar, lower while it steps aside, as text; the browser draws them again after teardown', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    const video = page.locator('#video-45-1');
    const layer = player.locator('.mejs-captions-layer');
    const text = layer.locator('.mejs-captions-position > .mejs-captions-text');
    await expect.poll(() => player.locator('.mejs-captions-button button').isDisabled(), LONG).toBe(false);
    await expect(layer).toBeHidden();
    // Page code chooses a track the browser's way: it is followed (the menu too), and drawn by the layer.
    await video.evaluate((media: HTMLVideoElement) => {
      media.textTracks[0]!.mode = 'showing';
      media.currentTime = 0.5;
    });
    await expect(text).toHaveText('Hello from the captions track');
    expect(await video.evaluate((media: HTMLVideoElement) => media.textTracks[0]!.mode)).toBe('hidden');
    await expect(player.locator('.mejs-captions-selector input:checked')).toHaveAttribute('value', '0');
    expect(await layer.getAttribute('lang')).toBe('en');
    // Above the bar while it is in view: MediaElement's hover position, 35 px up, over the bar's top 5 px.
    await expect(player.locator('.mejs-captions-position')).toHaveClass('mejs-captions-position mejs-captions-position-hover');
    const bar = (await player.locator('.mejs-controls').boundingBox())!;
    const raised = (await text.boundingBox())!;
    expect(raised.y + raised.height).toBeLessThanOrEqual(bar.y + 5);
    // The next cue as it comes; clicks go through the layer to the picture.
    await video.evaluate((media: HTMLVideoElement) => { media.currentTime = 2; });
    await expect(text).toHaveText('Second caption line');
    expect(await layer.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
    // Playing, with the bar stepped aside: lower.
    await video.evaluate((media: HTMLVideoElement) => { media.loop = true; return media.play(); });
    await page.mouse.move(0, 0);
    await expect(player.locator('.mejs-controls')).toHaveClass(/mejs-offscreen/);
    await expect(player.locator('.mejs-captions-position')).toHaveClass('mejs-captions-position');
    expect((await text.boundingBox())!.y).toBeGreaterThan(raised.y + 10);
    await video.evaluate((media: HTMLVideoElement) => media.pause());
    // A cue's markup is text: its tags are WebVTT's, never the page's HTML.
    await video.evaluate((media: HTMLVideoElement) => {
      const track = media.textTracks[0]!;
      track.addCue(new VTTCue(media.currentTime, media.currentTime + 5, '<b>Bold</b> <img src=x onerror="window.hit=1">'));
      media.currentTime += 0.01;
    });
    await expect.poll(() => text.textContent()).toContain('Bold');
    await expect(text.locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => 'hit' in window)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // Teardown: the element's own controls, which draw the chosen track.
    await page.evaluate(() => (window as unknown as { airlift: { teardown(): number } }).airlift.teardown());
    expect(await video.evaluate((media: HTMLVideoElement) => Array.from(media.textTracks, (track) => track.mode))).toEqual(['showing', 'disabled']);
    expect(current.errors).toEqual([]);
  });

  it("each player's captions are its own, whatever the page's ids (two elements with one id)", async () => {
    const markup = '<div style="width: 320px;" class="wp-video"><video class="wp-video-shortcode" id="twin" width="320" height="180" preload="metadata" controls="controls">'
      + '<source type="video/webm" src="/media/clip.webm?_=9"><track kind="captions" src="/media/captions.vtt" srclang="en" label="English"></video></div>';
    const current = await open('/media.html', { routes: rewritePage('/media.html', [['</main>', `${markup}${markup}</main>`]]) });
    const { page } = current;
    const players = page.locator('.mejs-container:has(video#twin)');
    await expect(players).toHaveCount(2);
    const second = players.nth(1);
    await expect.poll(() => second.locator('.mejs-captions-button button').isDisabled(), LONG).toBe(false);
    await second.locator('.mejs-captions-button button').click();
    await second.locator('.mejs-captions-selector-label', { hasText: 'English' }).click();
    await second.locator('video').evaluate((media: HTMLVideoElement) => { media.currentTime = 0.5; });
    await expect(second.locator('.mejs-captions-text')).toHaveText('Hello from the captions track');
    await expect(players.nth(0).locator('.mejs-captions-layer')).toBeHidden();
    expect(await players.nth(0).locator('video').evaluate((media: HTMLVideoElement) => media.textTracks[0]!.mode)).toBe('disabled');
  });

  it('the captions menu is a pack of its own: until it is here its button shows disabled; where it cannot load there is none, and the player plays', async () => {
    let refuse = false;
    /** The captions button as the pack's request finds it: its label while disabled, or null. */
    const seen: Array<string | null> = [];
    const current = await open('/media.html', {
      routes: async (context) => {
        await context.route((url) => url.pathname.endsWith('/packs/captions.js'), async (route) => {
          const page = route.request().frame().page();
          seen.push(await playerOf(page, 'video-45-1').locator('.mejs-captions-button button')
            .evaluate((button: HTMLButtonElement) => (button.disabled ? button.getAttribute('aria-label') : null)).catch(() => 'none'));
          await (refuse ? route.fulfill({ status: 404, body: '' }) : route.continue());
        });
      },
    });
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    expect(seen[0]).toBe('Captions/Subtitles');
    await expect.poll(() => player.locator('.mejs-captions-button button').isDisabled(), LONG).toBe(false);
    await expect(player.locator('.mejs-captions-selector')).toHaveCount(1);
    // Loaded again, the pack refused: no captions button, and the player plays.
    refuse = true;
    await page.reload();
    await expect(playerOf(page, 'video-45-1')).toHaveCount(1);
    await expect(playerOf(page, 'video-45-1').locator('.mejs-captions-button')).toHaveCount(0);
    await playerOf(page, 'video-45-1').locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#video-45-1')).time, LONG).toBeGreaterThan(0.2);
  });

  it('under responsive stretching a video keeps its aspect ratio within a narrower page (resize, 50 ms)', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const video = page.locator('#video-playlist video');
    // As MediaElement does: the player takes the playlist's width, the video its 16:9 height.
    const room = await page.locator('#video-playlist').evaluate((list: HTMLElement) => list.clientWidth - parseFloat(getComputedStyle(list).paddingLeft) - parseFloat(getComputedStyle(list).paddingRight));
    await expect.poll(() => video.evaluate((media: HTMLVideoElement) => [media.offsetWidth, media.offsetHeight]), LONG).toEqual([room, Math.round((room * 9) / 16)]);
    // Within the video shortcode's 320 px box: 320 × 180.
    expect(await page.locator('#video-45-1').evaluate((media: HTMLVideoElement) => [media.offsetWidth, media.offsetHeight])).toEqual([320, 180]);
    await page.setViewportSize({ width: 240, height: 800 });
    await expect.poll(() => video.evaluate((media: HTMLVideoElement) => media.offsetWidth), LONG).toBeLessThan(240);
    // The fit follows the resize 50 ms later: the height catches up with the narrower width.
    const ratioError = () => video.evaluate((media: HTMLVideoElement) => Math.abs(media.offsetHeight - (media.offsetWidth * 9) / 16));
    await expect.poll(ratioError, LONG).toBeLessThanOrEqual(1);
    expect(await video.evaluate((media: HTMLVideoElement) => media.offsetWidth)).toBeLessThan(240);
  });

  it('a video goes fullscreen and back from its fullscreen button, a toggle button; audio has none', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    const button = player.locator('.mejs-fullscreen-button button');
    // Last in the bar, as MediaElement puts it; an audio player has none.
    await expect(player.locator('.mejs-controls > :last-child')).toHaveClass('mejs-button mejs-fullscreen-button mejs-fullscreen');
    await expect(playerOf(page, 'audio-45-1').locator('.mejs-fullscreen-button')).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-label', 'Fullscreen');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => player.evaluate((frame: HTMLElement) => frame.style.width)).toBe('320px');

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.fullscreenElement?.className)).toBe('mejs-container mejs-video wp-video-shortcode mejs-container-fullscreen');
    await expect(player.locator('.mejs-fullscreen-button')).toHaveClass('mejs-button mejs-fullscreen-button mejs-unfullscreen');
    expect(await page.evaluate(() => document.documentElement.classList.contains('mejs-fullscreen'))).toBe(true);
    // The picture and the bar fill the screen; the focus stays on the button.
    const screen = await page.evaluate(() => [innerWidth, innerHeight]);
    await expect.poll(() => page.locator('#video-45-1').evaluate((media: HTMLElement) => [media.offsetWidth, media.offsetHeight])).toEqual(screen);
    const bar = await player.locator('.mejs-controls').boundingBox();
    expect(Math.round(bar!.y + bar!.height)).toBe(screen[1]);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(await page.evaluate(() => document.documentElement.classList.contains('mejs-fullscreen'))).toBe(false);
    await expect(player).toHaveClass('mejs-container mejs-video wp-video-shortcode');
    await expect.poll(() => page.locator('#video-45-1').evaluate((media: HTMLElement) => [media.offsetWidth, media.offsetHeight])).toEqual([320, 180]);
    expect(current.errors).toEqual([]);
  });

  it('an element with preload="none" fetches nothing until it plays, as MediaElement\'s player has it; one with preload="metadata" does', async () => {
    const current = await openPlain('/media-same.html');
    const { page, requests } = current;
    await expect(page.locator('.mejs-container')).toHaveCount(4);
    await requestsSettled(page, requests);
    const media = () => requests.map((url) => new URL(url).pathname + new URL(url).search).filter((path) => path.startsWith('/media/'));
    // The [video]'s metadata only; not the [audio] nor either playlist's first track.
    expect(media().filter((path) => !path.endsWith('.jpg'))).toEqual(['/media/clip.webm?_=1']);
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('audio'), (element) => element.readyState))).toEqual([0, 0]);
    await playerOf(page, 'audio-1').locator('.mejs-playpause-button button').click();
    await expect.poll(() => page.locator('#audio-1').evaluate((element: HTMLMediaElement) => element.currentTime), LONG).toBeGreaterThan(0.2);
    expect(media()).toContain('/media/two.mp3?_=1');
  });

  it('the time rail shows the time under the mouse as MediaElement does: not for a touch, gone when the mouse leaves; a long medium\'s wider float centred on it', async () => {
    // A WAV of 3,700 s of silence at 4 kHz, 8 bits, mono (14.8 MB).
    const bytes = 4000 * 3700;
    const wav = Buffer.alloc(44 + bytes, 128);
    wav.write('RIFF', 0);
    wav.writeUInt32LE(36 + bytes, 4);
    wav.write('WAVEfmt ', 8);
    wav.writeUInt32LE(16, 16);
    wav.writeUInt16LE(1, 20);
    wav.writeUInt16LE(1, 22);
    wav.writeUInt32LE(4000, 24);
    wav.writeUInt32LE(4000, 28);
    wav.writeUInt16LE(1, 32);
    wav.writeUInt16LE(8, 34);
    wav.write('data', 36);
    wav.writeUInt32LE(bytes, 40);
    const long = '<audio class="wp-audio-shortcode" id="long-1" preload="metadata" style="width: 100%;"><source type="audio/wav" src="/media/long.wav"></audio>';
    const current = await open('/media-same.html', {
      routes: async (context) => {
        await rewritePage('/media-same.html', [['<h2>[video]</h2>', `${long}<h2>[video]</h2>`]])(context);
        await context.route((url) => url.pathname === '/media/long.wav', (route) => route.fulfill({ status: 200, contentType: 'audio/wav', body: wav }));
      },
    });
    const { page } = current;
    const video = playerOf(page, 'video-1');
    await expect.poll(() => page.locator('#video-1').evaluate((media: HTMLVideoElement) => media.duration)).toBeGreaterThan(0);
    const float = video.locator('.mejs-time-float');
    const hovered = video.locator('.mejs-time-hovered');
    await expect(float).toBeHidden();
    await expect(hovered).toHaveClass(/no-hover/);
    const rail = (await video.locator('.mejs-time-total').boundingBox())!;
    const y = rail.y + rail.height / 2;
    // A touch on the rail shows nothing (MediaElement shows none on touch devices).
    await video.locator('.mejs-time-total').dispatchEvent('pointermove', { pointerType: 'touch', clientX: rail.x + rail.width / 2, clientY: y, bubbles: true });
    await expect(float).toBeHidden();
    await page.mouse.move(rail.x + rail.width * 0.5, y);
    await expect(float).toBeVisible();
    const text = await video.locator('.mejs-time-float-current').textContent();
    const duration = await page.locator('#video-1').evaluate((media: HTMLVideoElement) => media.duration);
    expect(text).toBe(`00:${String(Math.floor(duration / 2)).padStart(2, '0')}`);
    await expect(hovered).not.toHaveClass(/no-hover/);
    // The float is centred on the mouse.
    const box = (await float.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - (rail.x + rail.width * 0.5))).toBeLessThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.mouse.move(rail.x + rail.width * 0.5, y + 200);
    await expect(float).toBeHidden();
    await expect(hovered).toHaveClass(/no-hover/);

    // A medium of over an hour: MediaElement's mejs-long-video, whose float WordPress's stylesheet widens for hh:mm:ss.
    const player = playerOf(page, 'long-1');
    await expect.poll(() => page.locator('#long-1').evaluate((media: HTMLAudioElement) => media.duration)).toBeGreaterThan(3600);
    await expect(player).toHaveClass(/mejs-long-video/);
    await expect(video).not.toHaveClass(/mejs-long-video/);
    const longRail = (await player.locator('.mejs-time-total').boundingBox())!;
    await page.mouse.move(longRail.x + longRail.width * 0.99, longRail.y + longRail.height / 2);
    const longFloat = player.locator('.mejs-time-float');
    await expect(longFloat).toBeVisible();
    await expect(player.locator('.mejs-time-float-current')).toHaveText(/^01:0\d:\d\d$/);
    const longBox = (await longFloat.boundingBox())!;
    expect(longBox.width).toBe(64);
    expect(Math.abs(longBox.x + longBox.width / 2 - (longRail.x + longRail.width * 0.99))).toBeLessThanOrEqual(2);
    expect(current.errors).toEqual([]);
  });

  it('a video\'s volume slider is MediaElement\'s vertical one over its mute button: shown on hover and focus, an ARIA slider', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    const mute = player.locator('.mejs-volume-button > button');
    const slider = player.locator('.mejs-volume-button > a.mejs-volume-slider');
    // In the mute button's box, not a horizontal slider in the bar.
    await expect(player.locator('.mejs-horizontal-volume-slider')).toHaveCount(0);
    await expect(slider).toHaveAttribute('role', 'slider');
    await expect(slider).toHaveAttribute('aria-orientation', 'vertical');
    await expect(slider).toBeHidden();
    await mute.hover();
    await expect(slider).toBeVisible();
    // Above the bar, as WordPress's stylesheet places it.
    const [box, bar] = await Promise.all([slider.boundingBox(), player.locator('.mejs-controls').boundingBox()]);
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + 1);
    // A press on its track sets the volume from the bottom.
    const track = (await slider.locator('.mejs-volume-total').boundingBox())!;
    await page.mouse.click(track.x + track.width / 2, track.y + track.height * 0.25);
    expect(await page.locator('#video-45-1').evaluate((media: HTMLMediaElement) => media.volume)).toBeCloseTo(0.75, 1);
    // Pressed, it has the focus: it stays until the focus and the pointer are elsewhere.
    await expect(slider).toBeFocused();
    await page.mouse.move(0, 0);
    await expect(slider).toBeVisible();
    await page.locator('h1').click();
    await expect(slider).toBeHidden();
    // By keyboard: the focus on the mute button shows it, Tab reaches it, arrows step it.
    await mute.focus();
    await expect(slider).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(slider).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#video-45-1').evaluate((media: HTMLMediaElement) => media.volume)).toBe(0.95);
    await expect(slider).toHaveAttribute('aria-valuenow', '95');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(slider).toBeHidden();
    // An audio player keeps its horizontal slider in the bar.
    await expect(playerOf(page, 'audio-45-1').locator('.mejs-controls > a.mejs-horizontal-volume-slider')).toHaveCount(1);
  });

  it('MediaElement\'s keys wherever the focus is in a player: arrows seek and change the volume, M mutes, F goes fullscreen', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    const video = page.locator('#video-45-1');
    await expect.poll(() => video.evaluate((media: HTMLMediaElement) => media.duration), LONG).toBeGreaterThan(2);
    await player.locator('.mejs-playpause-button button').focus();
    // Right: the time rail's step (5 %), the focus on the rail, as MediaElement moves it.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video.evaluate((media: HTMLMediaElement) => media.currentTime)).toBeCloseTo(0.15, 1);
    await expect(player.locator('.mejs-time-slider')).toBeFocused();
    // On the rail, its own keys: one step a press, not two.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video.evaluate((media: HTMLMediaElement) => media.currentTime)).toBeCloseTo(0.3, 1);
    // Down from the mute button: the volume slider's step; M mutes and unmutes.
    await player.locator('.mejs-volume-button > button').focus();
    await page.keyboard.press('ArrowDown');
    expect(await video.evaluate((media: HTMLMediaElement) => media.volume)).toBe(0.95);
    await page.keyboard.press('m');
    expect(await video.evaluate((media: HTMLMediaElement) => media.muted)).toBe(true);
    await page.keyboard.press('M');
    expect(await video.evaluate((media: HTMLMediaElement) => media.muted)).toBe(false);
    // With a modifier, the key is the browser's.
    await page.keyboard.press('Control+m');
    expect(await video.evaluate((media: HTMLMediaElement) => media.muted)).toBe(false);
    // F: fullscreen and back.
    await player.locator('.mejs-playpause-button button').focus();
    await page.keyboard.press('f');
    await expect(player).toHaveClass(/mejs-container-fullscreen/);
    await page.keyboard.press('f');
    await expect(player).not.toHaveClass(/mejs-container-fullscreen/);
    // Outside a player the keys are the page's.
    await page.locator('h1').click();
    await page.keyboard.press('m');
    expect(await video.evaluate((media: HTMLMediaElement) => media.muted)).toBe(false);
    expect(current.errors).toEqual([]);
  });

  it('where the volume cannot be set (iOS leaves it to the device\'s buttons) there is no volume slider; the mute button stays', async () => {
    const current = await open('/media.html', {
      init: () => {
        const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'volume')!;
        Object.defineProperty(HTMLMediaElement.prototype, 'volume', { get: own.get, set() { /* read-only, as on iOS */ }, configurable: true });
      },
    });
    const { page } = current;
    await expect(playerOf(page, 'audio-45-1').locator('.mejs-volume-button > button')).toHaveCount(1);
    await expect(playerOf(page, 'video-45-1').locator('.mejs-volume-button > button')).toHaveCount(1);
    for (const id of ['audio-45-1', 'video-45-1']) await expect(playerOf(page, id).locator('.mejs-horizontal-volume-slider, .mejs-volume-slider')).toHaveCount(0);
    await playerOf(page, 'audio-45-1').locator('.mejs-volume-button > button').click();
    expect(await page.locator('#audio-45-1').evaluate((media: HTMLMediaElement) => media.muted)).toBe(true);
    expect(current.errors).toEqual([]);
  });

  it('a page without players asks for no media pack', async () => {
    const current = await openPlain('/tabs.html');
    await expectMounted(current.page, 'tabs');
    await requestsSettled(current.page, current.requests);
    expect(packRequests(current.requests).filter((name) => /^(media|hls|ui|mediaelement|dash)(\.js)?$/.test(name))).toEqual([]);
  });

  it('teardown puts each shortcode element back as it was, its own inline size included', async () => {
    const current = await open('/media.html');
    const { page } = current;
    await expect(playerOf(page, 'audio-45-1')).toHaveCount(1);
    // The responsive video fills the player, which got a size of its own.
    await expect.poll(() => playerOf(page, 'video-45-1').evaluate((frame: HTMLElement) => frame.style.width)).toMatch(/px$/);
    expect(await page.locator('#audio-45-1').evaluate((media: HTMLElement) => media.style.width)).toBe('100%');
    expect(await page.locator('#video-45-1').evaluate((media: HTMLElement) => media.style.width)).toBe('100%');
    await page.evaluate(() => (window as unknown as { airlift: { teardown(): number } }).airlift.teardown());
    await expect(page.locator('.mejs-container')).toHaveCount(0);
    const after = await page.evaluate(() => ['#audio-45-1', '#video-45-1'].map((selector) => {
      const media = document.querySelector<HTMLMediaElement>(selector)!;
      return { width: media.style.width, height: media.style.height, controls: media.controls, parent: media.parentElement!.tagName };
    }));
    expect(after).toEqual([
      // The server's style="width: 100%;".
      { width: '100%', height: '', controls: true, parent: 'MAIN' },
      { width: '', height: '', controls: true, parent: 'DIV' },
    ]);
  });

  it('a playing video\'s controls step aside as MediaElement\'s do, and come back with the pointer, a key, the focus or a tap; a click on the picture plays and pauses', async () => {
    const current = await open('/media.html', { clock: true });
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    const video = page.locator('#video-45-1');
    const bar = player.locator('.mejs-controls');
    const events = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen.splice(0));
    // The page's timers run past `ms` at once: the bar is not hidden in that time (controlshidden
    // is sent from the hiding timer itself, so the list is complete when runFor returns).
    const staysShown = async (ms: number) => {
      await events();
      await page.clock.runFor(ms);
      expect(await events()).toEqual([]);
      await expect(bar).not.toHaveClass(/mejs-offscreen/);
    };
    await video.evaluate((media: HTMLMediaElement) => {
      media.loop = true;
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const container = media.closest('.mejs-container')!;
      for (const type of ['controlshidden', 'controlsshown']) {
        container.addEventListener(type, (event) => seen.push(`${type} ${(event as CustomEvent<{ target: Element }>).detail.target === container}`));
      }
    });
    // 1.5 s after it starts playing (the pointer resting on the picture), MediaElement's offscreen
    // class: out of sight, still there for a screen reader.
    await player.locator('.mejs-overlay-button').click();
    await expect(bar).toHaveClass(/mejs-offscreen/);
    expect(await events()).toEqual(['controlshidden true']);
    await expect(player.getByRole('button', { name: 'Pause' })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    const picture = (await video.boundingBox())!;
    // The pointer moving over the picture brings them back, for 2.5 s.
    await page.mouse.move(picture.x + 100, picture.y + 50);
    await expect(bar).not.toHaveClass(/mejs-offscreen/);
    await page.clock.runFor(2500);
    await expect(bar).toHaveClass(/mejs-offscreen/);
    expect(await events()).toEqual(['controlsshown true', 'controlshidden true']);
    // Resting on the bar, they stay; leaving the player, they go 1 s later.
    const rail = (await player.locator('.mejs-time-rail').boundingBox())!;
    await page.mouse.move(rail.x + 5, rail.y + rail.height / 2);
    await expect(bar).not.toHaveClass(/mejs-offscreen/);
    await expect.poll(() => bar.evaluate((element) => element.matches(':hover'))).toBe(true);
    await staysShown(3000);
    await page.mouse.move(picture.x + 100, picture.y + picture.height + 150);
    await page.clock.runFor(1000);
    await expect(bar).toHaveClass(/mejs-offscreen/);
    // The keyboard: Tab into the player brings them back, and they stay while a control has the focus.
    await player.locator('.mejs-playpause-button button').focus();
    await page.keyboard.press('Shift');
    await expect(bar).not.toHaveClass(/mejs-offscreen/);
    await staysShown(3000);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('h1').evaluate((heading) => heading.setAttribute('tabindex', '-1'));
    await page.locator('h1').focus();
    await page.clock.runFor(1000);
    await expect(bar).toHaveClass(/mejs-offscreen/);
    // A click on the picture pauses it, and the controls stay while it is paused; another plays it.
    await video.click();
    expect((await mediaState(page, '#video-45-1')).paused).toBe(true);
    await expect(bar).not.toHaveClass(/mejs-offscreen/);
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    await page.mouse.move(picture.x + 100, picture.y + picture.height + 150);
    await staysShown(2000);
    await player.locator('.mejs-overlay-button').click();
    expect((await mediaState(page, '#video-45-1')).paused).toBe(false);
    await page.mouse.move(picture.x + 100, picture.y + picture.height + 150);
    await expect(bar).toHaveClass(/mejs-offscreen/);
    // A tap on a touch screen while they are hidden only brings them back; the next tap pauses.
    const tap = () => video.evaluate((media) => {
      media.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
      media.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await tap();
    await expect(bar).not.toHaveClass(/mejs-offscreen/);
    expect((await mediaState(page, '#video-45-1')).paused).toBe(false);
    await tap();
    expect((await mediaState(page, '#video-45-1')).paused).toBe(true);
    // An audio player's bar never steps aside: playing, its button clicked (no visible focus),
    // the pointer away, past every timer that hides a video's.
    const audio = playerOf(page, 'audio-45-1');
    await page.locator('#audio-45-1').evaluate((media: HTMLMediaElement) => { media.loop = true; });
    await audio.locator('.mejs-playpause-button button').click();
    await page.mouse.move(picture.x + 100, picture.y + picture.height + 150);
    await expect.poll(async () => (await mediaState(page, '#audio-45-1')).time, LONG).toBeGreaterThan(0);
    await page.clock.runFor(3000);
    await expect(audio.locator('.mejs-controls')).not.toHaveClass(/mejs-offscreen/);
    expect(current.errors).toEqual([]);
  });

  it('where the browser cannot say :focus-visible (Safari before 15.4 throws on it), any focus keeps the bar in view; nothing throws', async () => {
    const current = await open('/media.html', {
      clock: true,
      init: () => {
        const matches = Element.prototype.matches;
        Element.prototype.matches = function (this: Element, selector: string) {
          if (selector.includes(':focus-visible')) throw new SyntaxError(`'${selector}' is not a valid selector`);
          return matches.call(this, selector);
        };
      },
    });
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    const video = page.locator('#video-45-1');
    await video.evaluate((media: HTMLMediaElement) => { media.loop = true; });
    await player.locator('.mejs-overlay-button').click();
    await page.mouse.move(0, 0);
    await expect(player.locator('.mejs-controls')).toHaveClass(/mejs-offscreen/);
    await player.locator('.mejs-volume-button > button').focus();
    await expect(player.locator('.mejs-controls')).not.toHaveClass(/mejs-offscreen/);
    // Past the 2.5 s the focus gave them: they stay.
    await page.clock.runFor(3000);
    await expect(player.locator('.mejs-controls')).not.toHaveClass(/mejs-offscreen/);
    expect(current.errors).toEqual([]);
  });

  it('a player that starts playing pauses the others, as MediaElement\'s pauseOtherPlayers does', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const paused = () => page.evaluate(() => ['#audio-45-1', '#video-45-1'].map((selector) => document.querySelector<HTMLMediaElement>(selector)!.paused));
    await page.evaluate(() => document.querySelectorAll<HTMLMediaElement>('#audio-45-1, #video-45-1').forEach((media) => { media.loop = true; }));
    await playerOf(page, 'audio-45-1').locator('.mejs-playpause-button button').click();
    await expect.poll(paused, LONG).toEqual([false, true]);
    await playerOf(page, 'video-45-1').locator('.mejs-overlay-button').click();
    await expect.poll(paused, LONG).toEqual([true, false]);
    await expect(playerOf(page, 'audio-45-1').locator('.mejs-playpause-button')).toHaveClass(/mejs-play/);
    // Page code's play() too.
    await page.locator('#audio-45-1').evaluate((media: HTMLMediaElement) => media.play());
    await expect.poll(paused, LONG).toEqual([false, true]);
    expect(current.errors).toEqual([]);
  });

  it('alwaysShowControls, clickToPlayPause and pauseOtherPlayers from _wpmejsSettings: the controls stay, a click on the picture does nothing, two players play at once', async () => {
    const current = await open('/media.html', {
      routes: rewritePage('/media.html', [['"stretching": "responsive",', '"stretching": "responsive", "alwaysShowControls": true, "clickToPlayPause": false, "pauseOtherPlayers": false,']]),
      clock: true,
    });
    const { page } = current;
    const player = playerOf(page, 'video-45-1');
    const video = page.locator('#video-45-1');
    await video.evaluate((media: HTMLMediaElement) => { media.loop = true; });
    await player.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#video-45-1')).time, LONG).toBeGreaterThan(0.2);
    await page.mouse.move(0, 0);
    // Past the 1.5 s after playing and the 1 s after the pointer left: they stay.
    await page.clock.runFor(2500);
    await expect(player.locator('.mejs-controls')).not.toHaveClass(/mejs-offscreen/);
    await video.click();
    expect((await mediaState(page, '#video-45-1')).paused).toBe(false);
    await page.locator('#audio-45-1').evaluate((media: HTMLMediaElement) => { media.loop = true; return media.play(); });
    await expect.poll(async () => (await mediaState(page, '#audio-45-1')).time, LONG).toBeGreaterThan(0.2);
    expect((await mediaState(page, '#video-45-1')).paused).toBe(false);
    expect(current.errors).toEqual([]);
  });
});
