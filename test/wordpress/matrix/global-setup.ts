// One cell of the WordPress matrix (cells.mjs) for a vitest project named after it (`wp-6.1`,
// `wp-7.1`): its real WordPress started and seeded, and one Chromium. test/run.mjs starts a
// cell's project only when its archives are there and match their sums.
import type { TestProject } from 'vitest/node';
import { provideSite } from '../provide-site';
import { startWordPress } from '../site.mjs';
import { checkArchives } from '../archives.mjs';
import { cellArchives, siteCell } from './cells.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    cell: string;
    seeded: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = project.name;
  const archives = checkArchives(cellArchives(name));
  if (!archives.ok) throw new Error(`WordPress matrix, ${name}: ${archives.why}`);
  const { site, teardown } = await provideSite(project, (zip) => startWordPress({ zip, cell: siteCell(name) }));
  project.provide('cell', name);
  project.provide('seeded', JSON.stringify(site.seeded));
  return teardown;
}
