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

export class PlaylistController {
  /** Always one of the tracks': they are never empty (schema) and `select` checks its bounds. */
  index = 0;
  player: Player;
  private src: string | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(readonly playlist: Playlist, media: HTMLMediaElement, private readonly ctx: EngineContext, private readonly settings: PlayerSettings, private readonly quietly: <T>(change: () => T) => T) {
    this.player = this.build(media, this.current, false);
  }

  get current(): Track {
    return this.playlist.tracks[this.index]!;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  select(index: number, play = true): void {
    if (index < 0 || index >= this.playlist.tracks.length) return;
    this.index = index;
    for (const listener of Array.from(this.listeners)) listener();
    this.quietly(() => this.loadCurrent(play));
  }

  next(): void {
    this.select(nextIndex(this.index, this.playlist.tracks.length));
  }

  previous(): void {
    this.select(previousIndex(this.index, this.playlist.tracks.length));
  }

  ended(): void {
    const step = afterEnded(this.index, this.playlist.tracks.length, (at) => loadPlan(this.src, this.playlist.tracks[at]!.src));
    this.select(step.index, step.play);
  }

  destroy(): void {
    this.listeners.clear();
    this.player.destroy();
  }

  private loadCurrent(play: boolean): void {
    const track = this.current;
    this.player.media.pause();
    if (loadPlan(this.src, track.src) === 'rebuild') {
      const old = this.player.media;
      // Focus inside the old player moves to the same button of the new one (its track buttons,
      // else its play button).
      const focused = document.activeElement;
      const hadFocus = this.player.container.contains(focused);
      const same = ['.wp-playlist-prev-button', '.wp-playlist-next-button'].find((selector) => focused?.matches(selector));
      this.player.destroy();
      const fresh = old.cloneNode(true) as HTMLMediaElement;
      fresh.removeAttribute('id');
      old.replaceWith(fresh);
      this.player = this.build(fresh, track, true);
      if (hadFocus) this.player.container.querySelector<HTMLElement>(same ?? '.mejs-playpause-button button')?.focus();
      return;
    }
    this.src = track.src;
    this.dress(this.player.media, track);
    this.player.store.setPoster(this.poster(track));
    this.player.load([{ src: track.src, type: track.type }], play);
  }

  private build(media: HTMLMediaElement, track: Track, play: boolean): Player {
    this.src = track.src;
    media.setAttribute('src', track.src);
    this.dress(media, track);
    const poster = this.poster(track);
    if (poster) media.setAttribute('poster', poster);
    return createPlayer(media, { ...this.ctx, settings: this.settings, files: [{ src: track.src, type: track.type }], play, onEnded: () => this.ended(),
      tracks: { previous: () => this.previous(), next: () => this.next() } });
  }

  private poster(track: Track): string | null {
    if (this.playlist.type !== 'video' || !this.playlist.images) return null;
    const src = track.image?.src ?? '';
    return src && !src.includes(DEFAULT_VIDEO_IMAGE) ? src : null;
  }

  private dress(media: HTMLMediaElement, track: Track): void {
    if (this.playlist.type === 'video' && track.dimensions) {
      media.setAttribute('width', String(track.dimensions.width));
      media.setAttribute('height', String(track.dimensions.height));
    }
  }
}
