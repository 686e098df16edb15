/**
 * Whether the page has Boxzilla's own stylesheet, which holds the layout rules its script
 * injected before 3.3. Boxzilla 3.3 and later enqueue it (the `boxzilla` style handle) and
 * WordPress prints it as
 * `<link rel="stylesheet" id="boxzilla-css" href=".../boxzilla/assets/css/styles.css?ver=…">`.
 * The test: a stylesheet link whose id is `boxzilla-css`, or whose address's path holds
 * `/boxzilla/assets/css/styles` (`styles.min.css` too). Where it fails, the popups pack loads
 * the rules itself (the part pack `popups-layout`, index.ts). Where an optimiser aggregated the
 * site's CSS into one file (the link is gone) or made the link a preload, the part loads beside
 * Boxzilla's rules: harmless, its rules use `:where()` (no specificity) and come first in
 * `<head>`, so Boxzilla's win. Read by the pack only (not the main script).
 */
export function hasBoxzillaStylesheet(): boolean {
  return Array.from(document.querySelectorAll('link[rel~="stylesheet" i]'))
    .some((link) => link.id === 'boxzilla-css' || (link.getAttribute('href') ?? '').split('?')[0]!.includes('/boxzilla/assets/css/styles'));
}
