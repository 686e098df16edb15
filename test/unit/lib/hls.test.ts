// SPEC §8 — HLS errors, for the media players and the radio alike: media errors recovered, a
// second within 3000 ms swaps codec, then 'Cannot recover…'; a playlist load failure tries the
// next source or says 'Network error'; others are retried. Also: what counts as an HLS source.
// The element's own error under hls.js counts as a fatal media error; runHlsAction runs the recovery.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HLS_MESSAGES, isHlsSource } from '../../../src/lib/hls';
import { HLS_RECOVERY_WINDOW_MS, elementFault, freshHistory, hlsAction, hlsFault, onReattach, runHlsAction } from '../../../src/lib/hls-recovery';
import type { HlsAction } from '../../../src/lib/hls-recovery';

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
    expect(hlsAction(manifest, freshHistory(), 0, false)).toEqual({ kind: 'fail', message: HLS_MESSAGES.networkError });
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

describe('HLS recovery on the element', () => {
  it("the element's own error is a fatal media error, counted like hls.js's", () => {
    const audio = document.createElement('audio');
    expect(elementFault(audio)).toBeNull();
    Object.defineProperty(audio, 'error', { value: { code: 3, message: 'decode' } });
    const fault = elementFault(audio)!;
    expect(fault).toMatchObject({ fatal: true, type: 'mediaError' });
    const history = freshHistory();
    expect(hlsAction(fault, history, 10_000, true).kind).toBe('recover');
    expect(hlsAction(fault, history, 10_500, true).kind).toBe('swap-and-recover');
    expect(hlsAction(fault, history, 11_000, true)).toEqual({ kind: 'fail', message: HLS_MESSAGES.cannotRecover });
  });

  it('runs recover (then resume), swap then recover (then resume), retry; leaves the rest to the caller', () => {
    const run = (action: HlsAction) => {
      const calls: string[] = [];
      const hls = { recoverMediaError: () => calls.push('recover'), swapAudioCodec: () => calls.push('swap'), startLoad: () => calls.push('load'), media: null, loadingEnabled: true };
      const ran = runHlsAction(hls, action, () => calls.push('resume'));
      return { ran, calls };
    };
    expect(run({ kind: 'recover' })).toEqual({ ran: true, calls: ['recover', 'resume'] });
    expect(run({ kind: 'swap-and-recover' })).toEqual({ ran: true, calls: ['swap', 'recover', 'resume'] });
    expect(run({ kind: 'retry' })).toEqual({ ran: true, calls: ['load'] });
    for (const action of [{ kind: 'ignore' }, { kind: 'next-source' }, { kind: 'fail', message: 'Network error' }] as HlsAction[]) {
      expect(run(action)).toEqual({ ran: false, calls: [] });
    }
  });

  it("restarts loading, where the element was, after a recovery from hls.js's own fatal report (which stopped it)", () => {
    // hls.js's error controller calls stopLoad() before the page's listener runs; its
    // recoverMediaError() then re-attaches without loading.
    const calls: string[] = [];
    const media = { currentTime: 42.5 } as HTMLMediaElement;
    const hls = {
      media,
      loadingEnabled: false,
      recoverMediaError() {
        calls.push('recover');
        media.currentTime = 0;
      },
      swapAudioCodec: () => calls.push('swap'),
      startLoad(position?: number) {
        calls.push(`load ${position}`);
        hls.loadingEnabled = true;
      },
    };
    expect(runHlsAction(hls, { kind: 'swap-and-recover' }, () => calls.push('resume'))).toBe(true);
    expect(calls).toEqual(['swap', 'recover', 'load 42.5', 'resume']);
    // A live stream not yet under way starts at hls.js's own choice (-1: the live edge).
    calls.length = 0;
    hls.loadingEnabled = false;
    media.currentTime = 0;
    runHlsAction(hls, { kind: 'recover' }, () => undefined);
    expect(calls).toEqual(['recover', 'load -1']);
  });
});

describe('HLS sources', () => {
  it('an .m3u8 path or an HLS type is HLS; a query naming one is not', () => {
    expect(isHlsSource('https://radio.example/live.m3u8?token=1')).toBe(true);
    expect(isHlsSource('/media/stream', 'application/x-mpegURL')).toBe(true);
    expect(isHlsSource('https://radio.example/live.mp3')).toBe(false);
    expect(isHlsSource('https://radio.example/play?file=live.m3u8')).toBe(false);
  });
});

describe('re-attaches', () => {
  it('plays again after every attach but the first', () => {
    let fire = (): void => undefined;
    let plays = 0;
    onReattach((listener) => { fire = listener; }, () => { plays += 1; });
    fire();
    expect(plays).toBe(0);
    fire();
    fire();
    expect(plays).toBe(2);
  });
});
