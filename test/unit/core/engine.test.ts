// The registry and engine: one scan, idempotent mounts, failure isolation, late insertion,
// teardown of removed elements, and airlift's own insertions not re-scanned.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Engine } from '../../../src/core/engine';
import { Registry } from '../../../src/core/registry';
import type { Feature, MountContext } from '../../../src/core/registry';

const engines: Engine[] = [];
afterEach(() => {
  engines.forEach((engine) => { engine.teardown(); engine.disconnect(); });
  vi.unstubAllGlobals();
  engines.length = 0;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function engineWith(...features: Feature[]): Engine {
  const engine = new Engine({ features, loadPack: () => Promise.reject(new Error('no packs in unit tests')) });
  engines.push(engine);
  return engine;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function counting(name: string, selector: string) {
  const mounted: Element[] = [];
  const cleaned: Element[] = [];
  const feature: Feature = {
    name,
    selector,
    mount(element) {
      mounted.push(element);
      return () => cleaned.push(element);
    },
  };
  return { feature, mounted, cleaned };
}

describe('registry', () => {
  it('refuses a feature name registered twice', () => {
    const registry = new Registry();
    registry.register(counting('a', '.a').feature);
    expect(() => registry.register(counting('a', '.b').feature)).toThrow(/registered twice/);
    expect(registry.names()).toEqual(['a']);
  });
});

describe('engine', () => {
  it('mounts every match once, however often it scans', () => {
    document.body.innerHTML = '<div class="a"></div><div class="a"><div class="a"></div></div>';
    const { feature, mounted } = counting('a', '.a');
    const engine = engineWith(feature);
    expect(engine.scan().total).toBe(3);
    expect(engine.scan().total).toBe(0);
    expect(mounted).toHaveLength(3);
  });

  it('a throwing mount is reported once and the other elements and features still mount', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div class="bad"></div><div class="bad"></div><div class="good"></div>';
    const bad: Feature = { name: 'bad', selector: '.bad', mount() { throw new Error('boom'); } };
    const good = counting('good', '.good');
    const result = engineWith(bad, good.feature).scan();
    expect(result.counts).toEqual({ good: 1 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('[airlift:bad]');
  });

  it('mounts elements added later and tears down removed ones, aborting their signal', async () => {
    const signals: AbortSignal[] = [];
    const cleaned: Element[] = [];
    const feature: Feature = {
      name: 'late',
      selector: '.late',
      mount(element, ctx) {
        signals.push(ctx.signal);
        return () => cleaned.push(element);
      },
    };
    const engine = engineWith(feature);
    engine.observe();
    engine.scan();
    const holder = document.createElement('section');
    holder.innerHTML = '<p class="late"></p>';
    document.body.appendChild(holder);
    await flush();
    const late = holder.querySelector('.late')!;
    expect(engine.isMounted(late, 'late')).toBe(true);
    holder.remove();
    await flush();
    expect(cleaned).toEqual([late]);
    expect(signals[0]!.aborted).toBe(true);
    expect(engine.isMounted(late)).toBe(false);
  });

  it('a mount\'s signal is made when first asked for; asked for after teardown, it comes aborted', () => {
    document.body.innerHTML = '<p class="a"></p><p class="b"></p>';
    let made = 0;
    const Original = globalThis.AbortController;
    vi.stubGlobal('AbortController', class extends Original {
      constructor() {
        super();
        made++;
      }
    });
    const contexts: MountContext[] = [];
    const feature: Feature = { name: 'keep', selector: '.a, .b', mount: (_element, ctx) => void contexts.push(ctx) };
    const engine = engineWith(feature);
    engine.scan();
    expect(contexts).toHaveLength(2);
    expect(made).toBe(0);
    const early = contexts[0]!.signal;
    expect(contexts[0]!.signal).toBe(early);
    expect(made).toBe(1);
    expect(early.aborted).toBe(false);
    engine.teardown();
    expect(early.aborted).toBe(true);
    expect(contexts[1]!.signal.aborted).toBe(true);
    // The context's other parts are shared, and still work as values.
    expect(contexts[0]!.report).toBe(contexts[1]!.report);
    expect(contexts[0]!.quietly(() => 'done')).toBe('done');
  });

  it('an element moved within the page stays mounted', async () => {
    document.body.innerHTML = '<div id="from"><p class="m"></p></div><div id="to"></div>';
    const { feature, mounted, cleaned } = counting('m', '.m');
    const engine = engineWith(feature);
    engine.observe();
    engine.scan();
    document.getElementById('to')!.appendChild(document.querySelector('.m')!);
    await flush();
    expect(mounted).toHaveLength(1);
    expect(cleaned).toHaveLength(0);
  });

  it('what a feature inserts itself is not scanned again', async () => {
    const inner = counting('inner', '.inner');
    const outer: Feature = {
      name: 'outer',
      selector: '.outer',
      mount(element, ctx) {
        element.insertAdjacentHTML('beforeend', '<span class="inner"></span>');
        setTimeout(() => ctx.quietly(() => element.insertAdjacentHTML('beforeend', '<span class="inner"></span>')), 0);
      },
    };
    document.body.innerHTML = '<div class="outer"></div>';
    const engine = engineWith(outer, inner.feature);
    engine.observe();
    engine.scan();
    // The first scan does mount the inner element it finds after the outer one ran…
    expect(inner.mounted).toHaveLength(1);
    await flush();
    await flush();
    // …but the quiet insertion made later is not scanned.
    expect(inner.mounted).toHaveLength(1);
    // A page insertion is.
    document.body.insertAdjacentHTML('beforeend', '<span class="inner"></span>');
    await flush();
    expect(inner.mounted).toHaveLength(2);
  });

  it('a selector list mounts every match once, selector by selector, each in document order', () => {
    document.body.innerHTML = '<p class="b" id="1"></p><p class="a" id="2"><span class="b" id="3"></span></p><p class="a b" id="4"></p>';
    const { feature, mounted } = counting('list', '.a, .b');
    engineWith(feature).scan();
    expect(mounted.map((element) => element.id)).toEqual(['2', '4', '1', '3']);
    document.body.innerHTML = '<i class="b" id="5"></i><i class="b" id="6"></i>';
    const only = counting('only', '.a, .b');
    engineWith(only.feature).scan();
    expect(only.mounted.map((element) => element.id)).toEqual(['5', '6']);
  });

  it('a feature whose selector is empty is skipped without querying the page', () => {
    document.body.innerHTML = '<div class="x"></div>';
    const spy = vi.spyOn(document, 'querySelectorAll');
    const idle: Feature = { name: 'idle', selector: '', mount: () => { throw new Error('never mounted'); } };
    const result = engineWith(idle).scan();
    expect(result.total).toBe(0);
    expect(spy).not.toHaveBeenCalled();
  });

  it('teardown(root) tears down only what is inside root', () => {
    document.body.innerHTML = '<div id="one"><p class="t"></p></div><div id="two"><p class="t"></p></div>';
    const { feature, cleaned } = counting('t', '.t');
    const engine = engineWith(feature);
    engine.scan();
    expect(engine.teardown(document.getElementById('one')!)).toBe(1);
    expect(cleaned).toEqual([document.querySelector('#one .t')]);
    expect(engine.scan().total).toBe(1);
  });

  it('a quiet change inside a scan does not scan what earlier mounts of the scan added', () => {
    // Each .host mount inserts a .inner of its own; the second mount's ctx.quietly must not
    // mount the first one's insertion (the scan's own change), whatever the pending records.
    const inner = counting('inner', '.inner');
    const host: Feature = {
      name: 'host',
      selector: '.host',
      mount(element, ctx) {
        ctx.quietly(() => element.insertAdjacentHTML('beforeend', '<span class="inner"></span>'));
      },
    };
    document.body.innerHTML = '<div class="host"></div><div class="host"></div><div class="host"></div>';
    const engine = engineWith(host, inner.feature);
    engine.observe();
    const result = engine.scan();
    // The scan's own query of .inner (after every host ran) finds the three, each mounted once.
    expect(result.counts).toEqual({ host: 3, inner: 3 });
    expect(inner.mounted).toHaveLength(3);
  });

  it('an element a mount removes during a scan is torn down once the scan ends (one sweep, after the task\'s microtasks)', async () => {
    const { feature, cleaned } = counting('t', '.t');
    const remover: Feature = {
      name: 'remover',
      selector: '.remover',
      mount(element, ctx) {
        ctx.quietly(() => document.querySelector('.t')?.remove());
        return () => { element.textContent = ''; };
      },
    };
    document.body.innerHTML = '<p class="t"></p><div class="remover"></div>';
    const engine = engineWith(feature, remover);
    engine.observe();
    engine.scan();
    await Promise.resolve();
    expect(cleaned).toHaveLength(1);
    expect(engine.teardown()).toBe(1);
  });

  it('scanInSlices mounts what scan would, in feature order, yielding once a slice has run its time', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const order: string[] = [];
    const slow = (name: string, selector: string): Feature => ({
      name,
      selector,
      mount(element) {
        order.push(`${name}:${element.id}`);
        clock += 5;
      },
    });
    document.body.innerHTML = '<p class="b" id="b1"></p><p class="a" id="a1"></p><p class="a" id="a2"></p><p class="a" id="a3"></p><p class="b" id="b2"></p>';
    const engine = engineWith(slow('a', '.a'), slow('b', '.b'));
    engine.observe();
    // The first slice mounts a1 and a2; the page removes a3 while the scan is yielded: it is
    // skipped, not mounted.
    const scanning = engine.scanInSlices();
    expect(order).toEqual(['a:a1', 'a:a2']);
    document.getElementById('a3')!.remove();
    const result = await scanning;
    expect(order).toEqual(['a:a1', 'a:a2', 'b:b1', 'b:b2']);
    expect(result.counts).toEqual({ a: 2, b: 2 });
    expect(result.total).toBe(4);
    // 5 ms a mount, 8 ms a slice: two mounts a slice, so more than one slice.
    expect(result.slices).toBeGreaterThan(1);
    expect(result.busyMs).toBe(20);
    expect(engine.scan().total).toBe(0);
  });

  it('scanInSlices counts an element it found that a change the page made between its slices mounted first', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const slow: Feature = { name: 'slow', selector: '.slow', mount: () => void (clock += 10) };
    // Consent's kind of selector: <body>, and markup by a class (the class is observed).
    const page = counting('page', 'body,.blocked');
    document.body.className = 'no-js';
    document.body.innerHTML = '<p class="slow"></p>';
    const engine = engineWith(slow, page.feature);
    engine.observe();
    const scanning = engine.scanInSlices();
    // While the scan is yielded, a deferred script of the page changes <body>'s class: handled
    // before the next slice, it mounts <body> ahead of the scan's turn.
    document.body.classList.remove('no-js');
    const result = await scanning;
    expect(page.mounted).toEqual([document.body]);
    expect(result.counts).toEqual({ slow: 1, page: 1 });
    expect(result.total).toBe(2);
    document.body.className = '';
  });

  it('scanInSlices finds every feature\'s elements before it mounts any', async () => {
    document.body.innerHTML = '<p class="a" id="a1"></p><p id="x"></p><p class="b" id="b1"></p>';
    const order: string[] = [];
    const walk = vi.spyOn(document, 'querySelectorAll');
    const a: Feature = {
      name: 'a',
      selector: '.a',
      mount(element) {
        order.push(`a:${element.id} after ${walk.mock.calls.length} queries`);
        document.getElementById('x')!.classList.add('b');
      },
    };
    const b: Feature = { name: 'b', selector: '.b', mount: (element) => void order.push(`b:${element.id}`) };
    const engine = engineWith(a, b);
    const result = await engine.scanInSlices();
    expect(order).toEqual(['a:a1 after 2 queries', 'b:b1']);
    expect(result.total).toBe(2);
    // What a mount of the scan made match is found by the next scan.
    expect(engine.scan().counts).toEqual({ b: 1 });
  });
});
