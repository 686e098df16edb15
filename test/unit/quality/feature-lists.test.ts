// The lists outside the feature folders that name features (issue 36), against the definitions
// (src/features/index.ts). Each feature that mounts on markup is in every list below, or exempt
// from that list here by name with the reason; an exemption of a feature that is in the list, or of
// no such feature, fails as well, and so does a list that names no feature. Lists made from the
// definitions are not here: the benchmark page is the features' samples (src/features/<f>/sample.ts,
// checked below), demo/csp.html must mount every feature but those of CSP_ELSEWHERE
// (test/e2e/csp-pages.ts), demo/kitchen-sink.html every registered one (kitchen-sink.test.ts).
// The browser tests' tables name their features in `features: [...]`, which this file reads from
// their source; each of those tests checks that the features it names mounted.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeatureDefinition, FeatureSample } from '../../../src/core/registry';
import { CSP_ELSEWHERE, CSP_PAGES } from '../../e2e/csp-pages';

const root = join(__dirname, '../../..');
type Exempt = Readonly<Record<string, string>>;

/** Features without a sample.ts, each with why. */
const SAMPLE_EXEMPT: Exempt = {
  'schedule-refresh': 'fetches the page again every minute to refresh the schedule blocks: work that runs on its own, which the benchmark page keeps out',
};

/** Features in no state of a11y-states-support.ts's STATES, each with why. */
const A11Y_STATES_EXEMPT: Exempt = {
  masonry: 'lays out a grid once: its only state is the page as loaded, which axe.test.ts checks on galleries.html',
  countdown: 'shows the time left: its only state is the page as loaded, which axe.test.ts checks on widgets.html (and widgets.test.ts after time passed)',
  bgimage: 'sets a background image: its only state is the page as loaded, which axe.test.ts checks on widgets.html',
  reveal: 'shows content that was hidden until scrolled to; with reduced motion (the tests\' default) it is shown at load, as axe.test.ts checks it on widgets.html',
  popupwindow: 'opens another window: the page itself does not change',
  'scroll-top': 'scrolls the page: the page itself does not change',
  'schedule-refresh': 'puts the server\'s schedule blocks in place of the page\'s: the same markup as loaded',
  autoembed: 'its players are checked by embeds.test.ts (axe on the embedded page)',
  share: 'not checked yet after a click (a gap): its "URL Copied!" notice',
  hoverbox: 'not checked yet in its hovered state (a gap)',
  'class-switch': 'not checked yet in its switched state (a gap)',
};

/** Features walked by no keyboard.test.ts walkthrough, each with why. */
const KEYBOARD_EXEMPT: Exempt = {
  masonry: 'nothing to operate: it lays out a grid',
  countdown: 'nothing to operate: it shows the time left',
  bgimage: 'nothing to operate: it sets a background image',
  reveal: 'nothing to operate: it shows content when scrolled to',
  'schedule-refresh': 'nothing to operate: it refreshes the schedule blocks',
  'show-dropdown': 'a native select: the browser operates it; the change it makes is checked in schedule.test.ts',
  popupwindow: 'a link: Enter on it is the click that widgets.test.ts checks',
  'scroll-top': 'a link: navigation.test.ts (scroll to top) presses Enter on it',
  newsletter: 'a native form: its field and button are the browser\'s own',
  autoembed: 'its players are the video sites\' frames; before consent, consent\'s placeholder',
  'schedule-tabs': 'not walked yet (a gap)',
  collapsible: 'not walked yet (a gap)',
  expandable: 'not walked yet (a gap)',
  'class-switch': 'not walked yet (a gap)',
  slider: 'not walked yet (a gap)',
  share: 'not walked yet (a gap)',
  hoverbox: 'not walked yet (a gap)',
};

/** Features that read cookies or storage and have no case in bad-input.test.ts's CASES, each with why. */
const BAD_INPUT_EXEMPT: Exempt = {
  cf7: 'its stored form schema goes through lib/storage\'s readJson, swept in test/unit/quality/bad-input.test.ts; no browser case yet (a gap)',
  radio: 'no browser case yet for a spoiled stored volume (radio/hub.ts) (a gap)',
};

/** Features whose code test/unit/quality/bad-input.test.ts (the fast-check sweep) imports nothing of, each with why. */
const SWEEP_EXEMPT: Exempt = {
  media: 'its playlist JSON goes through media/schema.ts, swept with fast-check in test/unit/media/schema.test.ts',
  collapsible: 'reads one attribute, data-collapsible, compared with a fixed value: nothing to parse',
  drawer: 'reads data-activates, the id of the element it opens: nothing to parse',
  masonry: 'reads only the grid\'s own style attribute, to give it back at teardown',
  hoverbox: 'parses nothing: no configuration, answer or attribute value',
  reveal: 'parses nothing: no configuration, answer or attribute value',
  'schedule-tabs': 'parses nothing but its links\' targets',
  'scroll-top': 'parses nothing: no configuration, answer or attribute value',
  sidenav: 'parses nothing: no configuration, answer or attribute value',
  newsletter: 'its reply is the site\'s HTML for the form, put in as the plugin\'s script did; not swept yet with odd replies (a gap)',
  'schedule-refresh': 'not swept yet (a gap): the refreshed page goes through DOMParser',
};

/** Features churned by no page of churn-support.ts (PAGES, BODY_PAGES), each with why. */
const CHURN_EXEMPT: Exempt = {
  'schedule-refresh': 'not churned yet (a gap): radio.html\'s churned root is the channel list',
};

/** Demo pages not linked from demo/index.html, each with why. */
const INDEX_EXEMPT: Exempt = {
  'media-same.html': 'the same media markup for MediaElement or airlift, for media-legacy-layout.test.ts; linked from media-compare.html',
};

interface Known {
  name: string;
  folder: string;
  definition: FeatureDefinition;
}

const folders = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'src/features', entry.name, 'definition.ts')))
  .map((entry) => entry.name);

/** Every feature, with its folder. */
async function features(): Promise<Known[]> {
  const known: Known[] = [];
  for (const folder of folders) {
    const { definition } = await import(`../../../src/features/${folder}/definition.ts`) as { definition: FeatureDefinition };
    known.push({ name: definition.name, folder, definition });
  }
  return known;
}

/** The features that mount on markup (not wp-util's facade only). */
async function mounting(): Promise<Known[]> {
  return (await features()).filter((feature) => feature.definition.mounts !== false);
}

/** What is wrong with `list` (naming `covered`) against the features, given its exemptions. */
function listProblems(list: string, covered: ReadonlySet<string>, exempt: Exempt, known: readonly Known[]): string[] {
  const names = new Set(known.map((feature) => feature.name));
  const problems: string[] = [];
  if (!covered.size) problems.push(`${list} names no feature: is it still read right?`);
  for (const name of covered) if (!names.has(name)) problems.push(`${list} names "${name}", which is no feature that mounts on markup (src/features/*/definition.ts)`);
  for (const { name, folder } of known) {
    if (!covered.has(name) && !(name in exempt)) {
      problems.push(`feature "${name}" (src/features/${folder}) is in no entry of ${list}: add it there, or to its exemptions in test/unit/quality/feature-lists.test.ts with the reason`);
    }
    if (covered.has(name) && name in exempt) problems.push(`feature "${name}" is in ${list} and exempt from it: remove the exemption`);
  }
  for (const name of Object.keys(exempt)) if (!names.has(name)) problems.push(`${list}: the exemption of "${name}" names no feature that mounts on markup`);
  return problems;
}

/** The feature names a file's tables tag in `features: ['…', …]`. */
function tagged(file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8');
  const names = new Set<string>();
  for (const [, list] of text.matchAll(/\bfeatures: \[([^\]]*)\]/g)) {
    for (const [, name] of list!.matchAll(/'([^']+)'/g)) names.add(name!);
  }
  return names;
}

describe('lists of features outside the feature folders', () => {
  it('the check fails for a feature missing from a list, naming the feature, its folder and the list; and for a stale exemption', async () => {
    const known = await mounting();
    const all = new Set(known.map((feature) => feature.name));
    expect(listProblems('a list', all, {}, known)).toEqual([]);
    const withoutTabs = new Set([...all].filter((name) => name !== 'tabs'));
    expect(listProblems('test/e2e/x.test.ts', withoutTabs, {}, known)).toEqual([
      'feature "tabs" (src/features/tabs) is in no entry of test/e2e/x.test.ts: add it there, or to its exemptions in test/unit/quality/feature-lists.test.ts with the reason',
    ]);
    expect(listProblems('a list', withoutTabs, { tabs: 'a reason' }, known)).toEqual([]);
    expect(listProblems('a list', all, { tabs: 'a reason' }, known)).toEqual(['feature "tabs" is in a list and exempt from it: remove the exemption']);
    expect(listProblems('a list', new Set([...all, 'popup-window']), {}, known)).toEqual([
      'a list names "popup-window", which is no feature that mounts on markup (src/features/*/definition.ts)',
    ]);
  });

  it('bench/page.mjs: every feature that mounts on markup has its sample (src/features/<f>/sample.ts), which mounts what it says', async () => {
    const known = await mounting();
    const names = new Set(known.map((feature) => feature.name));
    const problems: string[] = [];
    const covered = new Set<string>();
    for (const { name, folder, definition } of known) {
      if (!existsSync(join(root, 'src/features', folder, 'sample.ts'))) continue;
      covered.add(name);
      const { sample } = await import(`../../../src/features/${folder}/sample.ts`) as { sample: FeatureSample };
      const parts = [sample.widget && { html: sample.widget.html(7), mounts: sample.widget.mounts }, sample.page].filter((part) => !!part);
      if (!parts.length) problems.push(`src/features/${folder}/sample.ts has neither a widget nor a page part`);
      for (const { html, mounts } of parts) {
        if (!(mounts[name]! > 0)) problems.push(`src/features/${folder}/sample.ts: a part that does not mount "${name}"`);
        for (const other of Object.keys(mounts)) if (!names.has(other)) problems.push(`src/features/${folder}/sample.ts mounts "${other}", which is no feature`);
        // A fixed selector (not one read from the page's configuration, as consent's, popups' and media's are) counts the elements.
        if (Object.getOwnPropertyDescriptor(definition, 'selector')?.get) continue;
        const holder = document.createElement('div');
        holder.innerHTML = html;
        const found = holder.querySelectorAll(definition.selector).length;
        if (found !== mounts[name]) problems.push(`src/features/${folder}/sample.ts says "${name}" mounts ${mounts[name]} elements; its selector finds ${found}`);
      }
    }
    expect(problems).toEqual([]);
    expect(listProblems('bench/page.mjs (the samples)', covered, SAMPLE_EXEMPT, known)).toEqual([]);
  });

  it('no source file imports a sample: they stay out of the bundle and the packs', () => {
    const importers: string[] = [];
    const walk = (folder: string): void => {
      for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && /from '[^']*\/sample'/.test(readFileSync(join(root, path), 'utf8'))) importers.push(path);
      }
    };
    walk('src');
    expect(importers).toEqual([]);
  });

  it('csp.test.ts: each feature kept off demo/csp.html is on a page of CSP_PAGES', async () => {
    const known = await mounting();
    const onPages = new Set(CSP_PAGES.flatMap((page) => page.features));
    const elsewhere = new Set(Object.keys(CSP_ELSEWHERE));
    // On csp.html (derived: every feature but CSP_ELSEWHERE's) or, for those, on a page of CSP_PAGES.
    const covered = new Set(known.map((feature) => feature.name).filter((name) => !elsewhere.has(name) || onPages.has(name)));
    expect(listProblems('test/e2e/csp-pages.ts (CSP_ELSEWHERE, CSP_PAGES)', covered, {}, known)).toEqual([]);
    const names = new Set(known.map((feature) => feature.name));
    expect([...onPages, ...elsewhere].filter((name) => !names.has(name)), 'names in csp-pages.ts that are no feature that mounts on markup').toEqual([]);
  });

  it('a11y-states-support.ts: every feature has a state in STATES, or is exempt', async () => {
    expect(listProblems('test/e2e/a11y-states-support.ts (STATES)', tagged('test/e2e/a11y-states-support.ts'), A11Y_STATES_EXEMPT, await mounting())).toEqual([]);
  });

  it('keyboard.test.ts: every feature has a walkthrough, or is exempt', async () => {
    expect(listProblems('test/e2e/keyboard.test.ts', tagged('test/e2e/keyboard.test.ts'), KEYBOARD_EXEMPT, await mounting())).toEqual([]);
  });

  it('churn-support.ts: every feature is churned, or is exempt', async () => {
    expect(listProblems('test/e2e/churn-support.ts (PAGES, BODY_PAGES)', tagged('test/e2e/churn-support.ts'), CHURN_EXEMPT, await mounting())).toEqual([]);
  });

  it('bad-input.test.ts: every feature whose code reads cookies or storage has a case in CASES, or is exempt', async () => {
    const known = await mounting();
    const reads = (folder: string): boolean => {
      const files: string[] = [];
      const walk = (path: string): void => {
        for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
          if (entry.isDirectory()) walk(`${path}/${entry.name}`);
          else if (/\.tsx?$/.test(entry.name) && entry.name !== 'sample.ts') files.push(`${path}/${entry.name}`);
        }
      };
      walk(`src/features/${folder}`);
      return files.some((file) => /from '[./]*lib\/(cookies|storage)'|\b(sessionStorage|localStorage|document\.cookie)\b/.test(readFileSync(join(root, file), 'utf8')));
    };
    const readers = known.filter((feature) => reads(feature.folder));
    expect(readers.map((feature) => feature.name)).toEqual(expect.arrayContaining(['consent', 'popups']));
    const stale = Object.keys(BAD_INPUT_EXEMPT).filter((name) => !readers.some((feature) => feature.name === name));
    expect(stale, 'exempt from bad-input.test.ts, and reading no cookie nor storage: remove the exemption').toEqual([]);
    const cases = tagged('test/e2e/bad-input.test.ts');
    // Only the readers must be there: a case for another feature is a name still checked.
    const others = Object.fromEntries(known.filter((feature) => !readers.includes(feature) && !cases.has(feature.name)).map(({ name }) => [name, 'reads no cookie nor storage']));
    expect(listProblems('test/e2e/bad-input.test.ts (CASES)', cases, { ...others, ...BAD_INPUT_EXEMPT }, known)).toEqual([]);
  });

  it('quality/bad-input.test.ts: the sweep imports code of every feature, or it is exempt', async () => {
    const text = readFileSync(join(root, 'test/unit/quality/bad-input.test.ts'), 'utf8');
    const swept = new Set([...text.matchAll(/from '(?:\.\.\/)+src\/features\/([\w-]+)[/']/g)].map(([, folder]) => folder!));
    const known = await mounting();
    const names = new Set(known.filter((feature) => swept.has(feature.folder)).map((feature) => feature.name));
    expect(listProblems('test/unit/quality/bad-input.test.ts (its imports)', names, SWEEP_EXEMPT, known)).toEqual([]);
  });

  it('src/wordpress/includes/handles.php: each group names features that exist, each feature in one group at most', async () => {
    const names = new Set((await features()).map((feature) => feature.name));
    const php = readFileSync(join(root, 'src/wordpress/includes/handles.php'), 'utf8');
    const groups = [...php.matchAll(/'features'\s*=>\s*array\(([^)]*)\)/g)].map(([, list]) => [...list!.matchAll(/'([^']+)'/g)].map(([, name]) => name!));
    expect(groups.length, 'groups read from handles.php').toBeGreaterThanOrEqual(7);
    const named = groups.flat();
    expect(named.filter((name) => !names.has(name)), 'features handles.php names that no definition has').toEqual([]);
    expect(named.filter((name, at) => named.indexOf(name) !== at), 'features in two groups').toEqual([]);
  });

  it('demo/index.html links every demo page, or it is exempt', () => {
    const index = readFileSync(join(root, 'demo/index.html'), 'utf8');
    const pages = readdirSync(join(root, 'demo')).filter((file) => file.endsWith('.html') && file !== 'index.html');
    const problems = pages.filter((file) => !index.includes(`href="/${file}"`) && !(file in INDEX_EXEMPT))
      .map((file) => `demo/${file} is not linked from demo/index.html: add it there, or to INDEX_EXEMPT with the reason`);
    for (const file of Object.keys(INDEX_EXEMPT)) {
      if (!pages.includes(file)) problems.push(`INDEX_EXEMPT names demo/${file}, which is no demo page`);
      else if (index.includes(`href="/${file}"`)) problems.push(`demo/${file} is linked from demo/index.html and exempt: remove the exemption`);
    }
    expect(problems).toEqual([]);
  });
});
