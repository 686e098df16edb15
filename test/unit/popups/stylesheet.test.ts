// Which pages have Boxzilla's own stylesheet (3.3 and later enqueue it), where the popups mount
// does not load its layout part pack (stylesheet.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasBoxzillaStylesheet } from '../../../src/features/popups/stylesheet';

const link = (attributes: Record<string, string>): void => {
  const element = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
};

// happy-dom loads no stylesheet: the links stand for themselves, without a failure logged for each.
const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
const before = settings.handleDisabledFileLoadingAsSuccess;
beforeAll(() => {
  settings.handleDisabledFileLoadingAsSuccess = true;
});
afterAll(() => {
  settings.handleDisabledFileLoadingAsSuccess = before;
});
afterEach(() => document.head.querySelectorAll('link').forEach((element) => element.remove()));

describe("Boxzilla's stylesheet on the page", () => {
  it('WordPress\'s tag for the `boxzilla` style handle: by its id, or by its address without the id', () => {
    link({ rel: 'stylesheet', id: 'boxzilla-css', href: '/wp-content/plugins/boxzilla/assets/css/styles.css?ver=3.4.11', media: 'all' });
    expect(hasBoxzillaStylesheet()).toBe(true);
    document.head.querySelector('link')!.remove();
    link({ rel: 'stylesheet', href: 'https://example.org/wp-content/plugins/boxzilla/assets/css/styles.min.css?ver=3.4.11' });
    expect(hasBoxzillaStylesheet()).toBe(true);
    document.head.querySelector('link')!.remove();
    link({ rel: 'Alternate StyleSheet', id: 'boxzilla-css', href: '/elsewhere.css' });
    expect(hasBoxzillaStylesheet()).toBe(true);
  });

  it('none: other stylesheets, a preload, the path only in the query, or no link at all', () => {
    expect(hasBoxzillaStylesheet()).toBe(false);
    link({ rel: 'stylesheet', id: 'theme-css', href: '/wp-content/themes/radio/style.css' });
    link({ rel: 'preload', as: 'style', id: 'boxzilla-css', href: '/wp-content/plugins/boxzilla/assets/css/styles.css' });
    link({ rel: 'stylesheet', href: '/wp-content/cache/min/aggregate.css?from=/boxzilla/assets/css/styles.css' });
    link({ rel: 'stylesheet', href: '/wp-content/plugins/boxzilla-extra/assets/css/styles.css' });
    expect(hasBoxzillaStylesheet()).toBe(false);
  });
});
