// The widgets pack: the main bundle's light definitions must match the pack's features
// name for name and selector for selector, or a widget would be looked for under the wrong
// selector (or its pack would have no feature of that name).
import { describe, expect, it } from 'vitest';
import { features } from '../../../src/features/index';
import { WIDGET_SELECTORS } from '../../../src/features/widgets';
import { widgets as real } from '../../../src/packs/widgets';

describe('widgets pack definitions', () => {
  it('lists every widget under its real name and selector', () => {
    expect(WIDGET_SELECTORS).toEqual(Object.fromEntries(real.map((feature) => [feature.name, feature.selector])));
  });

  it('registers each widget once, with the real selector, and nothing else under the same name', () => {
    for (const feature of real) {
      const registered = features.filter((candidate) => candidate.name === feature.name);
      expect(registered, feature.name).toHaveLength(1);
      expect(registered[0]!.selector, feature.name).toBe(feature.selector);
      // The registered one is the light definition, not the feature itself.
      expect(registered[0], feature.name).not.toBe(feature);
    }
  });
});
