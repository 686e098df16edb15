// SPEC §4 Media player — states play, pause, ended, seeking, waiting, loading, error; the poster
// is hidden on play and shown again on pause or end as the options say.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MEDIA_EVENTS, nextState, posterShown } from '../../../src/features/media/player/player-state';
import type { PlayerState } from '../../../src/features/media/player/player-state';

describe('player state', () => {
  it('follows the media events', () => {
    let state: PlayerState = 'pause';
    const steps: Array<[string, boolean, PlayerState]> = [
      ['loadstart', true, 'loading'], ['suspend', true, 'pause'], ['play', false, 'play'], ['waiting', false, 'waiting'],
      ['playing', false, 'play'], ['seeking', false, 'seeking'], ['seeked', false, 'play'], ['pause', true, 'pause'],
      ['play', false, 'play'], ['ended', true, 'ended'],
    ];
    for (const [event, paused, expected] of steps) {
      state = nextState(state, event, paused);
      expect([event, state]).toEqual([event, expected]);
    }
  });

  it('keeps an error whatever follows', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...MEDIA_EVENTS, 'x')), fc.boolean(), (events, paused) => {
      expect(events.reduce<PlayerState>((state, event) => nextState(state, event, paused), 'error')).toBe('error');
    }));
  });

  it('shows the poster before the first play and then only as the options say', () => {
    const none = { showPosterWhenPaused: false, showPosterWhenEnded: false };
    expect(posterShown('pause', false, none)).toBe(true);
    expect(posterShown('play', true, none)).toBe(false);
    expect(posterShown('pause', true, none)).toBe(false);
    expect(posterShown('pause', true, { ...none, showPosterWhenPaused: true })).toBe(true);
    expect(posterShown('ended', true, { ...none, showPosterWhenEnded: true })).toBe(true);
  });
});
