// choice.ts: the consent pack's queue of choices made before the part pack consent-choice has
// arrived. The part here is an object of the pack's shape that records what it is asked; the
// loader is the context's loadPack, whose promise the test settles.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentChoicePack } from '../../../src/features/consent/packs/consent-choice';

type Choice = typeof import('../../../src/features/consent/choice');

let choice: Choice;
let log: string[];
let reports: unknown[];
let answers: Array<{ resolve(part: ConsentChoicePack): void; reject(error: Error): void }>;

const part = (): ConsentChoicePack => ({
  acceptAll: () => void log.push('acceptAll'),
  denyAll: () => void log.push('denyAll'),
  setConsent: (category, value) => void log.push(`setConsent ${category} ${value}`),
  setServiceConsent: (service, value) => void log.push(`setServiceConsent ${service} ${value}`),
  wpSetConsent: (category, value) => void log.push(`wpSetConsent ${category} ${value}`),
  letIn: () => Promise.resolve(),
  loadArea: () => undefined,
});

const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  vi.resetModules();
  choice = await import('../../../src/features/consent/choice');
  log = [];
  reports = [];
  answers = [];
  choice.useChoiceLoader({
    loadPack: <T,>(name: string) => {
      log.push(`load ${name}`);
      return new Promise<T>((resolve, reject) => answers.push({ resolve: resolve as (part: ConsentChoicePack) => void, reject }));
    },
    report: (error) => void reports.push(error),
  });
});

describe('consent: choices before the part pack arrives', () => {
  it('asks once, keeps choices and what must not overtake them in order, applies each once when it arrives, then at once', async () => {
    choice.choose((p) => p.setServiceConsent('youtube', false));
    choice.inOrder(() => log.push('banner dismissed'));
    choice.choose((p) => p.acceptAll());
    expect(log).toEqual(['load consent-choice']);
    expect(choice.choicePart()).toBeNull();
    answers[0]!.resolve(part());
    await settled();
    expect(log).toEqual(['load consent-choice', 'setServiceConsent youtube false', 'banner dismissed', 'acceptAll']);
    choice.choose((p) => p.denyAll());
    choice.inOrder(() => log.push('closed'));
    expect(log.slice(4)).toEqual(['denyAll', 'closed']);
    expect(answers).toHaveLength(1);
    expect(reports).toEqual([]);
  });

  it('runs what needs no part at once while no choice waits', () => {
    choice.inOrder(() => log.push('preferences shown'));
    expect(log).toEqual(['preferences shown']);
    expect(answers).toHaveLength(0);
  });

  it('where it cannot load: reports, drops the choices that waited, still runs the rest in order, and asks again at the next choice', async () => {
    choice.choose((p) => p.acceptAll());
    choice.inOrder(() => log.push('closed'));
    const failure = new Error('something went wrong while loading the script: /packs/consent-choice.js');
    answers[0]!.reject(failure);
    await settled();
    expect(log).toEqual(['load consent-choice', 'closed']);
    expect(reports).toEqual([failure]);
    const again = choice.loadChoice();
    expect(answers).toHaveLength(2);
    answers[1]!.resolve(part());
    await again;
    await settled();
    choice.choose((p) => p.setConsent('marketing', 'allow'));
    expect(log).toEqual(['load consent-choice', 'closed', 'load consent-choice', 'setConsent marketing allow']);
  });

  it('a choice that throws is reported and the next ones still apply', async () => {
    const broken = new Error('a listener threw');
    choice.choose(() => {
      throw broken;
    });
    choice.choose((p) => p.acceptAll());
    answers[0]!.resolve(part());
    await settled();
    expect(reports).toEqual([broken]);
    expect(log).toEqual(['load consent-choice', 'acceptAll']);
  });
});
