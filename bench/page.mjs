// The benchmark page: N enhanceable elements of legacy page-builder markup, generated in
// memory. The markup shapes are copied from demo/accordion.html and demo/tabs.html.
//
// EACH FEATURE ADDS ITS MARKUP HERE: write a `(index) => html` function that returns one
// element (one widget) of the feature's legacy markup, with ids made unique from `index`,
// and add it to WIDGETS below. Elements are dealt round-robin, so a page of N elements holds
// about N / WIDGETS.length of each, and airlift's ready event must report `mounted === N`
// (so one widget must mount exactly one element: keep timers such as autoplay out of it).

/** Panels per widget. */
const PANELS = 3;

/** One `.vc_tta-panel` (the part accordions and tabs share), id `id`. */
function panel(id, title, active) {
  return `   <div class="vc_tta-panel${active ? ' vc_active' : ''}" id="${id}" data-vc-content=".vc_tta-panel-body">
    <div class="vc_tta-panel-heading"><h4 class="vc_tta-panel-title"><a href="#${id}" data-vc-accordion data-vc-container=".vc_tta-container"><span class="vc_tta-title-text">${title}</span></a></h4></div>
    <div class="vc_tta-panel-body"><p>Body of ${title}: a short paragraph of text, as a page builder would have it.</p></div></div>`;
}

function panels(prefix) {
  const ids = Array.from({ length: PANELS }, (_, at) => `${prefix}-${at + 1}`);
  const html = ids.map((id, at) => panel(id, `Section ${at + 1}`, at === 0)).join('\n');
  return { ids, html: `  <div class="vc_tta-panels-container"><div class="vc_tta-panels">\n${html}\n  </div></div>` };
}

/** The page builder's accordion in collapse mode (demo/accordion.html). */
function accordion(index) {
  const prefix = `acc${index}`;
  return `<div class="vc_tta-container" data-vc-action="collapse">
 <div class="vc_general vc_tta vc_tta-accordion vc_tta-color-grey vc_tta-style-classic vc_tta-shape-rounded vc_tta-o-shape-group" id="${prefix}">
${panels(prefix).html}
 </div>
</div>`;
}

/** The page builder's tabs, without autoplay (demo/tabs.html). */
function tabs(index) {
  const prefix = `tab${index}`;
  const { ids, html } = panels(prefix);
  const items = ids.map((id, at) => `   <li class="vc_tta-tab${at === 0 ? ' vc_active' : ''}" data-vc-tab><a href="#${id}" data-vc-tabs data-vc-container=".vc_tta"><span class="vc_tta-title-text">Section ${at + 1}</span></a></li>`);
  return `<div class="vc_tta-container" data-vc-action="collapse">
 <div class="vc_general vc_tta vc_tta-tabs vc_tta-color-grey vc_tta-style-classic vc_tta-shape-rounded vc_tta-spacing-1 vc_tta-tabs-position-top vc_tta-controls-align-left" id="${prefix}">
  <div class="vc_tta-tabs-container"><ul class="vc_tta-tabs-list">
${items.join('\n')}
  </ul></div>
${html}
 </div>
</div>`;
}

/** Every feature's widget generator, by feature name (the ready event's `features` keys). */
export const WIDGETS = { accordion, tabs };

/** How many of each feature a page of `n` elements holds (round-robin over WIDGETS). */
export function expectedCounts(n) {
  const names = Object.keys(WIDGETS);
  return Object.fromEntries(names.map((name, at) => [name, Math.floor(n / names.length) + (at < n % names.length ? 1 : 0)]));
}

/**
 * A complete page with `n` enhanceable elements. With `airlift: false` the script tag is
 * left out (the baseline for the heap measurement); everything else is identical.
 */
export function generatePage(n, { airlift = true } = {}) {
  const makers = Object.values(WIDGETS);
  const widgets = Array.from({ length: n }, (_, index) => makers[index % makers.length](index));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>airlift benchmark · ${n} elements</title>
<link rel="stylesheet" href="/assets/site.css">
</head>
<body>
<main>
<h1>Benchmark: ${n} elements</h1>
${widgets.join('\n')}
</main>
${airlift ? '<script src="/dist/airlift.js" defer></script>\n' : ''}</body>
</html>
`;
}
