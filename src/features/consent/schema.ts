/**
 * The shapes of what consent reads from the page and the network: the `complianz`
 * configuration, and the settings of the geo-ip `banner` reply merged into it (reply.ts; the
 * other shapes: state.ts's cookie maps, rest.ts's `cookie_data`). Anything of another shape is
 * not used. Written out rather than with valibot, so that a page with Complianz alone needs no
 * schema pack; the shapes are valibot's (`optional(nullable(union([string(), number(), boolean()])))` for a setting,
 * `optional(union([record(string(), unknown()), array(unknown())]))` for a table), which
 * test/unit/consent/schema.test.ts holds them to.
 */

/** Top-level settings: `wp_localize_script` prints strings, the REST reply JSON scalars. */
export const SCALARS = ('prefix user_banner_id region version banner_version current_policy_id cookie_expiry cookie_path cookie_domain url '
  + 'locale css_file placeholdertext aria_label forceEnableStats').split(' ');
/** PHP prints an empty array as `[]`, a filled one as an object. */
export const TABLES = ['categories', 'page_links', 'set_cookies'];
const isScalar = (value: unknown): boolean => value == null || typeof value === 'string' || typeof value === 'boolean'
  || (typeof value === 'number' && !Number.isNaN(value));
const isTable = (value: unknown): boolean => value === undefined || (typeof value === 'object' && value !== null);
export const settingsValid = (value: Record<string, unknown>): boolean => SCALARS.every((key) => isScalar(value[key])) && TABLES.every((key) => isTable(value[key]));

/** The `complianz` global as the consent feature uses it: settings of their types and a consent type. */
export const isConfig = (value: Record<string, unknown>): boolean => settingsValid(value) && typeof value['consenttype'] === 'string';
