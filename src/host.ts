/**
 * Host modules, listed in core/module-map.ts: the modules that hold state a page must have once
 * (consent's provider and listeners, the first-scan wiring hold, the slice and frame schedulers,
 * the reporter, the stack of open dialogs), and the stateless ones the main script carries whole
 * that packs use too (the globals' reads, the cookie reader, the presence checks). The main
 * script carries them and publishes them; the build resolves every pack's import of them to what
 * it published (tools/module-map.mjs), as it resolves preact to the ui pack's.
 *
 * Beside main.ts, not in core/: it lists features' modules, which core does not import; main.ts
 * hands publishHostModules to start(), which calls it once airlift has started on the page.
 *
 * In the built main script this file is the build's (`hostTable` in tools/module-map.mjs): it
 * publishes each module's exports by place, in arrays, and packs read them by place, so neither
 * file carries the exports' names. This source publishes the namespaces by name: what the type
 * check sees (each module of the list, and only those) and what the unit tests run.
 */
import * as mediaPresence from './features/media/presence';
import * as popupsPresence from './features/popups/presence';
import * as complianz from './lib/complianz';
import * as consent from './lib/consent';
import * as cookieJar from './lib/cookie-jar';
import * as frame from './lib/frame';
import * as idle from './lib/idle';
import * as pageGlobals from './lib/page-globals';
import * as report from './lib/report';
import * as slices from './lib/slices';
import * as dialogStack from './ui/dialog-stack';
import type { HOST_KEY, HostModule } from './core/module-map';

/** Each module of the list, and only those (the type checks both ways). */
export const hostModules: Record<HostModule, object> = {
  'features/media/presence': mediaPresence,
  'features/popups/presence': popupsPresence,
  'lib/complianz': complianz,
  'lib/consent': consent,
  'lib/cookie-jar': cookieJar,
  'lib/frame': frame,
  'lib/idle': idle,
  'lib/page-globals': pageGlobals,
  'lib/report': report,
  'lib/slices': slices,
  'ui/dialog-stack': dialogStack,
};

export function publishHostModules(): void {
  Object.defineProperty(globalThis, Symbol.for('airlift.host' satisfies typeof HOST_KEY), { value: hostModules, configurable: true });
}
