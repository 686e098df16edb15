// lib/a11y's focus trap and focus restore need real layout and focus: tested in Chromium
// on a page that loads the helpers, bundled on the fly from src/.
import { build } from 'esbuild';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './helpers';
import type { TestPage } from './helpers';

let bundle = '';
beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: "import { trapFocus, rememberFocus, focusableWithin } from './src/lib/a11y'; Object.assign(window, { a11y: { trapFocus, rememberFocus, focusableWithin } });",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2020',
  });
  bundle = result.outputFiles[0]!.text;
});

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('lib/a11y in Chromium', () => {
  it('traps Tab and Shift+Tab inside a dialog, skipping hidden and disabled controls, then restores focus', async () => {
    current = await openPage('/test-fixtures/load-end.html');
    const { page } = current;
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', `
        <button id="opener">Open</button>
        <div id="dialog" role="dialog" aria-label="Test" tabindex="-1">
          <button id="first">First</button>
          <button disabled>Disabled</button>
          <a id="hidden-link" href="#" hidden>Hidden</a>
          <input id="middle">
          <button id="last">Last</button>
        </div>
        <button id="outside">Outside</button>`);
    });
    await page.addScriptTag({ content: bundle });
    await page.evaluate(() => {
      const w = window as unknown as { a11y: { trapFocus(el: HTMLElement): () => void; rememberFocus(): () => void }; release?: () => void; restore?: () => void };
      document.getElementById('opener')!.focus();
      w.restore = w.a11y.rememberFocus();
      w.release = w.a11y.trapFocus(document.getElementById('dialog')!);
      document.getElementById('first')!.focus();
    });
    const focused = () => page.evaluate(() => document.activeElement?.id);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('middle');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('last');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('first');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('last');
    await page.evaluate(() => {
      const w = window as unknown as { release: () => void; restore: () => void };
      w.release();
      w.restore();
    });
    expect(await focused()).toBe('opener');
  });
});
