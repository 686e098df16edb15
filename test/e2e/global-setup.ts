// One demo server and one Chromium for every browser test file.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../demo/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../tools/chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found: set CHROMIUM_PATH, or run `npm test`, which installs one (apt-get install chromium).');
  }
  const fixtures = join(import.meta.dirname, 'fixtures');
  // Pages only tests need (double inclusion, a throwing mount…), served beside the demo.
  const server = await startServer({
    port: 0,
    extraRoutes: [{
      method: 'GET',
      path: /^\/test-fixtures\/([\w-]+\.html)$/,
      async handler(_req, res, { params }) {
        const body = await readFile(join(fixtures, params[0]!));
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(body);
      },
    }],
  });
  const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true });
  project.provide('baseUrl', server.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
