// The player's size at mount: a player that keeps its element's own size is sized at once,
// with no layout read; a stretched one reads the layout only with the other widgets' reads,
// after the browser's own layout of the frame (lib/frame), never in the middle of the scan,
// where the first read had the whole page laid out (77 ms in one task at 5,000 widgets).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushFrame } from '../../../src/lib/frame';
import { keepSized, ownDimensions } from '../../../src/features/media/player/size';

function player(mediaStyle = '') {
  const parent = document.createElement('div');
  parent.style.padding = '0px';
  const container = document.createElement('div');
  const media = document.createElement('video');
  media.setAttribute('width', '640');
  media.setAttribute('height', '360');
  media.setAttribute('style', mediaStyle);
  container.append(media);
  parent.append(container);
  document.body.append(parent);
  // happy-dom lays nothing out: the parent is 800 px wide and visible.
  Object.defineProperty(parent, 'clientWidth', { value: 800 });
  Object.defineProperty(parent, 'offsetWidth', { value: 800 });
  return { parent, container, media };
}

describe('media player size at mount', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('a stretched player is measured with the frame\'s reads, not at mount', () => {
    const { container, media } = player();
    const own = ownDimensions(media, 'video');
    const styles = vi.spyOn(window, 'getComputedStyle');
    keepSized(container, media, 'video', own, 'responsive', new AbortController().signal);
    expect(styles).not.toHaveBeenCalled();
    // Until then it has the size CSS gives it from the element's own: the parent's width, the video's ratio.
    expect({ width: container.style.width, height: container.style.height, ratio: container.style.aspectRatio }).toEqual({ width: '100%', height: '', ratio: '640 / 360' });
    flushFrame();
    expect(styles).toHaveBeenCalled();
    expect({ width: container.style.width, height: container.style.height, ratio: container.style.aspectRatio }).toEqual({ width: '800px', height: '450px', ratio: '' });
  });

  it('a stretched audio bar has its 40 px until measured; a video of no size of its own, MediaElement\'s 16:9', () => {
    const audio = player();
    const element = document.createElement('audio');
    audio.container.replaceChildren(element);
    keepSized(audio.container, element, 'audio', ownDimensions(element, 'audio'), 'responsive', new AbortController().signal);
    expect({ width: audio.container.style.width, height: audio.container.style.height }).toEqual({ width: '100%', height: '40px' });
    const video = player();
    video.media.removeAttribute('width');
    video.media.removeAttribute('height');
    video.media.style.height = '100%';
    keepSized(video.container, video.media, 'video', ownDimensions(video.media, 'video'), 'responsive', new AbortController().signal);
    expect(video.container.style.aspectRatio).toBe('480 / 270');
  });

  it('one that keeps its own size is sized at once, reading nothing', () => {
    const { container, media } = player();
    const styles = vi.spyOn(window, 'getComputedStyle');
    keepSized(container, media, 'video', ownDimensions(media, 'video'), 'none', new AbortController().signal);
    expect({ width: container.style.width, height: container.style.height }).toEqual({ width: '640px', height: '360px' });
    expect(styles).not.toHaveBeenCalled();
  });

  it('a player torn down before the frame is never measured', () => {
    const { container, media } = player();
    const styles = vi.spyOn(window, 'getComputedStyle');
    const mount = new AbortController();
    keepSized(container, media, 'video', ownDimensions(media, 'video'), 'responsive', mount.signal);
    mount.abort();
    flushFrame();
    expect(styles).not.toHaveBeenCalled();
    expect(container.style.width).toBe('100%');
  });
});
