// Retrying matchers on Playwright locators for vitest's expect, in the spirit of
// Playwright Test's web-first assertions: each is re-checked until it holds or 10 s pass.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

const TIMEOUT_MS = 10000;

interface Check {
  pass: boolean;
  actual: unknown;
}

async function retry(read: () => Promise<Check>, negated: boolean | undefined): Promise<Check> {
  // vitest leaves `isNot` undefined (not false) for a positive assertion.
  const isNot = Boolean(negated);
  const deadline = Date.now() + TIMEOUT_MS;
  let last: Check;
  for (;;) {
    try {
      last = await read();
    } catch (error) {
      last = { pass: false, actual: String(error) };
    }
    if (last.pass !== isNot || Date.now() > deadline) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function matchText(actual: string | null, expected: string | RegExp): boolean {
  if (actual === null) return false;
  return typeof expected === 'string' ? actual === expected : expected.test(actual);
}

function result(isNot: boolean, name: string, check: Check, expected: unknown) {
  return {
    pass: check.pass,
    message: () => `expected locator ${isNot ? 'not ' : ''}${name} ${expected instanceof RegExp ? String(expected) : JSON.stringify(expected)}, got ${JSON.stringify(check.actual)}`,
    actual: check.actual,
    expected,
  };
}

expect.extend({
  async toHaveClass(locator: Locator, expected: string | RegExp) {
    const check = await retry(async () => {
      const actual = await locator.getAttribute('class', { timeout: 500 });
      return { pass: matchText(actual, expected), actual };
    }, this.isNot === true);
    return result(this.isNot, 'toHaveClass', check, expected);
  },
  async toHaveAttribute(locator: Locator, name: string, expected?: string | RegExp) {
    const check = await retry(async () => {
      const actual = await locator.getAttribute(name, { timeout: 500 });
      return { pass: expected === undefined ? actual !== null : matchText(actual, expected), actual };
    }, this.isNot === true);
    return result(this.isNot, `toHaveAttribute ${name}`, check, expected);
  },
  async toBeVisible(locator: Locator) {
    const check = await retry(async () => {
      const actual = await locator.isVisible();
      return { pass: actual, actual };
    }, this.isNot === true);
    return result(this.isNot, 'toBeVisible', check, true);
  },
  async toBeHidden(locator: Locator) {
    const check = await retry(async () => {
      const actual = await locator.isHidden();
      return { pass: actual, actual };
    }, this.isNot === true);
    return result(this.isNot, 'toBeHidden', check, true);
  },
  async toBeFocused(locator: Locator) {
    const check = await retry(async () => {
      const actual = await locator.evaluate((element) => element === document.activeElement, undefined, { timeout: 500 });
      return { pass: actual, actual };
    }, this.isNot === true);
    return result(this.isNot, 'toBeFocused', check, true);
  },
  async toHaveText(locator: Locator, expected: string | RegExp) {
    const check = await retry(async () => {
      const actual = await locator.textContent({ timeout: 500 });
      return { pass: matchText(actual, expected), actual };
    }, this.isNot === true);
    return result(this.isNot, 'toHaveText', check, expected);
  },
  async toHaveCount(locator: Locator, expected: number) {
    const check = await retry(async () => {
      const actual = await locator.count();
      return { pass: actual === expected, actual };
    }, this.isNot === true);
    return result(this.isNot, 'toHaveCount', check, expected);
  },
});

interface LocatorMatchers<R = unknown> {
  toHaveClass(expected: string | RegExp): Promise<R>;
  toHaveAttribute(name: string, expected?: string | RegExp): Promise<R>;
  toBeVisible(): Promise<R>;
  toBeHidden(): Promise<R>;
  toBeFocused(): Promise<R>;
  toHaveCount(expected: number): Promise<R>;
  /** The element's textContent equals the string, or matches the pattern. */
  toHaveText(expected: string | RegExp): Promise<R>;
}

declare module 'vitest' {
  // vitest's own declaration: the same type parameter, with its default.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type
  interface Assertion<T = any> extends LocatorMatchers<T> {}
}
