/**
 * The table of the features' selector dependencies that the main script carries
 * (core/dependencies.ts), made by the build from the features' definitions: each feature's
 * selector with its configuration globals present, its widest (the consent and boxes selectors
 * follow the page's Complianz and Boxzilla configuration; without `_wpmejsSettings` the media
 * selector is its widest). A narrower selector on a page reads no more than the widest.
 */
import { dependenciesOf } from './attributes';
import type { DependencyTable } from './dependencies';
import type { FeatureDefinition } from './registry';

/** Configuration globals under which the features say their widest selectors. */
const PRESENT: Record<string, unknown> = { complianz: { consenttype: 'optin' }, boxzilla_options: { boxes: [{ id: 1, trigger: { method: 'percentage' } }] } };

export function dependencyTable(definitions: readonly FeatureDefinition[]): DependencyTable {
  const scope = globalThis as Record<string, unknown>;
  Object.assign(scope, PRESENT);
  const table: DependencyTable = {};
  try {
    for (const { name, selector } of definitions) {
      if (!selector) continue;
      const { attributes, context, siblings } = dependenciesOf(selector);
      table[name] = [Array.from(attributes).sort().join(' '), context, siblings ? '1' : ''].join('|').replace(/\|+$/, '');
    }
  } finally {
    for (const name of Object.keys(PRESENT)) delete scope[name];
  }
  return table;
}
