/**
 * The ui pack: preact, its hooks, compat and the JSX runtime, once per page. UI feature packs
 * import these names as usual; the build resolves them to what this pack publishes.
 */
import * as preact from 'preact';
import * as compat from 'preact/compat';
import * as hooks from 'preact/hooks';
import * as jsxRuntime from 'preact/jsx-runtime';
import { UI_MODULES_KEY } from '../ui/shared';
import type { UiModules } from '../ui/shared';
import { hostGlobal } from './types';

const modules: UiModules = {
  preact,
  'preact/hooks': hooks,
  'preact/compat': compat,
  'preact/jsx-runtime': jsxRuntime,
};

hostGlobal()?.definePack('ui', () => {
  const holder = globalThis as unknown as Record<symbol, UiModules | undefined>;
  holder[Symbol.for(UI_MODULES_KEY)] ??= modules;
  return holder[Symbol.for(UI_MODULES_KEY)];
});
