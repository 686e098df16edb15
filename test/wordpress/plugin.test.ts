// The WordPress plugin in a real WordPress (Debian's package; see site.mjs): installed from its
// zip and active, it takes the replaced scripts out of every page, head and footer alike, carries
// their configuration to airlift, and gives everything back when deactivated.
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, pagePerTest } from '../e2e/helpers';
import { LEGACY_SCRIPT, legacyRan, pageUrl, ready, wp } from './wordpress';

const open = pagePerTest(openPage);
const PAGES = ['home', 'media', 'forms', 'boxes', 'consent', 'builder'];
const isAirlift = (url: string) => /\/plugins\/airlift\/airlift\.js\?/.test(url);

describe('the airlift plugin, active', () => {
  it('no replaced script is requested on any page; airlift.js once, deferred in <head>', async () => {
    for (const slug of PAGES) {
      const { page, requests, errors } = await open(pageUrl(slug));
      await ready(page);
      expect(requests.filter((url) => LEGACY_SCRIPT.test(url)), slug).toEqual([]);
      expect(await legacyRan(page), slug).toEqual([]);
      expect(requests.filter(isAirlift), slug).toHaveLength(1);
      expect(await page.evaluate(() => {
        const tag = document.querySelector<HTMLScriptElement>('head script#airlift-js');
        return tag ? { defer: tag.defer, async: tag.async } : null;
      }), slug).toEqual({ defer: true, async: false });
      // Requests to other hosts are refused in the tests (WordPress's emoji images among them).
      expect(errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED')), slug).toEqual([]);
    }
  });

  it('airlift finds the configuration the replaced scripts carried (head and footer)', async () => {
    const { page } = await open(pageUrl('forms'));
    await ready(page);
    const globals = await page.evaluate(() => {
      const w = window as unknown as Record<string, Record<string, unknown> | undefined>;
      return {
        wpcf7: typeof w.wpcf7?.submit === 'function' && (w.wpcf7.api as { namespace?: string }).namespace,
        newsletter: w.newsletter_data?.action_url,
        boxzilla: Array.isArray(w.boxzilla_options?.boxes),
      };
    });
    expect(globals).toEqual({ wpcf7: 'contact-form-7/v1', newsletter: expect.stringMatching(/\/wp-admin\/admin-ajax\.php$/), boxzilla: true });
    // The media scripts are enqueued by the shortcodes, after <head>: their settings print in the footer.
    const media = await open(pageUrl('media'));
    await ready(media.page);
    expect(await media.page.evaluate(() => (window as unknown as { _wpmejsSettings?: { classPrefix?: string } })._wpmejsSettings?.classPrefix)).toBe('mejs-');
  });

  it('Boxzilla\'s preload stub moves with it: calls queued before airlift are replayed', async () => {
    const { page } = await open(pageUrl('boxes'));
    await ready(page);
    await page.click('a[href="#boxzilla-7"]');
    await expect(page.locator('#boxzilla-7')).toBeVisible();
    await page.waitForFunction(() => String((window as unknown as { standinBoxShown?: unknown }).standinBoxShown) === '7');
    expect(await page.locator('#boxzilla-7 .boxzilla-content').textContent()).toContain('A box from the stand-in Boxzilla.');
  });

  it('Complianz\'s configuration moves with it: the consent banner shows', async () => {
    const { page, requests } = await open(pageUrl('consent'));
    const detail = await ready(page);
    expect(detail.features.consent).toBeGreaterThan(0);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    // The consent pack prints in <head> right after airlift's tag, deferred (it runs after
    // airlift and before DOMContentLoaded); airlift uses that tag and requests the pack once. It
    // needs no schema pack (its checks are its own): a page with Complianz alone has none.
    const order = await page.evaluate(() => Array.from(document.head.querySelectorAll('script[src]'))
      .map((script) => ({ src: script.getAttribute('src') ?? '', defer: (script as HTMLScriptElement).defer, pack: script.getAttribute('data-airlift-pack') }))
      .filter((script) => /airlift/.test(script.src)));
    expect(order.map((script) => script.pack ?? script.src.replace(/^.*\/(airlift\.js).*$/, '$1'))).toEqual(['airlift.js', 'consent']);
    expect(order.every((script) => script.defer)).toBe(true);
    expect(await page.locator('script[data-airlift-pack="consent"]').count()).toBe(1);
    expect(requests.filter((url) => url.includes('/packs/consent.js'))).toHaveLength(1);
    expect(requests.filter((url) => url.includes('/packs/schema.js'))).toHaveLength(0);
    expect(await page.locator('link[rel="preload"][as="script"][id^="airlift-"]').count()).toBe(0);
    // The part that lets blocked content in is the browser's to ask for (the visitor's cookies decide,
    // and pages are cached): the page prints no tag of it, and a first visit does not request it.
    expect(await page.locator('script[src*="consent-choice"],link[href*="consent-choice"]').count()).toBe(0);
    expect(requests.filter((url) => url.includes('/packs/consent-choice.js'))).toHaveLength(0);
  });

  it('where a replaced script\'s `after` code makes airlift\'s tag run as the parser reaches it (a Complianz integration\'s), the consent pack prints deferred before it: fetched once, and Complianz\'s API is there for DOMContentLoaded listeners', async () => {
    const { page, requests } = await open(pageUrl('consent', 'integration=1'));
    await ready(page);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    const order = await page.evaluate(() => Array.from(document.head.querySelectorAll('script[src]'))
      .map((script) => ({ src: script.getAttribute('src') ?? '', defer: (script as HTMLScriptElement).defer, pack: script.getAttribute('data-airlift-pack') }))
      .filter((script) => /airlift/.test(script.src)));
    expect(order.map((script) => [script.pack ?? script.src.replace(/^.*\/(airlift\.js).*$/, '$1'), script.defer])).toEqual([['consent', true], ['airlift.js', false]]);
    expect(requests.filter((url) => url.includes('/packs/consent.js'))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { cmplzAtReady?: unknown }).cmplzAtReady)).toBe(false);
    expect(await page.locator('link[rel="preload"][as="script"][id^="airlift-"]').count()).toBe(0);
  });

  it('Complianz\'s banner stylesheet is preloaded from <head> and fetched once: the banner shows once it has loaded', async () => {
    const { page, requests } = await open('');
    // Preloaded, the stylesheet applies as the consent pack adds its link: the banner shows then,
    // not a task later with the link's load event (seen first here, capturing at the document).
    await page.addInitScript(() => {
      document.addEventListener('load', (event) => {
        if (!(event.target as Element).matches?.('link[data-airlift-banner-css]')) return;
        (window as unknown as { hiddenAtLoad: unknown }).hiddenAtLoad = document.querySelector('.cmplz-cookiebanner')?.classList.contains('cmplz-hidden');
      }, true);
    });
    await page.goto(new URL(pageUrl('consent'), baseUrl).href);
    await ready(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { hiddenAtLoad?: boolean }).hiddenAtLoad)).toBe(false);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    // css_file with the banner id and the consent type filled in, as the consent pack fills them.
    const preload = await page.evaluate(() => document.head.querySelector<HTMLLinkElement>('link#airlift-banner-css-preload[rel="preload"][as="style"]')?.href ?? null);
    expect(preload).toMatch(/\/complianz-standin\/banner-1-optin\.css\?v=22$/);
    // The pack's stylesheet link is that address, and applies: the banner is laid out by it.
    expect(await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[data-airlift-banner-css]')?.href)).toBe(preload);
    expect(await page.locator('.cmplz-cookiebanner').evaluate((banner) => getComputedStyle(banner).position)).toBe('fixed');
    expect(requests.filter((url) => url.includes('banner-1-optin.css'))).toHaveLength(1);
    // With geo-ip the consent type is the browser's to decide: nothing is preloaded, and the pack
    // loads the stylesheet itself (here with the page's type: the stand-in answers no geo-ip call).
    const geoip = await open(pageUrl('consent', 'geoip=1'));
    await ready(geoip.page);
    await expect(geoip.page.locator('.cmplz-cookiebanner')).toBeVisible();
    expect(await geoip.page.locator('link[rel="preload"][as="style"]').count()).toBe(0);
    expect(geoip.requests.filter((url) => url.includes('banner-1-optin.css'))).toHaveLength(1);
  });

  it('WPBakery\'s script, enqueued by a shortcode after <head>, is caught in the footer', async () => {
    const { page, requests } = await open(pageUrl('builder'));
    const detail = await ready(page);
    expect(requests.filter((url) => LEGACY_SCRIPT.test(url))).toEqual([]);
    expect(detail.features.accordion).toBe(1);
    await page.click('#faq-apps .vc_tta-panel-heading a');
    await expect(page.locator('#faq-apps')).toHaveClass(/vc_active/);
  });
});

describe('WordPress core\'s own media markup', () => {
  it('playlists list the tracks of the real JSON, the [audio] player plays its attachment, WordPress\'s stylesheets stay', async () => {
    const { page, requests } = await open(pageUrl('media'));
    await ready(page);
    const audio = page.locator('.wp-audio-playlist').first();
    await expect(audio.locator('.wp-playlist-item')).toHaveCount(2);
    expect(await audio.locator('.wp-playlist-item .wp-playlist-item-title').allTextContents()).toEqual(['“Morning Theme”', '“Evening Theme”']);
    await expect(page.locator('.wp-video-playlist .wp-playlist-item')).toHaveCount(1);
    for (const id of ['mediaelement-css', 'wp-mediaelement-css']) {
      expect(await page.locator(`link#${id}[rel="stylesheet"]`).count(), id).toBe(1);
      // In <head> (the shortcodes would have WordPress print them at the end of <body>), after
      // the theme's stylesheet; fetched once.
      const placed = await page.evaluate((name) => {
        const link = document.querySelector<HTMLLinkElement>(`link#${name}`)!;
        const theme = document.querySelector('link[rel="stylesheet"][href*="/themes/"]');
        return { head: document.head.contains(link), afterTheme: theme !== null && (theme.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0, href: link.href };
      }, id);
      expect(placed, id).toMatchObject({ head: true, afterTheme: true });
      expect(requests.filter((url) => url === placed.href), id).toHaveLength(1);
    }
    const forms = await open(pageUrl('forms'));
    await ready(forms.page);
    expect(await forms.page.locator('link#wp-mediaelement-css').count()).toBe(0);
    expect(requests.some((url) => url.includes('/wp-includes/js/mediaelement/wp-mediaelement.min.css'))).toBe(true);

    // Clicked, as a visitor would, under WordPress's own media stylesheets.
    const audioId = await page.locator('audio.wp-audio-shortcode').getAttribute('id');
    const play = page.locator(`button[aria-controls="${audioId}"][aria-label="Play"]`);
    // WordPress's own MediaElement 4 stylesheet draws the icon from its sprite: one icon, not two
    // (the inline one steps aside once the player has looked, after the frame's layout).
    await expect.poll(() => play.evaluate((button) => ({
      sprite: getComputedStyle(button).backgroundImage.includes('mejs-controls.svg'),
      inline: Array.from(button.querySelectorAll('svg')).filter((icon) => getComputedStyle(icon).display !== 'none').length,
    }))).toEqual({ sprite: true, inline: 0 });
    // A video's overlay play button (a real button, where MediaElement 4's was a div its stylesheet
    // gives no border or padding) and its fullscreen button: the sprite's icon, no box of the browser's.
    const video = page.locator('.wp-video .mejs-container').first();
    await expect.poll(() => video.locator('.mejs-overlay-button, .mejs-fullscreen-button > button').evaluateAll((buttons) => buttons.map((button) => {
      const style = getComputedStyle(button);
      return {
        sprite: style.backgroundImage.includes('mejs-controls.svg'),
        inline: Array.from(button.querySelectorAll('svg')).filter((icon) => getComputedStyle(icon).display !== 'none').length,
        border: style.borderTopWidth,
        padding: style.paddingLeft,
      };
    }))).toEqual([0, 1].map(() => ({ sprite: true, inline: 0, border: '0px', padding: '0px' })));
    await play.click();
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('audio.wp-audio-shortcode');
      return element !== null && !element.paused && element.currentTime > 0;
    }, undefined, { timeout: 15000 });
  });

  it('where it carried _wpmejsSettings, the media pack prints deferred after airlift: MediaElement\'s page API is there for DOMContentLoaded listeners; and where it took wp-util off (the playlist\'s), the wp-util pack: wp.ajax is there too; each pack fetched once', async () => {
    const { page, requests } = await open('');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { mejs?: unknown; MediaElementPlayer?: unknown; wp?: { mediaelement?: { initialize?: unknown }; ajax?: { post?: unknown } } };
        (window as unknown as { atDomReady: unknown }).atDomReady = { mejs: typeof w.mejs, player: typeof w.MediaElementPlayer, initialize: typeof w.wp?.mediaelement?.initialize, ajax: typeof w.wp?.ajax?.post };
      });
    });
    await page.goto(new URL(pageUrl('media'), baseUrl).href);
    await ready(page);
    expect(await page.evaluate(() => (window as unknown as { atDomReady: unknown }).atDomReady)).toEqual({ mejs: 'object', player: 'function', initialize: 'function', ajax: 'function' });
    // The shortcodes enqueue the media scripts after <head>: the tags print in the footer, deferred.
    // (Tags airlift's loader adds for other packs, such as masonry's for the gallery, are async.)
    const tags = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]:not([async])'))
      .map((script) => ({ pack: script.dataset.airliftPack, defer: script.defer, footer: !document.head.contains(script), version: new URL(script.src).searchParams.get('ver') })));
    // Versioned as airlift's own tag is, and as airlift's loader asks for packs.
    const version = await page.evaluate(() => (window as unknown as { airlift: { version: string } }).airlift.version);
    expect(tags).toEqual(['ui', 'schema', 'media', 'wp-util'].map((pack) => ({ pack, defer: true, footer: true, version })));
    for (const pack of ['ui', 'schema', 'media', 'wp-util']) expect(requests.filter((url) => url.includes(`/packs/${pack}.js`)), pack).toHaveLength(1);
    // wp.ajax's calls come in its part pack, at the first call only.
    expect(requests.filter((url) => url.includes('/packs/wp-util-ajax.js'))).toHaveLength(0);
    // Not on a page without WordPress's media scripts.
    const forms = await open(pageUrl('forms'));
    await ready(forms.page);
    expect(await forms.page.locator('script[data-airlift-pack="media"]').count()).toBe(0);
    expect(await forms.page.evaluate(() => 'mejs' in window)).toBe(false);
  });

  it('a [video] of a YouTube address: the media pack\'s part pack video-sites prints after it, fetched once; not where the videos are files', async () => {
    const { page, context, requests } = await open('');
    // Nothing leaves the machine: YouTube's player is not what this test looks at.
    await context.route(/youtube\.com|ytimg\.com|youtube-nocookie\.com/, (route) => route.abort());
    await page.goto(new URL(pageUrl('media', 'youtube=1'), baseUrl).href);
    await ready(page);
    expect(await page.locator('video.wp-video-shortcode source[type="video/youtube"]').count()).toBe(1);
    const tags = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]:not([async])'), (script) => script.dataset.airliftPack));
    expect(tags).toEqual(['ui', 'schema', 'media', 'video-sites', 'wp-util']);
    await expect.poll(() => requests.filter((url) => url.includes('/packs/video-sites.js')).length).toBe(1);
    const files = await open(pageUrl('media'));
    await ready(files.page);
    expect(await files.page.locator('script[data-airlift-pack="video-sites"], script[data-airlift-pack="captions"]').count()).toBe(0);
    expect(files.requests.filter((url) => /\/packs\/(video-sites|captions)\.js/.test(url))).toEqual([]);
  });

  it('a [video] with a captions track: the media pack\'s part pack captions prints after it, fetched once, and the player\'s captions button works from it', async () => {
    const { page, requests } = await open(pageUrl('media', 'captions=1'));
    await ready(page);
    expect(await page.locator('video.wp-video-shortcode track[kind="captions"]').count()).toBe(1);
    const tags = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]:not([async])'), (script) => script.dataset.airliftPack));
    expect(tags).toEqual(['ui', 'schema', 'media', 'captions', 'wp-util']);
    await expect.poll(() => requests.filter((url) => url.includes('/packs/captions.js')).length).toBe(1);
    // The button shows disabled until the pack is here; then it opens the menu with the track.
    const button = page.locator('.mejs-container:has(video.wp-video-shortcode track) .mejs-captions-button button');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await expect.poll(() => page.locator('.mejs-container:has(video.wp-video-shortcode track) .mejs-captions-selector').textContent()).toContain('English');
  });

  it('where a form rendered, its packs print deferred after airlift, in the footer of a classic theme, each fetched once; not on a page without one, though CF7 enqueues its script on every page (Boxzilla\'s likewise)', async () => {
    const { page, requests } = await open(pageUrl('forms'));
    const detail = await ready(page);
    expect(detail.features.cf7).toBeGreaterThan(0);
    // The packs the server knows the page needs, in the order they run: the forms pack needs
    // none (its part, with the schema pack, comes at a form's first interaction), the newsletter
    // pack the schema pack. Fetched while the page parses rather than once airlift has found the forms.
    const tags = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]:not([async])'))
      .map((script) => ({ pack: script.dataset.airliftPack, defer: script.defer, footer: !document.head.contains(script) })));
    expect(tags).toEqual(['forms', 'schema', 'newsletter'].map((pack) => ({ pack, defer: true, footer: true })));
    for (const pack of ['forms', 'schema', 'newsletter']) expect(requests.filter((url) => url.includes(`/packs/${pack}.js`)), pack).toHaveLength(1);
    const plain = await open(pageUrl('media'));
    await ready(plain.page);
    expect(await plain.page.evaluate(() => 'wpcf7' in window)).toBe(true);
    expect(await plain.page.locator('script[data-airlift-pack="forms"], script[data-airlift-pack="newsletter"]').count()).toBe(0);
    expect(plain.requests.filter((url) => /\/packs\/(forms|newsletter)\.js/.test(url))).toHaveLength(0);
    // Boxzilla's script, on every page too, carries the boxes of this one: the popups pack prints
    // where it lists a box that shows by itself (a trigger); not where it lists none, nor where
    // every box opens from a link (the main script loads it when the visitor asks).
    expect(await plain.page.evaluate(() => (window as unknown as { boxzilla_options: { boxes: unknown[] } }).boxzilla_options.boxes)).toEqual([]);
    expect(await plain.page.locator('script[data-airlift-pack="popups"]').count()).toBe(0);
    const triggered = await open(pageUrl('boxes', 'box-trigger=1'));
    await ready(triggered.page);
    expect(await triggered.page.locator('script[data-airlift-pack="popups"]:not([async])').count()).toBe(1);
    expect(triggered.requests.filter((url) => url.includes('/packs/popups.js'))).toHaveLength(1);
    const manual = await open(pageUrl('boxes'));
    expect((await ready(manual.page)).features.popups).toBeUndefined();
    expect(await manual.page.locator('script[data-airlift-pack="popups"]').count()).toBe(0);
    expect(manual.requests.filter((url) => url.includes('/packs/popups.js'))).toHaveLength(0);
    await manual.page.click('a[href="#boxzilla-7"]');
    await expect(manual.page.locator('#boxzilla-7')).toBeVisible();
    expect(manual.requests.filter((url) => url.includes('/plugins/airlift/packs/popups.js'))).toHaveLength(1);
  });

  it('a theme that enqueues MediaElement in <head> on a page with Complianz: the consent and media packs print after airlift\'s tag, each once', async () => {
    const { page, requests } = await open(pageUrl('consent', 'theme-media=1'));
    await ready(page);
    const order = await page.evaluate(() => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]:not([async])'), (script) => script.dataset.airliftPack));
    expect(order).toEqual(['consent', 'ui', 'schema', 'media']);
    for (const pack of ['consent', 'ui', 'schema', 'media']) expect(requests.filter((url) => url.includes(`/packs/${pack}.js`)), pack).toHaveLength(1);
    expect(await page.evaluate(() => typeof (window as unknown as { MediaElementPlayer?: unknown }).MediaElementPlayer)).toBe('function');
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
  });

  it('a theme\'s start-up that sets mejs.MepDefaults unguarded runs to its end beside airlift\'s players', async () => {
    const { page, errors } = await open(pageUrl('media', 'theme-mejs=1'));
    await ready(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { themeMejsDone?: boolean }).themeMejsDone)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { mejs: { MepDefaults: { enableAutosize?: boolean } } }).mejs.MepDefaults.enableAutosize)).toBe(true);
    await expect(page.locator('.mejs-container[role="region"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('a MediaElement plugin whose script depends on mediaelement keeps WordPress\'s MediaElement: its players, with the plugin\'s feature, one per element', async () => {
    const { page, requests, errors } = await open(pageUrl('media', 'mejs-plugin=1'));
    await ready(page);
    expect(requests.some((url) => url.includes('/wp-includes/js/mediaelement/mediaelement-and-player.min.js'))).toBe(true);
    // WordPress's own players, each with the plugin's button; airlift built none beside them.
    const elements = await page.locator('audio.wp-audio-shortcode, video.wp-video-shortcode, .wp-playlist audio, .wp-playlist video').count();
    expect(elements).toBeGreaterThan(0);
    await expect(page.locator('.mejs-container')).toHaveCount(elements);
    await expect(page.locator('.mejs-controls .mejs-standin-button')).toHaveCount(elements);
    expect(await page.locator('.mejs-container[role="region"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an inline script that calls jQuery gets WordPress\'s jQuery back where airlift took it off the page, printed once before it; pages without such code have none', async () => {
    // The media page: WordPress's media scripts would have printed jQuery there.
    const { page, requests, errors } = await open(pageUrl('media', 'inline-jquery=1'));
    await ready(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { inlineJquery?: string[] }).inlineJquery)).toEqual(['first:function', 'second']);
    // jQuery and jQuery Migrate, once each, just before the first script that calls jQuery (not before the JSON-LD).
    const jquery = requests.filter((url) => /\/wp-includes\/js\/jquery\/jquery(-migrate)?\.min\.js/.test(url)).map((url) => new URL(url).pathname);
    expect(jquery).toEqual(['/wp-includes/js/jquery/jquery.min.js', '/wp-includes/js/jquery/jquery-migrate.min.js']);
    expect(await page.evaluate(() => {
      const core = document.getElementById('jquery-core-js')!;
      const next = core.nextElementSibling?.nextElementSibling;
      return [core.previousElementSibling?.getAttribute('type'), next?.textContent?.startsWith('jQuery(function')];
    })).toEqual(['application/ld+json', true]);
    expect(errors).toEqual([]);
    // The same page without that code: no jQuery. Nor a page where WordPress would have printed none (the forms page's scripts need none).
    for (const [slug, query] of [['media', ''], ['forms', 'inline-jquery=1']]) {
      const other = await open(pageUrl(slug!, query));
      await ready(other.page);
      expect(other.requests.filter((url) => url.includes('/wp-includes/js/jquery/')), `${slug} ${query}`).toEqual([]);
    }
  });

  it('a theme\'s own file written into its header that uses jQuery gets it back before it; one that only asks for it does not', async () => {
    // The theme also enqueues MediaElement in <head>, so WordPress would print jQuery there, before the file.
    const { page, requests, errors } = await open(pageUrl('media', 'theme-media=1&theme-file=custom'));
    await ready(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { themeCustom?: string }).themeCustom)).toBe('function');
    expect(await page.evaluate(() => document.getElementById('jquery-migrate-js')?.nextElementSibling?.getAttribute('src'))).toMatch(/theme-custom\.js$/);
    expect(requests.filter((url) => url.includes('/wp-includes/js/jquery/jquery.min.js'))).toHaveLength(1);
    expect(errors).toEqual([]);
    const vanilla = await open(pageUrl('media', 'theme-media=1&theme-file=vanilla'));
    await ready(vanilla.page);
    expect(await vanilla.page.evaluate(() => (window as unknown as { themeVanilla?: string }).themeVanilla)).toBe('none');
    expect(vanilla.requests.filter((url) => url.includes('/wp-includes/js/jquery/'))).toEqual([]);
  });

  it('a video player has its size in the frame it is added in: building it shifts nothing below it', async () => {
    const { page } = await open('');
    await page.addInitScript(() => {
      // The box of each video player as it is added (before any frame), by its video's id.
      const first: Record<string, number> = {};
      (window as unknown as { __firstHeights: Record<string, number> }).__firstHeights = first;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof HTMLElement) || !node.classList.contains('mejs-video')) continue;
            const video = node.querySelector('video');
            if (video?.id) first[video.id] = node.getBoundingClientRect().height;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(new URL(pageUrl('media'), baseUrl).href);
    await ready(page);
    await expect.poll(() => page.locator('.mejs-container.mejs-video').count()).toBe(2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const heights = await page.evaluate(() => {
      const first = (window as unknown as { __firstHeights: Record<string, number> }).__firstHeights;
      return Object.keys(first).map((id) => ({ first: Math.round(first[id]!), settled: Math.round(document.getElementById(id)!.closest('.mejs-container')!.getBoundingClientRect().height) }));
    });
    expect(heights).toHaveLength(2);
    for (const { first, settled } of heights) {
      expect(settled).toBeGreaterThan(100);
      expect(Math.abs(first - settled)).toBeLessThanOrEqual(1);
    }
  });

  it('[gallery] lays out: every image shown, none overlapping', async () => {
    const { page } = await open(pageUrl('media'));
    const detail = await ready(page);
    expect(detail.features.masonry).toBe(1);
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.gallery img')).every((image) => image.complete && image.naturalWidth > 0));
    const boxes = await page.locator('.gallery .gallery-item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(3);
    for (const [at, a] of boxes.entries()) {
      expect(a.width * a.height).toBeGreaterThan(0);
      for (const b of boxes.slice(at + 1)) {
        expect(a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1).toBe(false);
      }
    }
  });
});

describe('the REST root', () => {
  afterAll(() => wp('option-delete', 'standin_cf7_no_api'));

  it('comes from the page\'s <link rel="https://api.w.org/"> when the configuration lacks it (a ?rest_route= site)', async () => {
    wp('option-set', 'standin_cf7_no_api', '1');
    const { page } = await open(pageUrl('forms'));
    await ready(page);
    const link = await page.locator('link[rel="https://api.w.org/"]').getAttribute('href');
    expect(link).toMatch(/\?rest_route=\/$/);
    await page.fill('input[name="your-name"]', 'Ada from the test');
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.click('.wpcf7-submit');
    expect((await posted).url()).toBe(`${link}contact-form-7/v1/contact-forms/123/feedback`);
    await expect(page.locator('.wpcf7-form')).toHaveAttribute('data-status', 'sent');
    expect(JSON.parse(wp('option-get', 'standin_cf7_last_name'))).toBe('Ada from the test');
  });
});
