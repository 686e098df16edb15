// The strict-CSP test's pages (csp.test.ts), apart so that test/unit/quality/feature-lists.test.ts
// can read them: plain data, no browser. demo/csp.html must mount every feature that mounts on
// markup, except those of CSP_ELSEWHERE; each of those mounts on a page of CSP_PAGES instead.

/** Other demo pages served under the same policy as /csp/<page>.html, with what must have mounted on each. */
export const CSP_PAGES: ReadonlyArray<{ path: string; features: readonly string[] }> = [
  { path: '/csp/accordion.html', features: ['accordion'] },
  { path: '/csp/tabs.html', features: ['tabs'] },
  { path: '/csp/consent.html', features: ['consent'] },
  { path: '/csp/navigation.html', features: ['sidenav', 'drawer', 'scroll-top', 'tooltip'] },
  { path: '/csp/schedule.html', features: ['schedule-tabs', 'show-dropdown', 'collapsible', 'expandable', 'class-switch'] },
  { path: '/csp/sliders.html', features: ['slider'] },
  { path: '/csp/widgets.html', features: ['countdown', 'share', 'popupwindow', 'reveal', 'hoverbox', 'bgimage'] },
  { path: '/csp/media.html', features: ['media'] },
  { path: '/csp/radio.html', features: ['radio', 'schedule-refresh'] },
];

/** Features not on demo/csp.html, each with why: they are checked on their own page of CSP_PAGES. */
export const CSP_ELSEWHERE: Readonly<Record<string, string>> = {
  media: 'players and playlists need the media fixtures of demo/media.html; /csp/media.html plays them under the policy',
  radio: 'the player bar needs the station fixtures of demo/radio.html; /csp/radio.html plays it under the policy',
  'schedule-refresh': 'refreshes the schedule blocks of the radio page; /csp/radio.html mounts it under the policy',
};
