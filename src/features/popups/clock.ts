/**
 * Time on site and time on page, from `Date.now()` rather than counted ticks. Time on site
 * starts from what earlier pages of the session stored; both pause while the tab is hidden.
 */
export interface VisitClock {
  /** Seconds on the site and on this page at `now`. */
  read(now: number): { site: number; page: number };
  pause(now: number): void;
  resume(now: number): void;
}

export function createVisitClock(storedSiteSeconds: number, now: number, running = true): VisitClock {
  let siteBase = Number.isFinite(storedSiteSeconds) && storedSiteSeconds > 0 ? storedSiteSeconds : 0;
  let pageBase = 0;
  let since: number | null = running ? now : null;
  const elapsed = (at: number): number => (since === null ? 0 : Math.max(0, at - since) / 1000);
  return {
    read: (at) => ({ site: siteBase + elapsed(at), page: pageBase + elapsed(at) }),
    pause(at) {
      const spent = elapsed(at);
      siteBase += spent;
      pageBase += spent;
      since = null;
    },
    resume(at) {
      if (since === null) since = at;
    },
  };
}
