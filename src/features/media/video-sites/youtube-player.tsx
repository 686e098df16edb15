/**
 * A `<video>` whose source is a YouTube video: the same player frame and controls, over an
 * iframe API player. It is a marketing service: until the visitor consents, the frame holds
 * Complianz's notice (lib/consent-placeholder) and nothing of YouTube is requested (neither the
 * API nor the poster).
 */
import { el } from '../../../lib/dom';
import { YOUTUBE_CATEGORY, YOUTUBE_SERVICE } from './site-constants';
import { youtubeErrorMessage } from './errors';
import type { PlayerSettings } from '../settings';
import { mountSitePlayer } from './site-player';
import type { MediaFile } from '../sources/sources';
import { loadYoutubeApi, YoutubeSurface } from './youtube-api';
import { sourceVideoId } from '../sources/youtube';
import { youtubePoster } from './youtube-frame';

export interface YoutubeContext {
  readonly quietly: <T>(change: () => T) => T;
  readonly report: (error: unknown) => void;
}

export function mountYoutube(media: HTMLVideoElement, file: MediaFile, ctx: YoutubeContext, settings: PlayerSettings): () => void {
  const surface = new YoutubeSurface();
  const id = sourceVideoId(file.src);
  return mountSitePlayer(media, settings, {
    frameClass: 'mejs-youtube-frame',
    surface,
    category: YOUTUBE_CATEGORY,
    service: YOUTUBE_SERVICE,
    quietly: ctx.quietly,
    prepare: ({ signal, shell, frame, store }) => () => {
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
          // The frame fills the player, which is sized as any (and fills the screen in fullscreen).
          width: '100%',
          height: '100%',
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
    },
  });
}
