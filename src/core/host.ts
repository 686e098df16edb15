/**
 * Host modules: the modules that hold state a page must have once (consent's provider and
 * listeners, the first-scan wiring hold, the slice and frame schedulers, the reporter, the stack
 * of open dialogs), listed in core/module-map.ts. The main script carries them and publishes them
 * here; the build resolves every pack's import of them to these objects (tools/module-map.mjs), as
 * it resolves preact to the ui pack's. Stateless helpers are copied into each pack that uses them.
 */
import * as consent from '../lib/consent';
import * as frame from '../lib/frame';
import * as idle from '../lib/idle';
import * as report from '../lib/report';
import * as slices from '../lib/slices';
import * as dialogStack from '../ui/dialog-stack';
import type { HOST_KEY, HostModule } from './module-map';

/** Each module of the list, and only those (the type checks both ways). */
export const hostModules: Record<HostModule, object> = {
  'lib/consent': consent,
  'lib/frame': frame,
  'lib/idle': idle,
  'lib/report': report,
  'lib/slices': slices,
  'ui/dialog-stack': dialogStack,
};

export function publishHostModules(): void {
  Object.defineProperty(globalThis, Symbol.for('airlift.host' satisfies typeof HOST_KEY), { value: hostModules, configurable: true });
}
