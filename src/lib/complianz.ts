/**
 * Complianz's configuration global, `complianz`, as every feature reads it: the consent
 * feature, and the features that word Complianz's notice over blocked content (auto-embeds,
 * YouTube players) or ask `hasConsent`. Taken only as lib/globals takes a configuration global,
 * and only with a string consent type (what makes it Complianz's); a page without it has no
 * consent manager. The consent feature checks the settings' own types (features/consent/schema).
 */
import * as v from 'valibot';
import { globalObject, readGlobal } from './globals';

export const ComplianzSchema = globalObject({ consenttype: v.string() });
export type Complianz = Record<string, unknown>;

/** The page's `complianz` global, or undefined when the page has none (or something else by that name). */
export const readComplianz = (): Complianz | undefined => readGlobal('complianz', ComplianzSchema);
