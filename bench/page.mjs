// The benchmark page: N widgets of legacy WordPress markup (page builder, plugins, theme),
// generated in memory, one kind after another. The shapes come from the reference markup the
// demo pages are written from (demo/kitchen-sink.html has the same parts, written by hand).
//
// EACH FEATURE ADDS ITS MARKUP HERE: a widget is `{ html(index), mounts }`: `html` returns
// one widget of the feature's legacy markup with ids made unique from `index`; `mounts` says
// how many elements of it each registered feature mounts. Widgets whose feature is not in
// the build yet (playlists, radio channel links) say `mounts: {}`: the features that arrive
// later mount them, and the benchmark reports those counts without asserting them.
// Keep a widget free of work that runs on its own (autoplay, timed triggers).

/** Panels per page-builder widget. */
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

/** The page builder's accordion in collapse mode. */
function accordion(index) {
  const prefix = `acc${index}`;
  return `<div class="vc_tta-container" data-vc-action="collapse">
 <div class="vc_general vc_tta vc_tta-accordion vc_tta-color-grey vc_tta-style-classic vc_tta-shape-rounded vc_tta-o-shape-group" id="${prefix}">
${panels(prefix).html}
 </div>
</div>`;
}

/** The page builder's tabs, without autoplay. */
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

/** Contact Form 7 (6.x markup), form 124 of the demo's mock endpoints. */
function contactForm(index) {
  const tag = `wpcf7-f124-o${index + 1}`;
  return `<div class="wpcf7 no-js" id="${tag}" lang="en-US" dir="ltr">
  <div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
  <form action="/contact/#${tag}" method="post" class="wpcf7-form init" aria-label="Call-back form ${index}" novalidate="novalidate" data-status="init">
    <fieldset class="hidden-fields-container">
      <input type="hidden" name="_wpcf7" value="124"><input type="hidden" name="_wpcf7_version" value="6.1.6">
      <input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="${tag}">
      <input type="hidden" name="_wpcf7_container_post" value="0"><input type="hidden" name="_wpcf7_posted_data_hash" value="">
    </fieldset>
    <p><label>Your name <span class="wpcf7-form-control-wrap" data-name="your-name">
      <input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name"></span></label></p>
    <p><label>Your email <span class="wpcf7-form-control-wrap" data-name="your-email">
      <input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email"></span></label></p>
    <p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Call me back"></p>
    <div class="wpcf7-response-output" aria-hidden="true"></div>
  </form>
</div>`;
}

/** The Newsletter plugin's ajax subscription form. */
function newsletter(index) {
  return `<div class="tnp tnp-subscription">
  <form method="post" action="/wp-admin/admin-ajax.php?action=tnp&amp;na=s" class="tnp-ajax" aria-label="Newsletter ${index}">
    <div class="tnp-field tnp-field-email"><label for="tnp-${index}">Email</label><input class="tnp-email" type="email" name="ne" id="tnp-${index}" value="" required></div>
    <div class="tnp-field tnp-field-button"><input class="tnp-submit" type="submit" value="Subscribe"></div>
  </form>
</div>`;
}

/** Complianz-blocked content: a statistics script and a video embed with its placeholder. */
function blocked(index) {
  return `<script type="text/plain" data-category="statistics" data-service="google-analytics">window.__statsRuns = (window.__statsRuns || 0) + 1;</script>
<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">
<iframe data-cmplz-target="src" data-src-cmplz="/consent-assets/embed.html?v=${index}" src="about:blank" title="Video ${index}"
        class="cmplz-placeholder-element cmplz-iframe cmplz-iframe-styles cmplz-video" data-service="youtube"
        data-category="marketing" data-placeholder-image="/consent-assets/placeholder.svg" width="560" height="315"></iframe>
</div></figure>`;
}

/** The theme's menu: a side-nav item with a sub-menu gets an expander. */
function menu(index) {
  return `<ul class="side-nav fixed-nav" aria-label="Section menu ${index}">
  <li class="menu-item"><a href="/">Home</a></li>
  <li class="menu-item menu-item-has-children"><a href="/shows/">Shows</a>
    <ul class="sub-menu"><li><a href="/shows/morning/">Morning</a></li><li><a href="/shows/drive/">Drive</a></li></ul></li>
</ul>`;
}

/** A day tab strip of the show schedule with a collapsible list of shows. */
function schedule(index) {
  const day = `d${index}`;
  return `<div class="qt-show-schedule">
  <ul class="tabs"><li class="tab"><a id="${day}-tab-mon" href="#${day}-mon" class="active">Mon</a></li><li class="tab"><a id="${day}-tab-tue" href="#${day}-tue">Tue</a></li></ul>
  <div id="${day}-mon"><ul class="qt-collapsible collapsible" data-collapsible="accordion">
    <li><div class="collapsible-header">07:00 Morning Show</div><div class="collapsible-body">Wake up with us.</div></li>
    <li><div class="collapsible-header">17:00 Drive</div><div class="collapsible-body">Home time.</div></li></ul></div>
  <div id="${day}-tue"><p>Tuesday shows</p></div>
</div>`;
}

/** An expandable panel and a class switch. */
function expandable(index) {
  return `<p><a href="#" data-expandable="#more-${index}">More</a> · <a href="#" data-qtswitch="open" data-target="#search-${index}">Search</a></p>
<div id="more-${index}" class="qt-expandable"><div class="qt-expandable-inner">Extra details.</div></div>
<div id="search-${index}"></div>`;
}

/** The theme's slider, without autoplay. */
function slider(index) {
  return `<div class="qt-slickslider qt-invisible" aria-label="Featured ${index}" data-slidestoshow="3" data-slidestoshowipad="2" data-slidestoshowmobile="1"
     data-autoplay="false" data-infinite="true" data-dots="true" data-arrows="true">
  <div class="qt-item">Slide 1</div><div class="qt-item">Slide 2</div><div class="qt-item">Slide 3</div><div class="qt-item">Slide 4</div>
</div>`;
}

/** A masonry grid and a WordPress gallery. */
function galleries(index) {
  return `<div id="masonry-${index}" class="qt-masonry"><div class="qt-ms-item" style="height:120px">A</div><div class="qt-ms-item" style="height:200px">B</div><div class="qt-ms-item" style="height:80px">C</div></div>
<div id="gallery-${index}" class="gallery galleryid-45 gallery-columns-3"><figure class="gallery-item"><img src="/img/g1.svg" alt="Gallery ${index}, one" width="120" height="90"></figure><figure class="gallery-item"><img src="/img/g2.svg" alt="Gallery ${index}, two" width="120" height="90"></figure></div>`;
}

/** A countdown to a show. */
function countdown() {
  return `<div class="qt-countdown" data-end="2026-12-31T20:00:00" data-now="2026-11-21T20:00:00"
     data-dayslabel="Days" data-hourslabel="Hours" data-minuteslabel="Minutes" data-secondslabel="Seconds"></div>`;
}

/** Share links and a popup-window link. */
function share(index) {
  return `<div class="qt-sharepage"><a href="#" class="qt-sharelink" data-sharetype="facebook">Facebook</a> <a href="#" class="qt-sharelink" data-sharetype="copy">Copy link</a></div>
<p><a href="/chat/?room=${index}" class="qt-popupwindow" data-popupwidth="400" data-popupheight="700">Chat</a>
<span class="qt-tooltipped" data-tooltip="Opens a small window" tabindex="0">?</span></p>`;
}

/** The page builder's extras: reveal animation, hover box, a theme background. */
function builderExtras(index) {
  return `<div class="wpb_animate_when_almost_visible wpb_fadeInUp fadeInUp">Reveals ${index}</div>
<div class="vc-hoverbox-wrapper"><div class="vc-hoverbox"><div class="vc-hoverbox-inner">Hover me</div></div></div>
<div class="qt-header-bg" data-bgimage="/img/header.svg" role="img" aria-label="Header ${index}"></div>`;
}

/** A video link in post content, embedded once the visitor allows marketing cookies. */
function embed() {
  return `<div class="entry-content"><p><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">https://www.youtube.com/watch?v=aqz-KE-bpKQ</a></p></div>`;
}

/** WordPress's [playlist] shortcode (audio), its tracks in the JSON block. */
function playlist(index) {
  return `<div class="wp-playlist wp-audio-playlist wp-playlist-light">
  <div class="wp-playlist-current-item"></div>
  <audio controls="controls" preload="none" width="640" aria-label="Playlist ${index}"></audio>
  <div class="wp-playlist-next"></div>
  <div class="wp-playlist-prev"></div>
  <noscript><ol><li><a href="/media/one.mp3">One</a></li><li><a href="/media/two.mp3">Two</a></li></ol></noscript>
  <script type="application/json" class="wp-playlist-script">{"type":"audio","tracklist":true,"tracknumbers":true,"images":false,"artists":true,
  "tracks":[{"src":"/media/one.mp3","type":"audio/mpeg","title":"One","caption":"","description":"","meta":{"artist":"Artist A","length_formatted":"0:05"}},
   {"src":"/media/two.mp3","type":"audio/mpeg","title":"Two","caption":"","description":"","meta":{"artist":"Artist B","length_formatted":"0:05"}}]}</script>
</div>`;
}

/** A radio channel card: the theme's channel link. */
function channel(index) {
  return `<p class="qt-channel-card"><a href="#" data-playtrack="/stream/live.mp3?c=${index}" data-title="Channel ${index}" data-subtitle="Non-stop hits"
   data-qtradioid="${100 + index}" data-icecasturl="/feeds/status-json.xsl" data-icecastmountpoint="/live">Listen to channel ${index}</a></p>`;
}

/**
 * Every widget kind, in page order: its generator and what it mounts (feature name → count,
 * the ready event's `features` keys).
 */
export const WIDGETS = {
  accordion: { html: accordion, mounts: { accordion: 1 } },
  tabs: { html: tabs, mounts: { tabs: 1 } },
  contactForm: { html: contactForm, mounts: { cf7: 1 } },
  newsletter: { html: newsletter, mounts: { newsletter: 1 } },
  blocked: { html: blocked, mounts: { consent: 2 } },
  menu: { html: menu, mounts: { sidenav: 1 } },
  schedule: { html: schedule, mounts: { 'schedule-tabs': 1, collapsible: 1 } },
  expandable: { html: expandable, mounts: { expandable: 1, 'class-switch': 1 } },
  slider: { html: slider, mounts: { slider: 1 } },
  galleries: { html: galleries, mounts: { masonry: 2 } },
  countdown: { html: countdown, mounts: { countdown: 1 } },
  share: { html: share, mounts: { share: 2, popupwindow: 1, tooltip: 1 } },
  builderExtras: { html: builderExtras, mounts: { reveal: 1, hoverbox: 1, bgimage: 1 } },
  embed: { html: embed, mounts: { autoembed: 1 } },
  playlist: { html: playlist, mounts: {} },
  channel: { html: channel, mounts: {} },
};

/** Mounted once per page, whatever N: consent and popup boxes on the body, the header's controls. */
export const PAGE_MOUNTS = { consent: 1, popups: 1, drawer: 1, 'show-dropdown': 1, 'scroll-top': 1, cf7: 1 };

/** How many of each widget kind a page of `n` widgets holds (dealt round-robin). */
export function widgetCounts(n) {
  const names = Object.keys(WIDGETS);
  return Object.fromEntries(names.map((name, at) => [name, Math.floor(n / names.length) + (at < n % names.length ? 1 : 0)]));
}

/** How many elements each feature mounts on a page of `n` widgets, by the feature's name. */
export function expectedCounts(n) {
  const expected = { ...PAGE_MOUNTS };
  for (const [kind, count] of Object.entries(widgetCounts(n))) {
    for (const [feature, each] of Object.entries(WIDGETS[kind].mounts)) expected[feature] = (expected[feature] ?? 0) + each * count;
  }
  return expected;
}

/** The header: player bar with channel links, menu drawer, schedule dropdown. */
function header() {
  return `<header class="site-header">
  <a href="#" class="button-collapse" data-activates="bench-menu">Menu</a>
  <a href="#" id="qtfirstchannel" class="qt-header-play-btn qtlistenbutton" data-playtrack="/stream/live.mp3" data-title="Station One"
     data-subtitle="Non-stop hits" data-qtradioid="11" data-icecasturl="/feeds/status-json.xsl" data-icecastmountpoint="/live">Listen</a>
  <a href="#" class="qt-openplayerbar">Player</a>
  <label for="qwShowDropdown">Day</label>
  <select id="qwShowDropdown"><option value="d0-tab-mon">Monday</option><option value="d0-tab-tue">Tuesday</option></select>
</header>
<ul id="bench-menu" class="side-nav" aria-label="Menu"><li class="menu-item"><a href="/">Home</a></li></ul>
<div id="qtplayercontainer" data-fullstop="1">
  <h3 id="qtradiotitle"></h3><h4 id="qtradiosubtitle"></h4>
  <a href="#" id="qtpausebtn"><span class="play">Play</span><span class="pause">Pause</span></a>
</div>`;
}

/** The footer: Boxzilla's box content (a contact form), Complianz's banner, scroll-to-top. */
function footer() {
  return `<p><a href="#boxzilla-950">Request a song</a> · <a href="#" class="qt-scrolltop">Top</a></p>
<div style="display: none;"><div id="boxzilla-box-950-content">${contactForm(99999).replace('Call-back form 99999', 'Song request form')}</div></div>
<div id="cmplz-cookiebanner-container">
<div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right cmplz-categories-type-view-preferences"
     aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
  <div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div>
    <div class="cmplz-close" tabindex="0" role="button" aria-label="Close dialog">×</div></div>
  <div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">We use cookies to optimise our website and our service.</div></div>
  <div class="cmplz-buttons">
    <button class="cmplz-btn cmplz-accept">Accept</button>
    <button class="cmplz-btn cmplz-deny">Deny</button>
  </div>
</div>
</div>
<div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">Manage consent</button></div>`;
}

/**
 * A complete page with `n` widgets. `scripts` are the tags before `</body>`: airlift's by
 * default, none for the baseline, a peer's for the comparison; everything else is identical.
 */
export function generatePage(n, { scripts = ['<script src="/dist/airlift.js" defer></script>'] } = {}) {
  const makers = Object.values(WIDGETS).map((widget) => widget.html);
  const widgets = Array.from({ length: n }, (_, index) => makers[index % makers.length](index));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>airlift benchmark · ${n} widgets</title>
<link rel="stylesheet" href="/assets/site.css">
<link rel="https://api.w.org/" href="/wp-json/">
<script src="/assets/kitchen-sink-config.js"></script>
</head>
<body data-cmplz="1">
${header()}
<main id="maincontent">
<h1>Benchmark: ${n} widgets</h1>
${widgets.join('\n')}
</main>
${footer()}
${scripts.join('\n')}
</body>
</html>
`;
}
