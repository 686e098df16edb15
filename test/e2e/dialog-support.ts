// The dialog tests' page: src/ui/dialog.ts bundled on the fly, a few dialogs, and page functions
// that open and close them the way the features do (show the element, then open the dialog).
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { openPage } from './helpers';
import type { TestPage } from './helpers';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dialogs</title></head>
<body>
<main>
  <h1>Dialogs</h1>
  <button id="open-a">Open A</button>
  <button id="open-empty">Open empty</button>
  <a id="page-link" href="#nowhere">A page link</a>
  <button id="fallback">Fallback</button>
</main>
<div id="a" aria-labelledby="a-title" hidden>
  <h2 id="a-title">Dialog A</h2>
  <button id="a-first">First</button>
  <button disabled>Disabled</button>
  <a id="a-hidden" href="#nowhere" hidden>Hidden</a>
  <input id="a-middle" aria-label="Middle">
  <button id="a-open-b">Open B</button>
</div>
<div id="b" aria-labelledby="b-title" hidden>
  <h2 id="b-title">Dialog B</h2>
  <button id="b-first">B first</button>
  <button id="b-last">B last</button>
</div>
<div id="empty" aria-label="Nothing to focus" hidden><p>Only text.</p></div>
<div id="corner" aria-label="Corner" hidden><button id="corner-button">In the corner</button></div>
</body></html>`;

/** Options a test passes to the page's `show`; each becomes the matching openDialog option. */
export interface ShowOptions {
  modal?: boolean;
  initialFocus?: string;
  fallbackFocus?: string;
  /** false: no onEscape; 'decline': an onEscape that returns false. */
  escape?: boolean | 'decline';
  /** Opened with an AbortController's signal, kept as `controllers[id]`. */
  signal?: boolean;
}

let bundled: Promise<string> | null = null;

function bundle(): Promise<string> {
  return build({
    stdin: {
      contents: "import { openDialog } from './src/ui/dialog'; import { stackState } from './src/ui/dialog-stack'; Object.assign(window, { dialogs: { openDialog, stackState } });",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true, format: 'iife', write: false, target: 'es2020',
  }).then((result) => result.outputFiles[0]!.text);
}

interface PageDialogs {
  sessions: Record<string, { close(returnFocus?: boolean): void; open: boolean } | undefined>;
  controllers: Record<string, AbortController>;
  escaped: string[];
  show(id: string, options?: ShowOptions): void;
  hide(id: string): void;
}

/** Runs in the page: `show` and `hide` as the features do it. */
function installPageFunctions(): void {
  type Open = (element: HTMLElement, options: Record<string, unknown>) => { close(returnFocus?: boolean): void; open: boolean };
  const w = window as unknown as PageDialogs & { dialogs: { openDialog: Open } };
  const byId = (id: string | undefined) => (id ? () => document.getElementById(id) : undefined);
  w.sessions = {};
  w.controllers = {};
  w.escaped = [];
  w.hide = (id) => {
    w.sessions[id]?.close();
    document.getElementById(id)!.hidden = true;
  };
  w.show = (id, options = {}) => {
    const element = document.getElementById(id)!;
    element.hidden = false;
    if (options.signal) w.controllers[id] = new AbortController();
    w.sessions[id] = w.dialogs.openDialog(element, {
      modal: options.modal ?? true,
      initialFocus: byId(options.initialFocus),
      fallbackFocus: byId(options.fallbackFocus),
      signal: w.controllers[id]?.signal,
      onEscape: options.escape === false ? undefined : () => {
        w.escaped.push(id);
        if (options.escape === 'decline') return false;
        w.hide(id);
        return true;
      },
    });
  };
  document.getElementById('open-a')!.addEventListener('click', () => w.show('a'));
  document.getElementById('open-empty')!.addEventListener('click', () => w.show('empty'));
  document.getElementById('a-open-b')!.addEventListener('click', () => w.show('b'));
}

export async function openDialogPage(): Promise<TestPage> {
  bundled ??= bundle();
  const script = await bundled;
  const current = await openPage('');
  const { page } = current;
  await page.setContent(PAGE);
  await page.addScriptTag({ content: script });
  await page.evaluate(installPageFunctions);
  return current;
}

export const focused = (page: Page): Promise<string | undefined> => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);

export const show = (page: Page, id: string, options: ShowOptions = {}): Promise<void> => page.evaluate(([target, opts]) => {
  (window as unknown as PageDialogs).show(target, opts);
}, [id, options] as const);

/** The ids Escape reached (each onEscape call), in order. */
export const escaped = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as PageDialogs).escaped);

/** Whether the page-wide stack is empty and its key listeners gone. */
export const stackEmpty = (page: Page): Promise<boolean> => page.evaluate(() => {
  const state = (window as unknown as { dialogs: { stackState(): { open: number; listening: boolean } } }).dialogs.stackState();
  return state.open === 0 && !state.listening;
});
