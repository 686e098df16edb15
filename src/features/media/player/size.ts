/**
 * The player's size, as MediaElement sets it: the container gets an inline width and height
 * (its stylesheet lays out layers and controls absolutely inside), the media element fills
 * it. `responsive` stretching (and `auto` when the element is fluid) takes the width of the
 * nearest visible ancestor, video keeping its aspect ratio, audio its 40 px bar; `none` (and
 * `auto` otherwise) keeps the element's own width and height; `fill` fills the parent.
 */
import { measure, mutate } from '../../../lib/frame';
import { report } from '../../../lib/report';
import { debounce } from '../../../lib/timers';
import { DEFAULT_AUDIO_HEIGHT, DEFAULT_AUDIO_WIDTH, DEFAULT_VIDEO_HEIGHT, DEFAULT_VIDEO_WIDTH, RESIZE_DELAY_MS } from '../constants';
import type { PlayerSettings } from '../settings';

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

type Stretching = PlayerSettings['stretching'];

/** How the container is sized: `none` needs no measuring. */
function sizingMode(media: HTMLMediaElement, kind: 'audio' | 'video', own: Dimensions, stretching: Stretching): 'none' | 'fill' | 'responsive' {
  const fluid = own.height.includes('%') || (media.style.maxWidth !== '' && media.style.maxWidth !== 'none' && media.style.maxWidth !== own.width);
  if (stretching === 'auto') return fluid ? 'responsive' : 'none';
  return stretching === 'fill' && kind === 'audio' ? 'none' : stretching;
}

/** The container's size (null: leave it as it is); reads the layout, changes nothing. */
function measureSize(container: HTMLElement, media: HTMLMediaElement, kind: 'audio' | 'video', own: Dimensions, stretching: Stretching): Dimensions | null {
  const mode = sizingMode(media, kind, own, stretching);
  if (mode === 'none') return { width: cssLength(own.width), height: cssLength(own.height) };
  const parent = visibleParent(container);
  if (mode === 'fill') return { width: '100%', height: parent ? `${parent.clientHeight}px` : cssLength(own.height) };
  // The parent's content width (MediaElement reads its computed width, which under
  // `box-sizing: border-box` would take in the padding).
  const box = parent ?? document.body;
  const parentStyle = getComputedStyle(box);
  const parentWidth = box.clientWidth - parseFloat(parentStyle.paddingLeft) - parseFloat(parentStyle.paddingRight);
  if (!(parentWidth > 0)) return null;
  let height = parseFloat(own.height);
  if (kind === 'video') {
    const video = media as HTMLVideoElement;
    const [nativeWidth, nativeHeight] = video.videoWidth > 0 && video.videoHeight > 0 ? [video.videoWidth, video.videoHeight] : [parseFloat(own.width), parseFloat(own.height)];
    const ratio = nativeWidth > 0 && nativeHeight > 0 ? nativeHeight / nativeWidth : DEFAULT_VIDEO_HEIGHT / DEFAULT_VIDEO_WIDTH;
    height = parentWidth * ratio;
  }
  if (!(height > 0)) height = DEFAULT_AUDIO_HEIGHT;
  return { width: `${parentWidth}px`, height: `${height}px` };
}

function applySize(container: HTMLElement, size: Dimensions | null): void {
  if (!size) return;
  container.style.aspectRatio = '';
  container.style.width = size.width;
  container.style.height = size.height;
}

/**
 * A stretched player's size until it is measured, by CSS alone: the parent's width, and the
 * video's aspect ratio (its own width and height) or the audio bar's height. The frame the
 * container is added in is painted with the size the measuring then confirms, so the page does
 * not shift as players are built (a video playlist collapsed to its 80 px of controls for a frame).
 */
function provisionalSize(container: HTMLElement, kind: 'audio' | 'video', own: Dimensions): void {
  container.style.width = '100%';
  if (kind === 'audio') {
    container.style.height = `${DEFAULT_AUDIO_HEIGHT}px`;
    return;
  }
  const width = parseFloat(own.width);
  const height = parseFloat(own.height);
  const known = !own.width.includes('%') && !own.height.includes('%') && width > 0 && height > 0;
  container.style.height = '';
  container.style.aspectRatio = known ? `${width} / ${height}` : `${DEFAULT_VIDEO_WIDTH} / ${DEFAULT_VIDEO_HEIGHT}`;
}

/**
 * Sizes the player, again 50 ms after a resize and when a video learns its own size; returns
 * the sizing, which sizes it at once. The first size needs no layout when the element keeps
 * its own (`none`); a stretched one is measured with every other widget's measurements after
 * the browser's own layout of the next frame, before it paints (lib/frame), not forced at
 * mount: the first player to ask would have the whole page laid out in the middle of the scan
 * (77 ms of style and layout in one task on a page of 5,000 widgets).
 */
export function keepSized(container: HTMLElement, media: HTMLMediaElement, kind: 'audio' | 'video', own: Dimensions, stretching: Stretching, signal: AbortSignal): () => void {
  const fit = (): void => {
    if (container.isConnected) applySize(container, measureSize(container, media, kind, own, stretching));
  };
  window.addEventListener('resize', debounce(fit, RESIZE_DELAY_MS, signal), { signal });
  if (kind === 'video') media.addEventListener('loadedmetadata', fit, { signal });
  const mode = sizingMode(media, kind, own, stretching);
  if (mode === 'none') fit();
  else {
    if (mode === 'responsive') provisionalSize(container, kind, own);
    const failed = (error: unknown): void => report('media', error);
    measure(() => {
      if (!container.isConnected) return;
      const size = measureSize(container, media, kind, own, stretching);
      mutate(() => applySize(container, size), signal, failed);
    }, signal, failed);
  }
  return fit;
}
