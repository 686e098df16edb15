/**
 * The shapes of what consent reads from the page, the network and the cookies (valibot): the
 * `complianz` configuration, the geo-ip `banner` reply merged into it, `cookie_data`, and the
 * service-choice cookies (`consented_services`, `saved_services`).
 * Anything of another shape is not used.
 */
import * as v from 'valibot';
import { globalObject, isRecord } from '../../lib/globals';

/** A top-level setting: `wp_localize_script` prints strings, the REST reply JSON scalars. */
const scalar = v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()])));
/** PHP prints an empty array as `[]`, a filled one as an object. */
const table = v.optional(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())]));

/** The settings both the `complianz` global and the geo-ip reply may hold, by their types. */
const SETTINGS = {
  prefix: scalar, user_banner_id: scalar, region: scalar, version: scalar, banner_version: scalar,
  current_policy_id: scalar, cookie_expiry: scalar, cookie_path: scalar, cookie_domain: scalar, url: scalar,
  locale: scalar, css_file: scalar, placeholdertext: scalar, aria_label: scalar, forceEnableStats: scalar,
  categories: table, page_links: table, set_cookies: table,
};

/** The `complianz` global as the consent feature uses it. */
export const ConfigSchema = globalObject({ ...SETTINGS, consenttype: v.string() });

/** The geo-ip `GET banner` reply (user data merged over the configuration): all its fields are kept. */
export const BannerReplySchema = v.pipe(v.custom<Record<string, unknown>>(isRecord), v.looseObject({ ...SETTINGS, consenttype: v.optional(v.string()) }));

