// Finding a Chromium for the browser tests: CHROMIUM_PATH, then the system's, then
// Playwright's own download, if any. Installing one is test/run.mjs's job.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

// Chromium's default autoplay policy: a page's own play() of unmuted media before any gesture
// is refused (NotAllowedError), as it is for a visitor. Playwright's clicks and key presses are
// gestures; note that its evaluate() counts as one too (the page gets user activation).
//
// Tests never reach the internet: every host name but localhost resolves to nothing
// (net::ERR_NAME_NOT_RESOLVED), so a request to another host fails at once unless a test routes it
// to a fixture. A route in every context did the same, but made the browser pause every request of
// every page and ask the test process (about 60 ms of CPU a page load, 7–13 % of it, measured on
// the demo's pages).
export const BLOCK_OTHER_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--disable-quic', '--disable-sync', BLOCK_OTHER_HOSTS,
];

/** For the few tests of unmuted playback that the page starts without a gesture. */
export const AUTOPLAY_ARGS = [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The path of a usable Chromium, or null. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const system = SYSTEM_PATHS.find((path) => existsSync(path));
  if (system) return system;
  return playwrightChromium();
}

function playwrightChromium() {
  try {
    // Where `npx playwright install chromium` puts Playwright's own build.
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}
