// SPEC §8 — the players' error catalogue: YouTube codes 2, 5, 100, 101/105 and 'Unknown error.';
// HLS: media errors recovered, a second within 3000 ms swaps codec, then 'Cannot recover…';
// a playlist load failure tries the next source or says 'Network error'; others are retried.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freshHistory, hlsAction, hlsFault, youtubeErrorMessage } from '../../../src/features/media/errors';
import { HLS_RECOVERY_WINDOW_MS } from '../../../src/features/media/constants';
import { MESSAGES } from '../../../src/features/media/messages';

describe('YouTube error codes', () => {
  it('maps each documented code to its message and anything else to Unknown error.', () => {
    expect(youtubeErrorMessage(2)).toMatch(/^The request contains an invalid parameter value/);
    expect(youtubeErrorMessage(5)).toMatch(/cannot be played in an HTML5 player/);
    expect(youtubeErrorMessage(100)).toMatch(/not found. Either video has been removed or has been marked as private/);
    expect(youtubeErrorMessage(101)).toBe('The owner of the requested video does not allow it to be played in embedded players.');
    expect(youtubeErrorMessage(105)).toBe(youtubeErrorMessage(101));
    for (const code of [0, 150, -1, '2', null, undefined, Number.NaN]) expect(youtubeErrorMessage(code)).toBe('Unknown error.');
    fc.assert(fc.property(fc.anything(), (code) => {
      expect(typeof youtubeErrorMessage(code)).toBe('string');
    }));
  });
});

describe('HLS errors', () => {
  const media = { fatal: true, type: 'mediaError', details: 'bufferAppendError' };

  it('recovers, then swaps codec and recovers within 3000 ms, then gives up', () => {
    const history = freshHistory();
    expect(hlsAction(media, history, 10_000, false).kind).toBe('recover');
    expect(hlsAction(media, history, 11_000, false).kind).toBe('swap-and-recover');
    expect(hlsAction(media, history, 12_000, false)).toEqual({ kind: 'fail', message: 'Cannot recover, last media error recovery failed' });
  });

  it('recovers plainly again once the window has passed', () => {
    const history = freshHistory();
    hlsAction(media, history, 10_000, false);
    expect(hlsAction(media, history, 10_000 + HLS_RECOVERY_WINDOW_MS + 1, false).kind).toBe('recover');
  });

  it('a playlist that cannot load tries the next source, else Network error; others are retried first', () => {
    const manifest = { fatal: true, type: 'networkError', details: 'manifestLoadError' };
    expect(hlsAction(manifest, freshHistory(), 0, true).kind).toBe('next-source');
    expect(hlsAction(manifest, freshHistory(), 0, false)).toEqual({ kind: 'fail', message: MESSAGES.networkError });
    const fragment = { fatal: true, type: 'networkError', details: 'fragLoadError' };
    const history = freshHistory();
    expect(hlsAction(fragment, history, 0, false).kind).toBe('retry');
    expect(hlsAction(fragment, history, 0, false).kind).toBe('retry');
    expect(hlsAction(fragment, history, 0, false)).toEqual({ kind: 'fail', message: 'Network error' });
    expect(hlsAction({ ...fragment, fatal: false }, freshHistory(), 0, false).kind).toBe('ignore');
  });

  it('reads any error data without throwing (property)', () => {
    fc.assert(fc.property(fc.anything(), fc.integer(), fc.boolean(), (data, now, more) => {
      const fault = hlsFault(data);
      expect(typeof fault.fatal).toBe('boolean');
      expect(hlsAction(fault, freshHistory(), now, more).kind).toBeTypeOf('string');
    }));
    const hostile = Object.defineProperty({}, 'fatal', { get() { throw new Error('no'); } });
    expect(hlsFault(hostile).fatal).toBe(false);
  });
});
