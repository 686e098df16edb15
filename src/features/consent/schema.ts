/**
 * The shapes of what consent reads from the network and the cookies (valibot): the geo-ip
 * `banner` reply merged into the configuration (whose own shape is lib/complianz's),
 * `cookie_data`, and the service-choice cookies (`consented_services`, `saved_services`).
 * Anything of another shape is not used.
 */
import * as v from 'valibot';
import { COMPLIANZ_SETTINGS } from '../../lib/complianz';
import { globalObject } from '../../lib/globals';

/** The geo-ip `GET banner` reply (user data merged over the configuration). */
export const BannerReplySchema = globalObject({ ...COMPLIANZ_SETTINGS, consenttype: v.optional(v.string()) });

/**
 * `GET cookie_data`: category → service → cookie and storage names. A category or a service of
 * another shape is left out (the others are still cleaned); names that are no text, or empty
 * (which would match every cookie), are skipped.
 */
const names = v.pipe(v.array(v.unknown()), v.transform((list) => list.filter((name): name is string => typeof name === 'string' && name !== '')));
export const CookieDataSchema = v.record(v.string(), v.fallback(v.record(v.string(), v.fallback(names, [])), {}));
export type CookieData = v.InferOutput<typeof CookieDataSchema>;

/**
 * `consented_services` as a cookie holds it: service → choice. Only `true` is consent; any
 * other recorded answer (`false`, `"false"`, `0`) is a refusal.
 */
export const ServiceMapSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((map) => {
    const choices: Record<string, boolean> = Object.create(null) as Record<string, boolean>;
    for (const [service, value] of Object.entries(map)) choices[service] = value === true;
    return choices;
  }),
);
