/**
 * The player's size, as MediaElement sets it: the container gets an inline width and height
 * (its stylesheet lays out layers and controls absolutely inside), the media element fills
 * it. `responsive` stretching (and `auto` when the element is fluid) takes the width of the
 * nearest visible ancestor, video keeping its aspect ratio, audio its 40 px bar; `none` (and
 * `auto` otherwise) keeps the element's own width and height; `fill` fills the parent.
 */
import { debounce } from '../../lib/timers';
import { DEFAULT_AUDIO_HEIGHT, DEFAULT_AUDIO_WIDTH, DEFAULT_VIDEO_HEIGHT, DEFAULT_VIDEO_WIDTH, RESIZE_DELAY_MS } from './constants';
import type { PlayerSettings } from './settings';

interface Dimensions {
  width: string;
  height: string;
}

/** The element's own size: inline style, then attributes, then MediaElement's defaults. */
export function ownDimensions(media: HTMLMediaElement, kind: 'audio' | 'video'): Dimensions {
  const pick = (inline: string, attribute: string | null, fallback: number): string =>
    inline || (attribute && Number.isFinite(parseFloat(attribute)) ? attribute : String(fallback));
  const video = kind === 'video';
  return {
    width: pick(media.style.width, media.getAttribute('width'), video ? DEFAULT_VIDEO_WIDTH : DEFAULT_AUDIO_WIDTH),
    height: pick(media.style.height, video ? media.getAttribute('height') : null, video ? DEFAULT_VIDEO_HEIGHT : DEFAULT_AUDIO_HEIGHT),
  };
}

const cssLength = (value: string): string => (value.includes('%') ? value : `${parseFloat(value)}px`);

function visibleParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent.offsetWidth > 0 || parent.offsetHeight > 0 || parent.getClientRects().length > 0) return parent;
  }
  return null;
}

/** Sizes the container around `media` (its own size measured before the player touched it). */
export function sizePlayer(container: HTMLElement, media: HTMLMediaElement, kind: 'audio' | 'video', own: Dimensions, stretching: PlayerSettings['stretching']): void {
  const fluid = own.height.includes('%') || (media.style.maxWidth !== '' && media.style.maxWidth !== 'none' && media.style.maxWidth !== own.width);
  const mode = stretching === 'auto' ? (fluid ? 'responsive' : 'none') : stretching === 'fill' && kind === 'audio' ? 'none' : stretching;
  const style = container.style;
  if (mode === 'none') {
    style.width = cssLength(own.width);
    style.height = cssLength(own.height);
    return;
  }
  const parent = visibleParent(container);
  if (mode === 'fill') {
    style.width = '100%';
    style.height = parent ? `${parent.clientHeight}px` : cssLength(own.height);
    return;
  }
  // The parent's content width (MediaElement reads its computed width, which under
  // `box-sizing: border-box` would take in the padding).
  const box = parent ?? document.body;
  const parentStyle = getComputedStyle(box);
  const parentWidth = box.clientWidth - parseFloat(parentStyle.paddingLeft) - parseFloat(parentStyle.paddingRight);
  if (!(parentWidth > 0)) return;
  let height = parseFloat(own.height);
  if (kind === 'video') {
    const video = media as HTMLVideoElement;
    const [nativeWidth, nativeHeight] = video.videoWidth > 0 && video.videoHeight > 0 ? [video.videoWidth, video.videoHeight] : [parseFloat(own.width), parseFloat(own.height)];
    const ratio = nativeWidth > 0 && nativeHeight > 0 ? nativeHeight / nativeWidth : DEFAULT_VIDEO_HEIGHT / DEFAULT_VIDEO_WIDTH;
    height = parentWidth * ratio;
  }
  if (!(height > 0)) height = DEFAULT_AUDIO_HEIGHT;
  style.width = `${parentWidth}px`;
  style.height = `${height}px`;
}

/** Sizes the player now, again 50 ms after a resize and when a video learns its own size; returns the sizing. */
export function keepSized(container: HTMLElement, media: HTMLMediaElement, kind: 'audio' | 'video', own: Dimensions, stretching: PlayerSettings['stretching'], signal: AbortSignal): () => void {
  const fit = (): void => {
    if (container.isConnected) sizePlayer(container, media, kind, own, stretching);
  };
  window.addEventListener('resize', debounce(fit, RESIZE_DELAY_MS, signal), { signal });
  if (kind === 'video') media.addEventListener('loadedmetadata', fit, { signal });
  fit();
  return fit;
}
