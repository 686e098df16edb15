// One real WordPress (see site.mjs) and one Chromium for the WordPress tests. The plugin is
// installed from the zip of dist/ that `npm run package` would write.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { pluginZip } from '../support/plugin-zip.mjs';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.mjs';
import { startWordPress } from './site.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    wordpressRoot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found: set CHROMIUM_PATH, or run `npm test`, which installs one (apt-get install chromium).');
  }
  const folder = mkdtempSync(join(tmpdir(), 'airlift-zip-'));
  const zip = join(folder, 'airlift.zip');
  writeFileSync(zip, pluginZip());
  const site = await startWordPress({ zip });
  rmSync(folder, { recursive: true, force: true });
  const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true }).catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  project.provide('baseUrl', site.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('wordpressRoot', site.docroot);
  return async () => {
    await browser.close();
    await site.stop();
  };
}
