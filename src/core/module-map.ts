/**
 * The run-time module map's one list: what the main script publishes for the packs, and the keys
 * (`Symbol.for(<key>)` on globalThis) under which each holder publishes. The main script
 * (src/host.ts), the build (tools/module-map.mjs, which resolves a pack's imports) and the tests
 * read it from here. docs/architecture.md follows one import from a pack to its answer.
 *
 * - A host module (below): the main script's own module object, under `airlift.host`.
 * - preact (and react, react-dom: compat): the ui pack's array, under `airlift.ui`.
 * - valibot: the schema pack's array, under `airlift.schema`.
 * - a module a part pack shares with its feature pack: that pack's array, `airlift.pack.<pack>`.
 */

/**
 * Modules that hold state a page must have once, and stateless ones the main script carries whole
 * that packs use too: the main script carries them, every pack shares them (src/host.ts).
 */
export const HOST_MODULES = ['features/media/presence', 'features/popups/presence', 'lib/complianz', 'lib/consent', 'lib/cookie-jar', 'lib/frame', 'lib/idle', 'lib/page-globals', 'lib/report', 'lib/slices', 'ui/dialog-stack'] as const;
export type HostModule = (typeof HOST_MODULES)[number];

/** Where the main script publishes its host modules (a global symbol's key). */
export const HOST_KEY = 'airlift.host';
/** Where each holder publishes (a global symbol's key); `part` is followed by `.<feature pack>`. */
export const HOLDER_KEYS = { host: HOST_KEY, ui: 'airlift.ui', schema: 'airlift.schema', part: 'airlift.pack' } as const;
