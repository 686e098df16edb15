/**
 * `window.wpcf7` from the moment airlift starts: `init`, `submit`, `reset`, `validate` and
 * `schemas`, merged with the values the page printed (its values win). The contact-form code
 * is a pack loaded on demand; each method loads it (once) and forwards the call, so code
 * written for Contact Form 7, and wrappers other plugins install, keep working.
 */
import { ownRecord } from '../../lib/globals';
import type { Wpcf7Methods } from './types';

import { FORMS_PACK, FORWARDER } from './constants';

const INSTALLED = Symbol.for('airlift.wpcf7');

interface FormsPack {
  wpcf7: Wpcf7Methods;
}

interface PackLoaderGlobal {
  loadPack<T>(name: string): Promise<T>;
}

function forward<K extends keyof Wpcf7Methods>(method: K) {
  const forwarder = (...args: Parameters<Wpcf7Methods[K]>): Promise<unknown> => {
    const airlift = ownRecord('airlift') as Partial<PackLoaderGlobal> | undefined;
    if (typeof airlift?.loadPack !== 'function') return Promise.resolve(undefined);
    return airlift.loadPack<FormsPack>(FORMS_PACK).then((pack) => (pack.wpcf7[method] as (...a: unknown[]) => unknown)(...args));
  };
  return Object.assign(forwarder, { [FORWARDER]: true });
}

export function installWpcf7(): void {
  const page: Record<string | symbol, unknown> = ownRecord('wpcf7') ?? {};
  if (page[INSTALLED]) return;
  const api = {
    init: forward('init'),
    submit: forward('submit'),
    reset: forward('reset'),
    validate: forward('validate'),
    schemas: new Map<number, unknown>(),
    ...page,
    [INSTALLED]: true,
  };
  try {
    (window as unknown as { wpcf7: unknown }).wpcf7 = api;
  } catch {
    /* a frozen global: forms still work through airlift's own calls */
  }
}
