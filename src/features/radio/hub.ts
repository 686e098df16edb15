/**
 * The page's one station, shared by every mounted channel link and bar: created by the first
 * mount, destroyed (sound stopped, polls ended, own bar removed) when the last one is torn down.
 */
import type { MountContext } from '../../core/registry';
import { announce } from '../../lib/a11y';
import { readItem, writeItem } from '../../lib/storage';
import { watchNowPlaying } from './now-playing/watch';
import type { Channel } from './channel';
import {
  ACTIVE_CHANNEL_CLASS, BAR_SELECTOR, BEING_PLAYED_CLASS, DEFAULT_VOLUME, FIRST_CHANNEL_SELECTOR, messages,
  TEXTUAL_NOW_ON_AIR, VOLUME_STORAGE_KEY,
} from './constants';
import { followMediaSession } from './media-session';
import { mountOwnBar } from './own-bar';
import { isAudible, Station } from './station';
import type { StationState } from './station';

interface Hub {
  station: Station;
  users: number;
  links: Map<Element, Channel>;
  /** The channel was chosen by a `#qtfirstchannel` / `.qt-autoselect-channel` link. */
  preselected: boolean;
  stop: AbortController;
  removeOwnBar: (() => void) | null;
}

let hub: Hub | null = null;

function storedVolume(): number {
  const stored = Number(readItem('local', VOLUME_STORAGE_KEY) ?? NaN);
  return Number.isFinite(stored) && stored >= 0 && stored <= 100 ? stored : DEFAULT_VOLUME;
}

function fullStop(): boolean {
  const value = document.querySelector(BAR_SELECTOR)?.getAttribute('data-fullstop');
  return value !== null && value !== undefined && !/^(|0|false|no|off)$/i.test(value.trim());
}

function paintMarkers(links: Map<Element, Channel>, { state, channel }: StationState): void {
  for (const [link, linkChannel] of links) {
    const same = channel?.stream === linkChannel.stream;
    const active = same && (isAudible(state) || state === 'paused');
    link.classList.toggle(BEING_PLAYED_CLASS, same && isAudible(state));
    link.classList.toggle(ACTIVE_CHANNEL_CLASS, active);
    if (active) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

function showTextual(title: string): void {
  document.querySelectorAll(TEXTUAL_NOW_ON_AIR).forEach((span) => {
    if (span.textContent !== title) span.textContent = title;
  });
}

function createHub(ctx: MountContext): Hub {
  const stop = new AbortController();
  const station = new Station({ loadPack: ctx.loadPack, volume: storedVolume(), fullStop, onError: ctx.report });
  const created: Hub = { station, users: 0, links: new Map(), preselected: false, stop, removeOwnBar: null };
  station.subscribe((next, previous) => {
    if (next.volume !== previous.volume) writeItem('local', VOLUME_STORAGE_KEY, String(next.volume));
    if (next.state !== previous.state || next.channel !== previous.channel) paintMarkers(created.links, next);
    const title = next.nowPlaying ? [next.nowPlaying.artist, next.nowPlaying.title].filter(Boolean).join(' - ') : '';
    const before = previous.nowPlaying ? [previous.nowPlaying.artist, previous.nowPlaying.title].filter(Boolean).join(' - ') : '';
    if (title !== before) {
      showTextual(title);
      if (title && isAudible(next.state)) announce(messages.nowPlaying(title));
    }
  });
  followMediaSession(station, stop.signal);
  watchNowPlaying(station, stop.signal);
  if (!document.querySelector(BAR_SELECTOR)) created.removeOwnBar = mountOwnBar(station);
  return created;
}

/** The station, for one more user; pair every call with `releaseStation`. */
export function acquireStation(ctx: MountContext): Hub {
  hub ??= createHub(ctx);
  hub.users++;
  return hub;
}

export function releaseStation(): void {
  if (!hub || --hub.users > 0) return;
  const ending = hub;
  hub = null;
  ending.stop.abort();
  ending.station.destroy();
  ending.removeOwnBar?.();
}

/** The page's own bar arrived: airlift's stand-in goes. */
export function dropOwnBar(current: Hub): void {
  current.removeOwnBar?.();
  current.removeOwnBar = null;
}

/** A channel link joined: it is marked like the others and may preselect its channel. */
export function addLink(current: Hub, link: Element, channel: Channel): void {
  current.links.set(link, channel);
  const first = link.matches(FIRST_CHANNEL_SELECTOR);
  if (!current.station.snapshot.channel || (first && !current.preselected)) {
    current.station.select(channel);
    if (first) current.preselected = true;
  }
  paintMarkers(new Map([[link, channel]]), current.station.snapshot);
}

export function removeLink(current: Hub, link: Element): void {
  current.links.delete(link);
  link.classList.remove(BEING_PLAYED_CLASS, ACTIVE_CHANNEL_CLASS);
  link.removeAttribute('aria-current');
}
