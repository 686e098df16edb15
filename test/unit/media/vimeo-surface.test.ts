// The Vimeo surface: the frame answers our calls asynchronously and echoes each step as an
// event; an echo of an earlier step must not undo a later one (quick key steps on the volume
// slider or the time line were lost on a busy machine).
import { describe, expect, it } from 'vitest';
import { VimeoSurface } from '../../../src/features/media/video-sites/vimeo-api';
import type { VimeoPlayer } from '../../../src/features/media/video-sites/vimeo-api';

/** A player whose calls wait until the test answers them, and whose events the test fires. */
function fakePlayer() {
  const listeners = new Map<string, (data: unknown) => void>();
  const pending: Array<() => void> = [];
  const call = (): Promise<unknown> => new Promise((resolve) => pending.push(() => resolve(undefined)));
  const player: VimeoPlayer = {
    on: (event, callback) => void listeners.set(event, callback),
    play: call,
    pause: call,
    setCurrentTime: call,
    setVolume: call,
    setMuted: call,
    getDuration: () => Promise.resolve(4),
    getVolume: () => Promise.resolve(1),
    getMuted: () => Promise.resolve(false),
    ready: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  const fire = (event: string, data: unknown) => listeners.get(event)?.(data);
  const answerAll = async () => {
    pending.splice(0).forEach((answer) => answer());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { player, fire, answerAll };
}

describe('VimeoSurface', () => {
  it('keeps the volume it set while its calls are out; the frame\'s echo of an earlier step does not undo a later one', async () => {
    const { player, fire, answerAll } = fakePlayer();
    const surface = new VimeoSurface();
    await surface.attach(player);
    surface.volume = 0;
    surface.volume = 0.1;
    fire('volumechange', { volume: 0 });
    expect(surface.volume).toBe(0.1);
    surface.volume = surface.volume + 0.1;
    expect(surface.volume).toBeCloseTo(0.2, 10);
    await answerAll();
    // Once every call is answered, the frame's word counts again.
    fire('volumechange', { volume: 0.5 });
    expect(surface.volume).toBe(0.5);
  });

  it('keeps the time it sought while the seek is out; a timeupdate from before it does not move it back', async () => {
    const { player, fire, answerAll } = fakePlayer();
    const surface = new VimeoSurface();
    await surface.attach(player);
    surface.currentTime = 2;
    fire('timeupdate', { seconds: 0.5, duration: 4 });
    expect(surface.currentTime).toBe(2);
    await answerAll();
    fire('timeupdate', { seconds: 2.25, duration: 4 });
    expect(surface.currentTime).toBe(2.25);
  });
});
