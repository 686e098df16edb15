/**
 * A `<video>` whose source is a YouTube video: the same player frame and controls, over an
 * iframe API player. It is a marketing service: until the visitor consents, the frame holds
 * Complianz's notice (lib/consent-placeholder) and nothing of YouTube is requested (neither the
 * API nor the poster).
 */
import { render } from 'preact';
import { whenConsented } from '../../lib/consent-placeholder';
import { el } from '../../lib/dom';
import { YOUTUBE_CATEGORY, YOUTUBE_SERVICE } from './constants';
import { youtubeErrorMessage } from './errors';
import type { PlayerSettings } from './settings';
import { wrapMedia } from './shell';
import type { MediaFile } from './sources';
import { PlayerStore } from './store';
import { PlayerUi } from './ui';
import { loadYoutubeApi, YoutubeSurface } from './youtube-api';
import { sourceVideoId, youtubePoster } from './youtube';

export interface YoutubeContext {
  readonly quietly: <T>(change: () => T) => T;
  readonly report: (error: unknown) => void;
}

export function mountYoutube(media: HTMLVideoElement, file: MediaFile, ctx: YoutubeContext, settings: PlayerSettings): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const shell = wrapMedia(media, 'video', settings.stretching);
  // Out of view inline: a theme's `display` for the element (wp-mediaelement.css has one) would beat `hidden`.
  const displayBefore = media.style.display;
  media.style.display = 'none';
  const frame = el('div', 'mejs-youtube-frame');
  frame.style.width = '100%';
  frame.style.height = '100%';
  media.after(frame);
  const store = new PlayerStore();
  store.setReady(false);
  const surface = new YoutubeSurface();
  store.attach(surface, signal);
  const id = sourceVideoId(file.src);

  const start = (): void => {
    if (!id) {
      store.fail(youtubeErrorMessage(2), [file]);
      return;
    }
    store.setPoster(shell.poster ?? youtubePoster(id, settings.posterQuality));
    const slot = el('div');
    frame.append(slot);
    loadYoutubeApi().then((YT) => {
      if (signal.aborted) return;
      ctx.quietly(() => new YT.Player(slot, {
        videoId: id,
        width: media.getAttribute('width') ?? '100%',
        height: media.getAttribute('height') ?? '100%',
        playerVars: { controls: 0, rel: 0, playsinline: 1, disablekb: 1, origin: location.origin, autoplay: media.autoplay ? 1 : 0, loop: media.loop ? 1 : 0 },
        events: {
          onReady: (event) => {
            surface.attach(event.target);
            store.setReady(true);
          },
          onStateChange: (event) => surface.state(event.data),
          onError: (event) => store.fail(youtubeErrorMessage(event.data), [file]),
        },
      }));
    }).catch((error: unknown) => {
      if (signal.aborted) return;
      ctx.report(error);
      store.fail(youtubeErrorMessage(undefined), [file]);
    });
  };

  render(<PlayerUi store={store} surface={surface} kind="video" settings={settings} textTracks={[]} mediaId={shell.mediaId} />, shell.uiRoot);
  whenConsented({ category: YOUTUBE_CATEGORY, service: YOUTUBE_SERVICE, slot: frame, signal, quietly: ctx.quietly }, start);

  return () => {
    controller.abort();
    surface.destroy();
    render(null, shell.uiRoot);
    frame.remove();
    media.style.display = displayBefore;
    shell.unwrap();
  };
}
