/**
 * Complianz's configuration global, `complianz`, as every feature reads it: the consent
 * feature, and the features that word Complianz's notice over blocked content (auto-embeds,
 * YouTube players) or ask `hasConsent`. Taken only as lib/globals takes a configuration global,
 * and only with a string consent type (what makes it Complianz's); a page without it has no
 * consent manager. The consent feature checks the settings' own types (features/consent/schema).
 */
import { ownRecord } from './globals';

export type Complianz = Record<string, unknown>;

/**
 * The page's `complianz` global, or undefined when the page has none (or something else by that
 * name). Asked on every scan, by the main script too: one field, no schema.
 */
export function readComplianz(): Complianz | undefined {
  const config = ownRecord('complianz');
  try {
    return config && typeof config['consenttype'] === 'string' ? config : undefined;
  } catch {
    return undefined;
  }
}
