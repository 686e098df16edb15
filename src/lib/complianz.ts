/**
 * Complianz's configuration global, `complianz`, as every feature reads it: the consent
 * feature (all of it), and the features that word Complianz's notice over blocked content
 * (auto-embeds, YouTube players). Taken only as lib/globals takes a configuration global, and
 * only with a consent type (what makes it Complianz's); a page without it has no consent manager.
 */
import * as v from 'valibot';
import { globalObject, readGlobal } from './globals';

/** A top-level setting: `wp_localize_script` prints strings, the REST reply JSON scalars. */
const scalar = v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()])));
/** PHP prints an empty array as `[]`, a filled one as an object. */
const table = v.optional(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())]));

/** The settings both the global and the geo-ip `banner` reply may hold. */
export const COMPLIANZ_SETTINGS = {
  prefix: scalar, user_banner_id: scalar, region: scalar, version: scalar, banner_version: scalar,
  current_policy_id: scalar, cookie_expiry: scalar, cookie_path: scalar, cookie_domain: scalar, url: scalar,
  locale: scalar, css_file: scalar, placeholdertext: scalar, aria_label: scalar, forceEnableStats: scalar,
  categories: table, page_links: table, set_cookies: table,
};

export const ComplianzSchema = globalObject({ ...COMPLIANZ_SETTINGS, consenttype: v.string() });
export type Complianz = Record<string, unknown>;

/** The page's `complianz` global, or undefined when the page has none (or something else by that name). */
export const readComplianz = (): Complianz | undefined => readGlobal('complianz', ComplianzSchema) as Complianz | undefined;
