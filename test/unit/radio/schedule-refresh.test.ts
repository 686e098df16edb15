// SPEC §7, §9 — schedule and upcoming-show blocks: refreshed every 60 s from a same-origin GET
// of the current page, paused while the tab is hidden; each block takes the fetched block's HTML.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceBlocks, refreshUrl } from '../../../src/features/schedule-refresh/blocks';
import { scheduleRefresh } from '../../../src/features/schedule-refresh';
import type { MountContext } from '../../../src/core/registry';

const PAGE = `<div id="qtcurrentpermalink" data-permalink="/radio/"></div>
<div class="qt-qtonairhero">Morning Show</div><div id="qtupcomingshowscarousel">Drive</div>
<div class="qt-widget-upcoming">A</div><div class="qt-widget-upcoming">B</div><div class="unrelated">keep</div>`;

describe('refreshUrl', () => {
  const here = { href: 'https://radio.example/shows/?x=1#top', origin: 'https://radio.example' };
  it('is data-permalink when it is of this origin, else this page, without the hash', () => {
    expect(refreshUrl('/radio/', here)).toBe('https://radio.example/radio/');
    expect(refreshUrl('https://evil.example/', here)).toBe('https://radio.example/shows/?x=1');
    expect(refreshUrl('', here)).toBe('https://radio.example/shows/?x=1');
    expect(refreshUrl(null, { href: 'https://radio.example/', origin: 'https://radio.example' })).toBe('https://radio.example/');
  });
});

describe('replaceBlocks', () => {
  it('replaces each block with the same block of the fetched page, by position; leaves the rest', () => {
    document.body.innerHTML = PAGE;
    const fetched = new DOMParser().parseFromString(`<div class="qt-qtonairhero"><b>Jazz Hour</b></div>
      <div class="qt-widget-upcoming">A2</div><div class="qt-widget-upcoming">B2</div><div class="unrelated">other</div>`, 'text/html');
    expect(replaceBlocks(document, fetched)).toBe(3);
    expect(document.querySelector('.qt-qtonairhero')!.innerHTML).toBe('<b>Jazz Hour</b>');
    expect(Array.from(document.querySelectorAll('.qt-widget-upcoming'), (block) => block.textContent)).toEqual(['A2', 'B2']);
    expect(document.querySelector('#qtupcomingshowscarousel')!.textContent).toBe('Drive');
    expect(document.querySelector('.unrelated')!.textContent).toBe('keep');
    expect(replaceBlocks(document, fetched)).toBe(0);
  });
});

describe('schedule refresh cadence', () => {
  let hidden = false;
  let controller: AbortController;
  const fetchMock = vi.fn(async () => new Response('<div class="qt-qtonairhero">Fresh</div>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
  beforeEach(() => {
    vi.useFakeTimers();
    hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    document.body.innerHTML = PAGE;
    controller = new AbortController();
    const ctx: MountContext = {
      feature: 'schedule-refresh', signal: controller.signal, loadPack: async () => ({}) as never, quietly: (change) => change(), report: (error) => { throw error; },
    };
    scheduleRefresh.mount(document.querySelector('#qtcurrentpermalink')!, ctx);
  });
  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches the page every 60 s and refreshes the blocks', async () => {
    await vi.advanceTimersByTimeAsync(59999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/radio\/$/);
    await vi.waitFor(() => expect(document.querySelector('.qt-qtonairhero')!.textContent).toBe('Fresh'));
    await vi.advanceTimersByTimeAsync(60000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('pauses while the tab is hidden, and catches up when it is visible again', async () => {
    await vi.advanceTimersByTimeAsync(30000);
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(300000);
    expect(fetchMock).not.toHaveBeenCalled();
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops when torn down', async () => {
    controller.abort();
    await vi.advanceTimersByTimeAsync(180000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('replaceBlocks and the visitor', () => {
  it('leaves a block with focus inside, or a field whose value changed; replaces it once idle', async () => {
    const { inUse } = await import('../../../src/features/schedule-refresh/blocks');
    document.body.innerHTML = '<div class="qt-upcoming-refresh"><input id="a" value="x"><select id="s"><option>1</option><option>2</option></select></div>';
    const block = document.querySelector('.qt-upcoming-refresh')!;
    expect(inUse(block)).toBe(false);
    (document.getElementById('a') as HTMLInputElement).value = 'typed';
    expect(inUse(block)).toBe(true);
    (document.getElementById('a') as HTMLInputElement).value = 'x';
    (document.getElementById('s') as HTMLSelectElement).selectedIndex = 1;
    expect(inUse(block)).toBe(true);
    (document.getElementById('s') as HTMLSelectElement).selectedIndex = 0;
    (document.getElementById('a') as HTMLInputElement).focus();
    expect(inUse(block)).toBe(true);
    (document.getElementById('a') as HTMLInputElement).blur();
    const fetched = new DOMParser().parseFromString('<div class="qt-upcoming-refresh"><p>new</p></div>', 'text/html');
    expect(replaceBlocks(document, fetched)).toBe(1);
  });
});
