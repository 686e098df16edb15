/**
 * Live radio: channel links `a[data-playtrack]`, the player bar `#qtplayercontainer` and its
 * opener `.qt-openplayerbar` (SPEC §2–§4, §9). One station per page plays through howler
 * (hls.js for `.m3u8` where needed); links are marked while their channel plays.
 */
import { render } from 'preact';
import type { Feature, MountContext } from '../../core/registry';
import { Bar } from './bar';
import { readChannel } from './channel';
import { BAR_OPEN_BODY_CLASS, BAR_SELECTOR, BAR_TOGGLE_SELECTOR, CHANNEL_SELECTOR, messages, OWN_BAR_CLASS } from './constants';
import { acquireStation, addLink, dropOwnBar, releaseStation, removeLink } from './hub';
import { definition } from './definition';

function mountChannel(link: Element, ctx: MountContext): (() => void) | undefined {
  const channel = readChannel((name) => link.getAttribute(name), document.baseURI);
  // Not audio (a PDF, a page): the link stays a link.
  if (!channel) return undefined;
  const hub = acquireStation(ctx);
  addLink(hub, link, channel);
  link.addEventListener('click', (event) => {
    if ((event as MouseEvent).button > 0 || (event as MouseEvent).ctrlKey || (event as MouseEvent).metaKey) return;
    event.preventDefault();
    hub.station.toggleChannel(channel);
  }, { signal: ctx.signal });
  return () => {
    removeLink(hub, link);
    releaseStation();
  };
}

function mountBar(container: Element, ctx: MountContext): (() => void) | undefined {
  if (container.classList.contains(OWN_BAR_CLASS)) return undefined;
  const hub = acquireStation(ctx);
  dropOwnBar(hub);
  // The server's children come back when airlift lets go of the bar.
  const saved = document.createDocumentFragment();
  saved.append(...Array.from(container.childNodes));
  const hadRole = container.getAttribute('role');
  const hadLabel = container.getAttribute('aria-label');
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', hadLabel ?? messages.region);
  const volume = /^(1|true)$/i.test(container.getAttribute('data-playervolume') ?? '');
  render(<Bar station={hub.station} volumeControl={volume} />, container);
  const paintState = (): void => container.setAttribute('data-radio-state', hub.station.snapshot.state);
  paintState();
  const unsubscribe = hub.station.subscribe(paintState);
  return () => {
    unsubscribe();
    render(null, container);
    container.replaceChildren(saved);
    container.removeAttribute('data-radio-state');
    if (hadRole === null) container.removeAttribute('role');
    else container.setAttribute('role', hadRole);
    if (hadLabel === null) container.removeAttribute('aria-label');
    releaseStation();
  };
}

/** `.qt-openplayerbar` opens and closes the bar: body class `qt-playerbar-open`. */
function mountToggle(opener: Element, ctx: MountContext): () => void {
  const body = document.body;
  const sync = (): void => {
    opener.setAttribute('aria-expanded', String(body.classList.contains(BAR_OPEN_BODY_CLASS)));
  };
  const hadRole = opener.getAttribute('role');
  if (opener.tagName === 'A') opener.setAttribute('role', 'button');
  opener.setAttribute('aria-controls', 'qtplayercontainer');
  sync();
  opener.addEventListener('click', (event) => {
    event.preventDefault();
    body.classList.toggle(BAR_OPEN_BODY_CLASS);
    sync();
  }, { signal: ctx.signal });
  opener.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key !== ' ') return;
    event.preventDefault();
    (opener as HTMLElement).click();
  }, { signal: ctx.signal });
  return () => {
    opener.removeAttribute('aria-expanded');
    opener.removeAttribute('aria-controls');
    if (hadRole === null) opener.removeAttribute('role');
  };
}

export const radio: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(element, ctx) {
    if (element.matches(CHANNEL_SELECTOR)) return mountChannel(element, ctx);
    if (element.matches(BAR_SELECTOR)) return mountBar(element, ctx);
    if (element.matches(BAR_TOGGLE_SELECTOR)) return mountToggle(element, ctx);
    return undefined;
  },
};

export default radio;
