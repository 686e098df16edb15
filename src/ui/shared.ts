/**
 * The one copy of preact on a page lives in the `ui` pack (`dist/packs/ui.js`), loaded only
 * when a feature renders UI (the radio bar, playlists' track lists). The build makes it from the
 * names the sources import from those modules (the rest of preact is left out) and it publishes
 * them under this key (build.mjs's UI_KEY); the build points every other pack's `preact`, `preact/hooks`,
 * `preact/compat`, `preact/jsx-runtime`, `react` and `react-dom` imports at them, so hooks and
 * components share one renderer. The build records that such a pack needs the ui pack: the
 * loader fetches both together and runs the pack's code once the ui pack is defined.
 */
export const UI_MODULES_KEY = 'airlift.ui';

export type UiModuleName = 'preact' | 'preact/hooks' | 'preact/compat' | 'preact/jsx-runtime';

export type UiModules = Record<UiModuleName, Record<string, unknown>>;
