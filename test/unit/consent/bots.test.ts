// Complianz's list of bots is a part pack, loaded only where the user agent holds a word of
// BOT_HINTS: every user agent the list matches must hold one, browsers' user agents none.
import { describe, expect, it } from 'vitest';
import { BOT_AGENTS } from '../../../src/features/consent/bot-agents';
import { BOT_HINTS } from '../../../src/features/consent/constants';

/** The list's top-level alternatives (the first is a group of names followed by `bot`). */
function alternatives(source: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of source) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === '|' && depth === 0) {
      found.push(current);
      current = '';
    } else current += char;
  }
  return [...found, current];
}

/**
 * A user agent each alternative matches, its `.` (any character) written as \u0001, which no
 * hint holds: a hint found in it is in the alternative's own letters, so every user agent the
 * alternative matches holds it too.
 */
function samples(alternative: string): string[] {
  const group = /^\((.*)\)bot$/.exec(alternative);
  const names = group ? group[1]!.split('|').map((name) => `${name}bot`) : [alternative];
  expect(names.every((name) => !/[()[\]{}*+?^$\\]/.test(name))).toBe(true);
  return names.map((name) => name.replaceAll('.', '\u0001'));
}

describe('consent: bot hints', () => {
  // `source` writes `/` as `\/`.
  const all = alternatives(BOT_AGENTS.source.replaceAll('\\/', '/')).flatMap(samples);

  it('every user agent of the list holds a hint', () => {
    expect(all.length).toBeGreaterThan(140);
    for (const agent of all) {
      expect(BOT_AGENTS.test(agent), agent).toBe(true);
      expect(BOT_HINTS.test(agent), agent).toBe(true);
      expect(BOT_HINTS.test(agent.toUpperCase()), agent).toBe(true);
    }
  });

  it('browsers\' user agents hold none', () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
    ]) expect(BOT_HINTS.test(agent), agent).toBe(false);
  });
});
