// Feature packs: the light definition loads its pack on first mount and hands every element
// to the real feature with the host's context; teardown before or after the pack arrives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyFeature } from '../../../src/core/lazy';
import type { FeaturePack } from '../../../src/core/lazy';
import { Engine } from '../../../src/core/engine';
import { holdWiring, wiringHeld } from '../../../src/lib/idle';
import { sliced } from '../../../src/lib/slices';
import type { Feature } from '../../../src/core/registry';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

// The pack's mounts run in slices (lib/slices), each in a task of its own: a few tasks later.
const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup(pack: Promise<FeaturePack>) {
  const loadPack = vi.fn(() => pack);
  const engine = new Engine({ features: [lazyFeature({ name: 'forms', selector: '.form', pack: 'forms' })], loadPack: loadPack as never });
  return { engine, loadPack };
}

describe('lazyFeature', () => {
  it('loads the pack and mounts the real feature on each element, with cleanup', async () => {
    const cleaned: Element[] = [];
    const real: Feature = {
      name: 'forms',
      selector: '.form',
      mount(element, ctx) {
        element.setAttribute('data-mounted', ctx.feature);
        return () => cleaned.push(element);
      },
    };
    document.body.innerHTML = '<div class="form" id="a"></div><div class="form" id="b"></div>';
    const { engine, loadPack } = setup(Promise.resolve({ features: { forms: real } }));
    expect(engine.scan().total).toBe(2);
    await flush();
    expect(loadPack).toHaveBeenCalledWith('forms');
    expect(document.querySelectorAll('[data-mounted="forms"]')).toHaveLength(2);
    engine.teardown(document.getElementById('a')!);
    expect(cleaned.map((element) => element.id)).toEqual(['a']);
  });

  it('an element torn down before the pack arrives is never mounted', async () => {
    const mount = vi.fn();
    let resolve!: (pack: FeaturePack) => void;
    document.body.innerHTML = '<div class="form"></div>';
    const { engine } = setup(new Promise((done) => { resolve = done; }));
    engine.scan();
    engine.teardown();
    resolve({ features: { forms: { name: 'forms', selector: '.form', mount } } });
    await flush();
    expect(mount).not.toHaveBeenCalled();
  });

  it('a pack that fails to load is reported once as [airlift:<feature>]', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div class="form"></div><div class="form"></div>';
    const { engine } = setup(Promise.reject(new Error('something went wrong while loading the script')));
    engine.scan();
    await flush();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('[airlift:forms]');
  });


  it('a pack mounts what the first scan found with wiring held (lib/idle), what came later at once', async () => {
    const held: boolean[] = [];
    const real: Feature = { name: 'forms', selector: '.form', mount: () => void held.push(wiringHeld()) };
    document.body.innerHTML = '<div class="form"></div>';
    const { engine } = setup(Promise.resolve({ features: { forms: real } }));
    engine.observe();
    holdWiring(true);
    engine.scan();
    holdWiring(false);
    await flush();
    document.body.insertAdjacentHTML('beforeend', '<div class="form"></div>');
    await flush();
    expect(held).toEqual([true, false]);
    expect(wiringHeld()).toBe(false);
    engine.disconnect();
  });

  it('a feature mounted on <body> starts as soon as its pack arrives, ahead of widgets waiting for a slice', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const order: string[] = [];
    const signal = new AbortController().signal;
    // Widgets of another pack fill the current slice and one more.
    sliced(() => { order.push('widget 1'); clock += 10; }, signal, () => undefined);
    sliced(() => order.push('widget 2'), signal, () => undefined);
    const real: Feature = { name: 'boxes', selector: 'body', mount: (element) => void order.push(element.tagName) };
    let resolve!: (pack: FeaturePack) => void;
    const arrival = new Promise<FeaturePack>((done) => { resolve = done; });
    const engine = new Engine({ features: [lazyFeature({ name: 'boxes', selector: 'body', pack: 'boxes' })], loadPack: (() => arrival) as never });
    engine.scan();
    resolve({ features: { boxes: real } });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(order).toEqual(['widget 1', 'BODY']);
    await flush();
    expect(order).toEqual(['widget 1', 'BODY', 'widget 2']);
    engine.teardown();
  });
});
