/**
 * A `<video>` whose source is a Vimeo video (WordPress's `[video src="https://vimeo.com/…"]`,
 * which MediaElement played with its Vimeo renderer): the same player frame and controls, over
 * Vimeo's player frame driven by Vimeo's player API (the Vimeo pack). Vimeo is a marketing
 * service: until the visitor consents, the frame holds Complianz's notice and nothing of Vimeo
 * is requested. The frame is made here, never from Vimeo's oEmbed HTML.
 */
import { el } from '../../../lib/dom';
import { VIMEO_CATEGORY, VIMEO_PACK, VIMEO_SERVICE } from './site-constants';
import { MESSAGES } from '../messages';
import type { PlayerSettings } from '../settings';
import { mountSitePlayer } from './site-player';
import type { MediaFile } from '../sources/sources';
import { vimeoVideo } from '../sources/vimeo';
import { vimeoFrameUrl } from './vimeo-frame';
import { VimeoSurface } from './vimeo-api';
import type { VimeoPlayer } from './vimeo-api';

export interface VimeoContext {
  readonly quietly: <T>(change: () => T) => T;
  readonly report: (error: unknown) => void;
  readonly loadPack: <T>(name: string) => Promise<T>;
}

interface VimeoPackExports {
  Player: new (element: HTMLIFrameElement) => VimeoPlayer;
}

export function mountVimeo(media: HTMLVideoElement, file: MediaFile, ctx: VimeoContext, settings: PlayerSettings): () => void {
  const surface = new VimeoSurface();
  const video = vimeoVideo(file.src);
  return mountSitePlayer(media, settings, {
    frameClass: 'mejs-vimeo-frame',
    surface,
    category: VIMEO_CATEGORY,
    service: VIMEO_SERVICE,
    quietly: ctx.quietly,
    prepare: ({ signal, shell, frame, store }) => {
      if (shell.poster) store.setPoster(shell.poster);
      const fail = (error?: unknown): void => {
        if (signal.aborted) return;
        if (error !== undefined) ctx.report(error);
        store.fail(MESSAGES.formatNotSupported, [file]);
      };
      return () => {
        if (!video) {
          fail();
          return;
        }
        ctx.loadPack<VimeoPackExports>(VIMEO_PACK).then(({ Player }) => {
          if (signal.aborted) return;
          const iframe = el('iframe');
          iframe.src = vimeoFrameUrl(video, { autoplay: media.autoplay, loop: media.loop, muted: media.muted });
          iframe.title = media.getAttribute('title') ?? media.getAttribute('aria-label') ?? MESSAGES.labels.videoPlayer;
          iframe.allow = 'autoplay; fullscreen; picture-in-picture';
          iframe.setAttribute('frameborder', '0');
          iframe.style.width = '100%';
          iframe.style.height = '100%';
          // Vimeo's frame is not a stop of its own: the player's controls drive it.
          iframe.tabIndex = -1;
          ctx.quietly(() => frame.append(iframe));
          const player = new Player(iframe);
          // A failed call (`{ method }`) rejects its own promise; an error without one is the player's.
          player.on('error', (data) => {
            const error = typeof data === 'object' && data ? data as { method?: unknown; name?: unknown } : {};
            if (error.method === undefined) fail(new Error(`Vimeo: ${typeof error.name === 'string' ? error.name : 'error'}`));
          });
          return surface.attach(player).then(() => {
            if (!signal.aborted) store.setReady(true);
          });
        }).catch(fail);
      };
    },
  });
}
