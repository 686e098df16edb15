/**
 * Set before dash.js runs (the dash pack imports this first). On load, dash.js turns every
 * `<video>` with a `<source type="application/dash+xml">` (the markup of a WordPress `[video]`
 * of a `.mpd` file) into a dash.js player of its own, with its default settings (its logging,
 * its third-party time server), unless `window.dashjs.skipAutoCreate` is set. That second player
 * fought airlift's over the same element: two MediaSources attached within milliseconds, and on a
 * busy machine appends landing in the detached one. dash.js also publishes itself on
 * `window.dashjs`: a site's own dash.js object there is kept (see ../dash.ts).
 */
/** The global as dash.js reads it at load (its own typings declare the full library there). */
const scope = globalThis as unknown as { dashjs?: unknown };

/** What `window.dashjs` was before the pack, so the pack can put a site's own object back. */
export const siteDashGlobal: { had: boolean; value: unknown } = { had: 'dashjs' in scope, value: scope.dashjs };

scope.dashjs = { skipAutoCreate: true };
