// Shared by the WordPress tests' global setups (the stand-in site's and each matrix cell's): the
// plugin's zip written as `npm run package` would, the site started from it, one Chromium, and
// what the tests inject (baseUrl, wsEndpoint, wordpressRoot).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { pluginZip } from '../../tools/plugin-zip.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../tools/chromium.mjs';
import type { startWordPress } from './site.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    wordpressRoot: string;
  }
}

type Site = Awaited<ReturnType<typeof startWordPress>>;

/** Starts the site with `start(zip)` and a Chromium; resolves to the teardown that stops both. */
export async function provideSite(project: TestProject, start: (zip: string) => Promise<Site>): Promise<{ site: Site; teardown: () => Promise<void> }> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found: set CHROMIUM_PATH, or run `npm test`, which installs one (apt-get install chromium).');
  }
  const folder = mkdtempSync(join(tmpdir(), 'airlift-zip-'));
  const zip = join(folder, 'airlift.zip');
  writeFileSync(zip, pluginZip());
  const site = await start(zip).finally(() => rmSync(folder, { recursive: true, force: true }));
  const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true }).catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  project.provide('baseUrl', site.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('wordpressRoot', site.docroot);
  return {
    site,
    teardown: async () => {
      await browser.close();
      await site.stop();
    },
  };
}
