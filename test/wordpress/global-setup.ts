// One real WordPress (see site.mjs) with the stand-in plugins, and one Chromium, for the
// WordPress tests. The plugin is installed from the zip of dist/ that `npm run package` would write.
import type { TestProject } from 'vitest/node';
import { provideSite } from './provide-site';
import { startWordPress } from './site.mjs';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { teardown } = await provideSite(project, (zip) => startWordPress({ zip }));
  return teardown;
}
