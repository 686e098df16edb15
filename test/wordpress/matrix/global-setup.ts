// One cell of the WordPress matrix (cells.mjs) for a vitest project named after it (`wp-6.1`,
// `wp-7.1`): its real WordPress started and seeded, and one Chromium. test/run.mjs starts a
// cell's project only when its archives are there and match their sums.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { pluginZip } from '../../support/plugin-zip.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../support/chromium.mjs';
import { startWordPress } from '../site.mjs';
import { checkArchives } from '../archives.mjs';
import { cellArchives, siteCell } from './cells.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    wordpressRoot: string;
    cell: string;
    seeded: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = project.name;
  const archives = checkArchives(cellArchives(name));
  if (!archives.ok) throw new Error(`WordPress matrix, ${name}: ${archives.why}`);
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found: set CHROMIUM_PATH, or run `npm test`, which installs one (apt-get install chromium).');
  }
  const folder = mkdtempSync(join(tmpdir(), 'airlift-zip-'));
  const zip = join(folder, 'airlift.zip');
  writeFileSync(zip, pluginZip());
  const site = await startWordPress({ zip, cell: siteCell(name) }).finally(() => rmSync(folder, { recursive: true, force: true }));
  const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true }).catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  project.provide('baseUrl', site.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('wordpressRoot', site.docroot);
  project.provide('cell', name);
  project.provide('seeded', JSON.stringify(site.seeded));
  return async () => {
    await browser.close();
    await site.stop();
  };
}
