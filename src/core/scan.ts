/**
 * Finding what the features enhance, and mounting it: every feature's elements within a
 * root (a scan, an added subtree), and the elements that start to match through a change of
 * an attribute the features' selectors read. A feature whose selector throws is reported and
 * looks for nothing; the others go on.
 */
import { dependenciesOf } from './dependencies';
import { reportError } from './errors';
import type { Mounts } from './mounts';
import { queryAll } from './query';
import type { Feature } from './registry';

export interface ScanResult {
  /** Elements mounted by this scan, by feature name. */
  counts: Record<string, number>;
  total: number;
}

/** A feature's selector; '' (nothing to look for) when reading it throws, which is reported. */
export function selectorOf(feature: Feature): string {
  try {
    return feature.selector;
  } catch (error) {
    reportError(feature.name, error);
    return '';
  }
}

/** The elements within `root` (itself included) that `feature` enhances; [] when none or broken. */
export function matchesOf(root: ParentNode, feature: Feature): Element[] {
  try {
    // A feature with nothing to look for on this page (its configuration is absent) says ''.
    const selector = feature.selector;
    if (!selector) return [];
    const matches = queryAll(root, selector);
    if (root instanceof Element && root.matches(selector)) matches.unshift(root);
    return matches;
  } catch (error) {
    reportError(feature.name, error);
    return [];
  }
}

/** Mounts every feature on `root` and its descendants, feature after feature. */
export function mountWithin(root: ParentNode, features: readonly Feature[], mounts: Mounts): ScanResult {
  const counts: Record<string, number> = {};
  let total = 0;
  for (const feature of features) {
    for (const element of matchesOf(root, feature)) {
      if (mounts.mount(element, feature)) {
        counts[feature.name] = (counts[feature.name] ?? 0) + 1;
        total++;
      }
    }
  }
  return { counts, total };
}

/**
 * An element whose watched attributes changed: every feature whose selector reads one of
 * them mounts it if it now matches, and the elements around it that match through it (its
 * descendants for `.side-nav li`, its following siblings for `+` and `~`).
 */
export function mountChanged(element: Element, names: readonly string[], features: readonly Feature[], mounts: Mounts): void {
  for (const feature of features) {
    try {
      const selector = selectorOf(feature);
      if (!selector) continue;
      const depends = dependenciesOf(feature, selector);
      if (!names.some((name) => depends.attributes.has(name))) continue;
      if (element.matches(selector)) mounts.mount(element, feature);
      if (!depends.context || !element.matches(depends.context)) continue;
      const around = depends.siblings ? element.parentNode : element;
      if (around) for (const match of queryAll(around, selector)) mounts.mount(match, feature);
    } catch (error) {
      reportError(feature.name, error);
    }
  }
}
