// The YouTube surface: the iframe API's getters answer from what the player's frame last posted
// back, so the surface answers what it set; and what was set before the player was ready reaches
// the player when it is.
import { describe, expect, it } from 'vitest';
import { YoutubeSurface } from '../../../src/features/media/video-sites/youtube-api';
import type { YtPlayer } from '../../../src/features/media/video-sites/youtube-api';

/** A player whose getters answer only what the test delivers, as the real frame's do. */
function lagging() {
  const told = { volume: 100, muted: false, time: 0 };
  const delivered = { ...told };
  const player: YtPlayer = {
    playVideo: () => undefined,
    pauseVideo: () => undefined,
    seekTo: (seconds) => void (told.time = seconds),
    getCurrentTime: () => delivered.time,
    getDuration: () => 3,
    getVolume: () => delivered.volume,
    setVolume: (volume) => void (told.volume = volume),
    mute: () => void (told.muted = true),
    unMute: () => void (told.muted = false),
    isMuted: () => delivered.muted,
    destroy: () => undefined,
  };
  return { player, told, deliver: () => Object.assign(delivered, told) };
}

describe('YoutubeSurface', () => {
  it('answers the volume, muting and seek it set before the frame has posted them back', () => {
    const { player, told, deliver } = lagging();
    const surface = new YoutubeSurface();
    surface.attach(player);
    surface.volume = 0.4;
    surface.muted = true;
    surface.currentTime = 1.5;
    expect([surface.volume, surface.muted, surface.currentTime]).toEqual([0.4, true, 1.5]);
    expect(told).toEqual({ volume: 40, muted: true, time: 1.5 });
    deliver();
    expect([surface.volume, surface.muted, surface.currentTime]).toEqual([0.4, true, 1.5]);
  });

  it('gives the player the volume and muting set before it was ready', () => {
    const { player, told } = lagging();
    const surface = new YoutubeSurface();
    surface.volume = 0.25;
    surface.muted = true;
    surface.attach(player);
    expect(told).toMatchObject({ volume: 25, muted: true });
    expect([surface.volume, surface.muted]).toEqual([0.25, true]);
  });

  it('follows the frame again once its reported time moves after a seek', () => {
    const { player, told, deliver } = lagging();
    const surface = new YoutubeSurface();
    surface.attach(player);
    surface.currentTime = 2;
    expect(surface.currentTime).toBe(2);
    told.time = 2.1;
    deliver();
    expect(surface.currentTime).toBe(2.1);
  });
});
