// Late matches: elements that start matching through an attribute change, and removals that
// walk only the removed subtrees.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Engine } from '../../../src/core/engine';
import type { Feature, MountContext } from '../../../src/core/registry';

const engines: Engine[] = [];
afterEach(() => {
  engines.forEach((engine) => { engine.teardown(); engine.disconnect(); });
  engines.length = 0;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function counting(name: string, selector: string, onMount?: (element: Element) => (() => void) | void) {
  const mounted: Element[] = [];
  const cleaned: Element[] = [];
  const feature: Feature = {
    name,
    selector,
    mount(element) {
      mounted.push(element);
      const undo = onMount?.(element);
      return () => {
        cleaned.push(element);
        undo?.();
      };
    },
  };
  return { feature, mounted, cleaned };
}

function observing(...features: Feature[]): Engine {
  const engine = new Engine({ features, loadPack: () => Promise.reject(new Error('no packs in unit tests')) });
  engines.push(engine);
  engine.observe();
  engine.scan();
  return engine;
}

describe('late matches', () => {
  it('mounts an element once a class, an id or a watched attribute makes it match', async () => {
    document.body.innerHTML = '<p id="a"></p><p id="b"></p><p id="c"></p>';
    const byClass = counting('class', '.late');
    const byId = counting('id', '#late-id');
    const byAttribute = counting('attribute', '[data-late]');
    observing(byClass.feature, byId.feature, byAttribute.feature);
    document.getElementById('a')!.classList.add('late');
    document.getElementById('b')!.id = 'late-id';
    document.getElementById('c')!.setAttribute('data-late', '1');
    await flush();
    expect(byClass.mounted.map((element) => element.tagName)).toEqual(['P']);
    expect(byId.mounted).toHaveLength(1);
    expect(byAttribute.mounted).toHaveLength(1);
    // More changes of the same element mount nothing more.
    document.getElementById('a')!.classList.add('other');
    await flush();
    expect(byClass.mounted).toHaveLength(1);
  });

  it('mounts the descendants and following siblings that match through an element\'s change', async () => {
    document.body.innerHTML = '<ul id="nav"><li class="item"></li><li class="item"></li></ul><i id="s"></i><b class="t"></b>';
    const nav = counting('nav', '.side-nav li.item');
    const sibling = counting('sibling', '.start ~ .t');
    observing(nav.feature, sibling.feature);
    document.getElementById('nav')!.classList.add('side-nav');
    document.getElementById('s')!.classList.add('start');
    await flush();
    expect(nav.mounted).toHaveLength(2);
    expect(sibling.mounted.map((element) => element.className)).toEqual(['t']);
  });

  it('watches only the attributes the selectors read', async () => {
    document.body.innerHTML = '<p id="a"></p>';
    const feature = counting('f', '.x[data-y]');
    const engine = observing(feature.feature);
    const matches = vi.spyOn(Element.prototype, 'matches');
    const a = document.getElementById('a')!;
    a.setAttribute('style', 'color: red');
    a.setAttribute('aria-label', 'A');
    a.setAttribute('data-other', '1');
    await flush();
    expect(matches).not.toHaveBeenCalled();
    a.setAttribute('data-y', '1');
    a.classList.add('x');
    await flush();
    expect(engine.isMounted(a, 'f')).toBe(true);
  });

  it('what airlift changes quietly, and what a teardown puts back, mounts nothing', async () => {
    document.body.innerHTML = '<p id="a" class="own"></p><p id="b"></p>';
    let quietly: MountContext['quietly'] | null = null;
    const own: Feature = {
      name: 'own',
      selector: '.own',
      mount(element, ctx) {
        quietly = ctx.quietly;
        element.classList.add('is-enhanced');
        return () => element.classList.remove('is-enhanced');
      },
    };
    const target = counting('target', '.target');
    const engine = observing(own, target.feature);
    quietly!(() => document.getElementById('b')!.classList.add('target'));
    await flush();
    expect(target.mounted).toHaveLength(0);
    const a = document.getElementById('a')!;
    expect(engine.teardown(a)).toBe(1);
    await flush();
    expect(engine.isMounted(a)).toBe(false);
    // The page's own change later is seen again.
    a.classList.add('changed');
    await flush();
    expect(engine.isMounted(a, 'own')).toBe(true);
  });

  it('a removal walks the removed subtree, not every mounted element', async () => {
    document.body.innerHTML = `<div id="gone"><p class="m"></p></div>${'<p class="m"></p>'.repeat(50)}`;
    const { feature, cleaned } = counting('m', '.m');
    observing(feature);
    const connected = vi.spyOn(Node.prototype, 'isConnected', 'get');
    const gone = document.getElementById('gone')!;
    gone.remove();
    await flush();
    expect(cleaned).toEqual([gone.firstElementChild]);
    expect(connected.mock.calls.length).toBeLessThan(10);
  });
});
