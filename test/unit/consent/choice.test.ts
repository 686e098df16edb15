// choice.ts and activate.ts's flush: what lets blocked content in is the part pack consent-choice,
// asked for only where something allowed waits; the activation and its `done` (the events that
// announce it) wait for the part, and where it cannot load nothing is let in and the request is made
// again only after a choice. The part here is an object of the pack's shape that records what it
// is asked; the loader is the context's loadPack, whose promise the test settles.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountContext } from '../../../src/core/registry';
import type { ConsentChoicePack } from '../../../src/features/consent/packs/consent-choice';

type Choice = typeof import('../../../src/features/consent/choice');
type Activate = typeof import('../../../src/features/consent/activate');

let choice: Choice;
let activate: Activate;
let log: string[];
let reports: unknown[];
let answers: Array<{ resolve(part: ConsentChoicePack): void; reject(error: Error): void }>;
/** The categories the flush's consent check allows. */
let allowedCategories: Set<string>;

const part = (): ConsentChoicePack => ({
  letIn: (ready) => {
    log.push(`letIn ${ready.map((element) => element.id).join(',')}`);
    return Promise.resolve();
  },
  loadArea: () => undefined,
});

const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const blocked = (id: string, category: string): Element => {
  const element = document.createElement('script');
  element.id = id;
  element.type = 'text/plain';
  element.setAttribute('data-category', category);
  document.body.append(element);
  activate.watch(element);
  return element;
};

const flush = (): Promise<void> => activate.flush({
  allowed: () => (category) => allowedCategories.has(category),
  nonce: '',
  ctx: {} as MountContext,
  loaded: choice.choicePart,
  load: choice.loadChoice,
  done: () => void log.push('done'),
});

beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = '';
  choice = await import('../../../src/features/consent/choice');
  activate = await import('../../../src/features/consent/activate');
  log = [];
  reports = [];
  answers = [];
  allowedCategories = new Set(['functional']);
  choice.useChoiceLoader({
    loadPack: <T,>(name: string) => {
      log.push(`load ${name}`);
      return new Promise<T>((resolve, reject) => answers.push({ resolve: resolve as (part: ConsentChoicePack) => void, reject }));
    },
    report: (error) => void reports.push(error),
  });
});

describe('consent: the part pack consent-choice', () => {
  it('is not asked for while nothing blocked is allowed; the flush still announces what it had', async () => {
    blocked('ad', 'marketing');
    await flush();
    expect(log).toEqual(['done']);
    expect(activate.isWatched(document.getElementById('ad')!)).toBe(true);
  });

  it('is asked for once where something is allowed; the activation and `done` wait for it, in document order', async () => {
    const stats = blocked('stats', 'statistics');
    const ad = blocked('ad', 'marketing');
    allowedCategories.add('statistics');
    const first = flush();
    void choice.loadChoice();
    await settled();
    expect(log).toEqual(['load consent-choice']);
    expect(activate.isWatched(stats)).toBe(true);
    // Allowed meanwhile: let in with the rest when the part arrives.
    allowedCategories.add('marketing');
    answers[0]!.resolve(part());
    await first;
    expect(log).toEqual(['load consent-choice', 'letIn stats,ad', 'done']);
    expect([activate.isWatched(stats), activate.isWatched(ad)]).toEqual([false, false]);
    expect(choice.choicePart()).not.toBeNull();
    blocked('late', 'marketing');
    await flush();
    expect(log.slice(3)).toEqual(['letIn late', 'done']);
    expect(answers).toHaveLength(1);
    expect(reports).toEqual([]);
  });

  it('where it cannot load: reported once, nothing let in or announced, not asked again until a choice', async () => {
    const ad = blocked('ad', 'marketing');
    allowedCategories.add('marketing');
    const first = flush();
    await settled();
    const failure = new Error('something went wrong while loading the script: /packs/consent-choice.js');
    answers[0]!.reject(failure);
    await first;
    expect(log).toEqual(['load consent-choice']);
    expect(reports).toEqual([failure]);
    expect(activate.isWatched(ad)).toBe(true);
    // Markup added meanwhile does not ask again.
    blocked('late', 'marketing');
    await flush();
    expect(answers).toHaveLength(1);
    expect(await choice.loadChoice()).toBeNull();
    // The next choice does.
    choice.retryChoice();
    const again = flush();
    await settled();
    expect(answers).toHaveLength(2);
    answers[1]!.resolve(part());
    await again;
    expect(log).toEqual(['load consent-choice', 'load consent-choice', 'letIn ad,late', 'done']);
    expect(reports).toEqual([failure]);
  });
});
