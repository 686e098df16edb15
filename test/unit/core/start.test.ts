// Booting on a page that is already parsed (a deferred script, or one added later): the first
// scan runs once the script's evaluation is over, not inside it, and only one copy boots.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../../src/core/start';
import type { AirliftApi, ReadyDetail } from '../../../src/core/start';
import type { FacadeHost, Feature } from '../../../src/core/registry';

const INSTANCE = Symbol.for('airlift.instance');

afterEach(() => {
  (window as unknown as { airlift?: AirliftApi }).airlift?.teardown();
  delete (document as unknown as Record<symbol, unknown>)[INSTANCE];
  delete (window as unknown as Record<string, unknown>).airlift;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function widget(mounted: Element[]): Feature {
  return { name: 'widget', selector: '.widget', mount: (element) => void mounted.push(element) };
}

describe('start', () => {
  it('scans a parsed page after the script, before later tasks, then says it is ready', async () => {
    expect(document.readyState).not.toBe('loading');
    document.body.innerHTML = '<div class="widget"></div><div class="widget"></div>';
    const mounted: Element[] = [];
    const ready = new Promise<ReadyDetail>((resolve) => {
      document.addEventListener('airlift:ready', (event) => resolve((event as CustomEvent<ReadyDetail>).detail), { once: true });
    });
    // The scan works in 8 ms slices: a clock that stands still keeps a busy machine (a slow
    // slice) from moving the mounts to a later task; what is tested is the order, not the speed.
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const api = start('test', [widget(mounted)], performance.now());
    expect(api).not.toBeNull();
    // Nothing runs within the script's own evaluation…
    expect(mounted).toHaveLength(0);
    // …and everything in the microtasks that follow it, ahead of any task.
    await Promise.resolve();
    expect(mounted).toHaveLength(2);
    const detail = await ready;
    expect(detail.mounted).toBe(2);
    expect(detail.features).toEqual({ widget: 2 });
    expect(detail.busyMs).toBeGreaterThanOrEqual(0);
  });

  it('adds the scripts of the packs the first scan asks for once the scan is over', async () => {
    document.body.innerHTML = '<div class="widget"></div><div class="widget"></div>';
    const added: string[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      added.push((node as unknown as HTMLScriptElement).dataset.airliftPack ?? '');
      return node;
    });
    const addedDuringScan: number[] = [];
    const feature: Feature = {
      name: 'widget',
      selector: '.widget',
      mount(_element, ctx) {
        ctx.loadPack('widgets').catch(() => undefined);
        addedDuringScan.push(added.length);
      },
    };
    const ready = new Promise((resolve) => document.addEventListener('airlift:ready', resolve, { once: true }));
    start('test', [feature], performance.now());
    await ready;
    expect(addedDuringScan).toEqual([0, 0]);
    expect(added).toEqual(['widgets']);
  });

  it('boots once when the script is included twice', async () => {
    document.body.innerHTML = '<div class="widget"></div>';
    const first: Element[] = [];
    const second: Element[] = [];
    expect(start('test', [widget(first)], performance.now())).not.toBeNull();
    expect(start('test', [widget(second)], performance.now())).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
  });

  it('runs definitions\' setup at once, asks for a preloaded pack before the first scan, and the others only from a mount', () => {
    document.body.innerHTML = '<div class="later"></div>';
    const setup = vi.fn();
    // happy-dom refuses to load scripts (the loader then removes them): the additions are what counts.
    const added: string[] = [];
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof HTMLScriptElement && node.dataset['airliftPack']) added.push(node.dataset['airliftPack']);
      return append(node);
    });
    start('test', [
      { name: 'early', selector: 'body', pack: 'early', preload: true, setup },
      { name: 'later', selector: '.later', pack: 'later' },
      { name: 'absent', selector: '', pack: 'absent', preload: true },
    ], performance.now());
    expect(setup).toHaveBeenCalledTimes(1);
    // Within the script's own evaluation: only the preloaded pack of a feature the page has.
    expect(added).toEqual(['early']);
  });

  it('gives setup its own pack: host.loadPack() loads it with the packs it needs, and resolves to its exports', async () => {
    const added: string[] = [];
    // Scripts are not loaded here: the test defines the packs as their scripts would.
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof HTMLScriptElement && node.dataset['airliftPack']) added.push(node.dataset['airliftPack']);
      return node;
    });
    const hosts: Record<string, FacadeHost> = {};
    const api = start('test', [
      { name: 'facade', selector: '', pack: 'facade', mounts: false, setup: (host) => void (hosts['facade'] = host) },
      { name: 'packless', selector: '', setup: (host) => void (hosts['packless'] = host) },
    ], performance.now(), { facade: ['needed'] })!;
    // A pack that mounts nothing is no registered feature; nothing is asked for until a call.
    expect(api.features).toEqual([]);
    expect(added).toEqual([]);
    const exports = hosts['facade']!.loadPack<{ thing: number }>();
    expect(added).toEqual(['facade', 'needed']);
    api.queuePack('facade', ['needed'], () => api.definePack('facade', () => ({ features: {}, thing: 1 })));
    api.definePack('needed', () => ({}));
    expect((await exports).thing).toBe(1);
    await expect(hosts['packless']!.loadPack()).rejects.toThrow('feature "packless" has no pack');
  });

  it('a facade in its pack (facadeWanted): asked for at start where wanted, installed with its host as the pack defines itself, printed or not', async () => {
    const added: string[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof HTMLScriptElement && node.dataset['airliftPack']) added.push(node.dataset['airliftPack']);
      return node;
    });
    const installed: Record<string, FacadeHost> = {};
    const setups = { wanted: (host: FacadeHost) => void (installed['wanted'] = host), unwanted: (host: FacadeHost) => void (installed['unwanted'] = host) };
    const api = start('test', [
      { name: 'wanted', selector: '', pack: 'wanted', facadeWanted: () => true },
      // Not asked for, but a tag the page printed may define it (the plugin's, in the footer).
      { name: 'unwanted', selector: '', pack: 'unwanted', facadeWanted: () => false },
      // Another feature of that pack, whose setup the pack lacks: nothing to install, and one load.
      { name: 'other', selector: '', pack: 'wanted', facadeWanted: () => true },
    ], performance.now())!;
    expect(added).toEqual(['wanted']);
    expect(installed).toEqual({});
    api.definePack('wanted', () => ({ features: {}, setups }));
    api.definePack('unwanted', () => ({ features: {}, setups }));
    await Promise.resolve();
    expect(Object.keys(installed).sort()).toEqual(['unwanted', 'wanted']);
    // The host is the feature's: its pack, defined now.
    expect(await installed['wanted']!.loadPack()).toEqual({ features: {}, setups });
    expect(added).toEqual(['wanted']);
  });

  it('a feature turned off (data-airlift-off) gets neither its setup nor its pack', () => {
    const setup = vi.fn();
    const own = document.createElement('script');
    own.setAttribute('data-airlift-off', 'early');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(own);
    const append = vi.spyOn(document.head, 'appendChild');
    start('test', [{ name: 'early', selector: 'body', pack: 'early', preload: true, setup }], performance.now());
    expect(setup).not.toHaveBeenCalled();
    expect(append).not.toHaveBeenCalled();
  });
});
