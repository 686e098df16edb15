// lib/stylesheet: a stylesheet link settles after its caller's code, even when it has settled
// already (a preloaded stylesheet, a link added before): the consent banner was not yet assigned
// when its callback ran inside the call, and never got its status.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addStyleLink } from '../../../src/lib/stylesheet';

const MARK = 'data-test-sheet';

afterEach(() => {
  document.querySelectorAll(`[${MARK}]`).forEach((element) => element.remove());
});

describe('addStyleLink', () => {
  it('calls back once the link has settled, never during the call', async () => {
    // happy-dom loads no stylesheet: its link fails as it is added.
    const settled = vi.fn();
    addStyleLink(MARK, '/a.css', settled, new AbortController().signal);
    expect(settled).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
  });

  it('a link that has settled already calls back in a microtask, after the caller has finished', async () => {
    const first = addStyleLink(MARK, '/b.css', () => undefined, new AbortController().signal);
    first.dispatchEvent(new Event('load'));
    let assigned: string | null = null;
    const seen: Array<string | null> = [];
    // As the consent controller does: the callback reads what the caller assigns after the call.
    const link = addStyleLink(MARK, '/b.css', () => seen.push(assigned), new AbortController().signal);
    assigned = 'banner';
    expect(link).toBe(first);
    expect(seen).toEqual([]);
    await Promise.resolve();
    expect(seen).toEqual(['banner']);
  });

  it('a failed link settles too; an aborted mount is not called back', async () => {
    const link = addStyleLink(MARK, '/missing.css', () => undefined, new AbortController().signal);
    link.dispatchEvent(new Event('error'));
    const settled = vi.fn();
    const controller = new AbortController();
    addStyleLink(MARK, '/missing.css', settled, controller.signal);
    controller.abort();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    const again = vi.fn();
    addStyleLink(MARK, '/missing.css', again, new AbortController().signal);
    await Promise.resolve();
    expect(again).toHaveBeenCalledTimes(1);
  });
});
