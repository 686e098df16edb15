/**
 * A playlist's behaviour over its player (wp-playlist): one current track by index, next and
 * previous that wrap, a click that selects, the next track when one ends, and the end-of-list
 * rule. Loading a track swaps the player's source, or rebuilds the player (a fresh media
 * element) when the file extension changes; video tracks bring their poster and size.
 */
import { DEFAULT_VIDEO_IMAGE } from '../constants';
import type { EngineContext } from '../player/engine';
import { createPlayer } from '../player/player';
import type { Player } from '../player/player';
import type { Playlist, Track } from './schema';
import type { PlayerSettings } from '../settings';
import { afterEnded, loadPlan, nextIndex, previousIndex } from './state';

export interface PlaylistController {
  readonly playlist: Playlist;
  /** Always one of the tracks': they are never empty (schema) and `select` checks its bounds. */
  readonly index: number;
  subscribe(listener: () => void): () => void;
  select(index: number, play?: boolean): void;
  next(): void;
  previous(): void;
  destroy(): void;
}

export function createPlaylistController(playlist: Playlist, media: HTMLMediaElement, ctx: EngineContext, settings: PlayerSettings, quietly: <T>(change: () => T) => T): PlaylistController {
  const { tracks } = playlist;
  const video = playlist.type === 'video';
  let index = 0;
  let src: string | null = null;
  const listeners = new Set<() => void>();

  function select(at: number, play = true): void {
    if (at < 0 || at >= tracks.length) return;
    index = at;
    for (const listener of Array.from(listeners)) listener();
    quietly(() => loadCurrent(play));
  }
  function next(): void {
    select(nextIndex(index, tracks.length));
  }
  function previous(): void {
    select(previousIndex(index, tracks.length));
  }
  const poster = (track: Track): string | null => {
    if (!video || !playlist.images) return null;
    const image = track.image?.src ?? '';
    return image && !image.includes(DEFAULT_VIDEO_IMAGE) ? image : null;
  };
  const dress = (element: HTMLMediaElement, track: Track): void => {
    if (video && track.dimensions) {
      element.setAttribute('width', String(track.dimensions.width));
      element.setAttribute('height', String(track.dimensions.height));
    }
  };
  const build = (element: HTMLMediaElement, track: Track, play: boolean): Player => {
    src = track.src;
    element.setAttribute('src', track.src);
    dress(element, track);
    const image = poster(track);
    if (image) element.setAttribute('poster', image);
    return createPlayer(element, { ...ctx, settings, files: [{ src: track.src, type: track.type }], play, onEnded() {
      const step = afterEnded(index, tracks.length, (at) => loadPlan(src, tracks[at]!.src));
      select(step.index, step.play);
    }, tracks: { previous, next } });
  };
  let player = build(media, tracks[0], false);

  function loadCurrent(play: boolean): void {
    const track = tracks[index]!;
    player.media.pause();
    if (loadPlan(src, track.src) === 'rebuild') {
      const old = player.media;
      // Focus inside the old player moves to the same button of the new one (its track buttons,
      // else its play button).
      const focused = document.activeElement;
      const hadFocus = player.container.contains(focused);
      const same = ['.wp-playlist-prev-button', '.wp-playlist-next-button'].find((selector) => focused?.matches(selector));
      player.destroy();
      const fresh = old.cloneNode(true) as HTMLMediaElement;
      fresh.removeAttribute('id');
      old.replaceWith(fresh);
      player = build(fresh, track, true);
      if (hadFocus) player.container.querySelector<HTMLElement>(same ?? '.mejs-playpause-button button')?.focus();
      return;
    }
    src = track.src;
    dress(player.media, track);
    player.store.setPoster(poster(track));
    player.load([{ src: track.src, type: track.type }], play);
  }

  return {
    playlist,
    get index() {
      return index;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    select, next, previous,
    destroy() {
      listeners.clear();
      player.destroy();
    },
  };
}
