// The player's size at mount: a player that keeps its element's own size is sized at once,
// with no layout read; a stretched one reads the layout only with the other widgets' reads,
// after the browser's own layout of the frame (lib/frame), never in the middle of the scan,
// where the first read had the whole page laid out (77 ms in one task at 5,000 widgets).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushFrame } from '../../../src/lib/frame';
import { keepSized, ownDimensions } from '../../../src/features/media/size';

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
    expect(container.style.width).toBe('');
    flushFrame();
    expect(styles).toHaveBeenCalled();
    expect({ width: container.style.width, height: container.style.height }).toEqual({ width: '800px', height: '450px' });
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
    expect(container.style.width).toBe('');
  });
});
