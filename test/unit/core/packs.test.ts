// Packs (SPEC §8, §9): loaded once relative to airlift's URL, 10000 ms timeout, and
// 'something went wrong while loading the script' on failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPackLoader, PACK_LOAD_FAILED, PACK_TIMEOUT_MS } from '../../../src/core/packs';

// Injected scripts are captured instead of fetched, so each test decides when a pack
// loads, fails or defines itself. (Real loading is tested in Chromium.)
const doc = document;
let captured: HTMLScriptElement[] = [];
beforeEach(() => {
  captured = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    captured.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function loader() {
  return createPackLoader({ baseUrl: 'https://site.test/wp-content/plugins/airlift/dist/packs/', version: '1.0.0', nonce: 'n0nce', doc });
}

function injected(): HTMLScriptElement[] {
  return captured;
}

describe('pack loader', () => {
  it('the timeout is 10000 ms', () => {
    expect(PACK_TIMEOUT_MS).toBe(10000);
  });

  it('injects one script per pack relative to airlift\'s folder, versioned, with the page\'s nonce, and resolves with what the pack defines', async () => {
    const packs = loader();
    const first = packs.load<{ Howl: string }>('howler');
    const second = packs.load('howler');
    expect(injected()).toHaveLength(1);
    // The release in the address, as WordPress has it for its scripts: a pack cached from another release is not reused.
    expect(injected()[0]!.src).toBe('https://site.test/wp-content/plugins/airlift/dist/packs/howler.js?ver=1.0.0');
    expect(injected()[0]!.nonce).toBe('n0nce');
    let receivedHost: unknown;
    packs.define('howler', (host) => {
      receivedHost = host;
      return { Howl: 'engine' };
    });
    await expect(first).resolves.toEqual({ Howl: 'engine' });
    expect(await second).toBe(await first);
    expect(receivedHost).toMatchObject({ version: '1.0.0' });
    await expect(packs.load('howler')).resolves.toEqual({ Howl: 'engine' });
    expect(injected()).toHaveLength(1);
  });

  it('a script error rejects with the catalogue message, and a later load retries', async () => {
    const packs = loader();
    const pending = packs.load('hls');
    injected()[0]!.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow(PACK_LOAD_FAILED);
    void packs.load('hls').catch(() => undefined);
    expect(injected()).toHaveLength(2);
  });

  it('a pack that loads but never defines itself fails', async () => {
    const packs = loader();
    const pending = packs.load('mediaelement');
    injected()[0]!.dispatchEvent(new Event('load'));
    await expect(pending).rejects.toThrow(PACK_LOAD_FAILED);
  });

  it('times out after 10000 ms', async () => {
    vi.useFakeTimers();
    const packs = loader();
    const pending = packs.load('hls');
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(PACK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toThrow(PACK_LOAD_FAILED);
  });

  it('held packs are added once every hold is released, in the order asked, each once', async () => {
    const packs = loader();
    const outer = packs.hold();
    const inner = packs.hold();
    const ui = packs.load('ui');
    const media = packs.load('media');
    void packs.load('ui');
    expect(injected()).toHaveLength(0);
    inner();
    inner();
    expect(injected()).toHaveLength(0);
    outer();
    expect(injected().map((script) => script.dataset.airliftPack)).toEqual(['ui', 'media']);
    packs.define('ui', () => 'preact');
    packs.define('media', () => 'player');
    await expect(ui).resolves.toBe('preact');
    await expect(media).resolves.toBe('player');
    // Not held any more: the next pack is added at once.
    void packs.load('howler').catch(() => undefined);
    expect(injected()).toHaveLength(3);
  });

  it('a held pack\'s timeout starts when its script is added', async () => {
    vi.useFakeTimers();
    const packs = loader();
    const release = packs.hold();
    const pending = packs.load('hls');
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(PACK_TIMEOUT_MS + 1);
    expect(settled).not.toHaveBeenCalled();
    release();
    await vi.advanceTimersByTimeAsync(PACK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toThrow(PACK_LOAD_FAILED);
  });

  it('a held pack defined meanwhile by a script of the page is not loaded again', async () => {
    const packs = loader();
    const release = packs.hold();
    const pending = packs.load('howler');
    packs.define('howler', () => ({ Howl: 'engine' }));
    release();
    await expect(pending).resolves.toEqual({ Howl: 'engine' });
    expect(injected()).toHaveLength(0);
  });

  it('refuses names that are not pack names', async () => {
    await expect(loader().load('../evil')).rejects.toThrow(/unknown pack name/);
    expect(injected()).toHaveLength(0);
  });

  describe('packs that need others (needs written by the build)', () => {
    const withNeeds = () => createPackLoader({
      baseUrl: 'https://site.test/packs/', version: '1.0.0', doc, needs: { media: ['ui', 'schema'] },
    });

    it('fetches a pack and its needs together, and runs its code only once they are defined, in any arrival order', async () => {
      const packs = withNeeds();
      const pending = packs.load<{ media: true }>('media');
      // All three requested at once: no waterfall.
      expect(injected().map((script) => script.dataset['airliftPack'])).toEqual(['media', 'ui', 'schema']);
      const ran: string[] = [];
      // media's script arrives first: its code waits.
      packs.queue('media', ['ui', 'schema'], () => {
        ran.push('media');
        packs.define('media', () => ({ media: true }));
      });
      injected()[0]!.dispatchEvent(new Event('load'));
      packs.define('schema', () => ({}));
      expect(ran).toEqual([]);
      packs.define('ui', () => ({}));
      expect(ran).toEqual(['media']);
      await expect(pending).resolves.toEqual({ media: true });
    });

    it('a pack whose script ran and waits for its needs is not taken for a broken one on load', async () => {
      const packs = withNeeds();
      const pending = packs.load('media');
      packs.queue('media', ['ui', 'schema'], () => packs.define('media', () => ({})));
      injected()[0]!.dispatchEvent(new Event('load'));
      let settled = false;
      void pending.then(() => (settled = true), () => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      packs.define('ui', () => ({}));
      packs.define('schema', () => ({}));
      await expect(pending).resolves.toEqual({});
    });

    it('a need that fails to load rejects the pack that needs it with the catalogue message', async () => {
      const packs = withNeeds();
      const pending = packs.load('media');
      injected()[1]!.dispatchEvent(new Event('error'));
      await expect(pending).rejects.toThrow(PACK_LOAD_FAILED);
    });

    it('a queued pack\'s code that throws is reported, not thrown into the defining pack', () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const packs = withNeeds();
      packs.queue('media', ['ui'], () => {
        throw new Error('boom');
      });
      expect(() => packs.define('ui', () => ({}))).not.toThrow();
      expect(log).toHaveBeenCalled();
    });
  });

  describe('a pack tag the page printed (the plugin prints the consent pack after airlift\'s tag)', () => {
    afterEach(() => document.querySelectorAll('script[data-airlift-pack]').forEach((tag) => tag.remove()));

    const print = (name: string): HTMLScriptElement => {
      const tag = document.createElement('script');
      tag.type = 'text/plain';
      tag.dataset['airliftPack'] = name;
      document.body.append(tag);
      return tag;
    };

    it('is waited for, not requested again', async () => {
      print('consent');
      const packs = loader();
      const pending = packs.load<{ consent: true }>('consent');
      expect(injected()).toHaveLength(0);
      packs.define('consent', () => ({ consent: true }));
      await expect(pending).resolves.toEqual({ consent: true });
    });

    it('that fails is marked, and the next load requests the pack with a tag of airlift\'s', async () => {
      const tag = print('consent');
      const packs = loader();
      const pending = packs.load('consent');
      tag.dispatchEvent(new Event('error'));
      await expect(pending).rejects.toThrow(PACK_LOAD_FAILED);
      expect(tag.isConnected).toBe(true);
      expect(tag.hasAttribute('data-airlift-failed')).toBe(true);
      void packs.load('consent').catch(() => undefined);
      expect(injected()).toHaveLength(1);
      expect(injected()[0]!.src).toContain('/consent.js');
    });
  });
});
