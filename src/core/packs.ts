/**
 * Packs: heavy engines (howler, hls.js, mediaelement) built as separate IIFEs in
 * `dist/packs/`. A pack registers itself by calling `airlift.definePack(name, setup)`;
 * `setup` receives the host API, so a pack never bundles core or preact.
 */
import { reportError } from './errors';

export const PACK_TIMEOUT_MS = 10000;
export const PACK_LOAD_FAILED = 'something went wrong while loading the script';
/** Marks a pack's tag the page printed that failed: the pack is then requested with a tag of airlift's. */
const FAILED = 'data-airlift-failed';

export interface PackHost {
  readonly version: string;
  report(feature: string, error: unknown): void;
}

export type PackSetup = (host: PackHost) => unknown;

export interface PackLoader {
  load<T = unknown>(name: string): Promise<T>;
  define(name: string, setup: PackSetup): void;
  /**
   * Called by a pack's script as it runs, before any of its code: `run` (the pack's code) runs
   * once every pack in `needs` is defined, at once if they are. The build wraps each pack that
   * imports another pack's modules (preact from `ui`, valibot from `schema`) in this call, so the
   * loader can fetch a pack and its needs in parallel whatever order they arrive in.
   */
  queue(name: string, needs: readonly string[], run: () => void): void;
  /**
   * Holds back the packs' scripts until the returned function is called (once; holds nest).
   * airlift's first scan holds them: the browser compiles a pack on other threads as it
   * arrives, and on a machine of two cores that slowed the scan by a third.
   */
  hold(): () => void;
  /** Resolves with a pack's exports once it is defined, without asking for it (a tag the page printed may define it). */
  whenDefined<T = unknown>(name: string): Promise<T>;
}

export interface PackLoaderOptions {
  baseUrl: string;
  version: string;
  nonce?: string;
  doc?: Document;
  timeoutMs?: number;
  /** Pack → the packs its code needs defined first; derived by the build from the packs' imports. */
  needs?: Readonly<Record<string, readonly string[]>>;
}

export function createPackLoader(options: PackLoaderOptions): PackLoader {
  const doc = options.doc ?? document;
  const timeoutMs = options.timeoutMs ?? PACK_TIMEOUT_MS;
  const host: PackHost = { version: options.version, report: reportError };
  const defined = new Map<string, unknown>();
  const waiting = new Map<string, (exports: unknown) => void>();
  const loads = new Map<string, Promise<unknown>>();
  /** Packs whose script has run but whose code waits for its needs: name → [needs, code]. */
  const queued = new Map<string, readonly [readonly string[], () => void]>();
  /** Callers of whenDefined for packs not defined yet. */
  const watchers = new Map<string, Array<(exports: unknown) => void>>();

  function define(name: string, setup: PackSetup): void {
    if (defined.has(name)) return;
    let exports: unknown;
    try {
      exports = setup(host);
    } catch (error) {
      reportError(`pack:${name}`, error);
      return;
    }
    defined.set(name, exports);
    waiting.get(name)?.(exports);
    for (const watcher of watchers.get(name)?.splice(0) ?? []) watcher(exports);
    runQueued();
  }

  function runQueued(): void {
    for (const [name, [needs, run]] of queued) {
      if (!needs.every((need) => defined.has(need))) continue;
      queued.delete(name);
      try {
        run();
      } catch (error) {
        reportError(`pack:${name}`, error);
      }
    }
  }

  function queue(name: string, needs: readonly string[], run: () => void): void {
    if (defined.has(name) || queued.has(name)) return;
    queued.set(name, [needs.slice(), run]);
    runQueued();
  }

  let holds = 0;
  const held: Array<() => void> = [];

  function hold(): () => void {
    holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--holds === 0) held.splice(0).forEach((run) => run());
    };
  }

  function inject(name: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (holds > 0) held.push(() => append(name, resolve, reject));
      else append(name, resolve, reject);
    });
  }

  function append(name: string, resolve: (exports: unknown) => void, reject: (error: Error) => void): void {
    // Defined meanwhile (its script was on the page already): nothing to load.
    if (defined.has(name)) {
      resolve(defined.get(name));
      return;
    }
    // A tag the page printed for the pack (the WordPress plugin prints the consent pack's after
    // airlift's, deferred, so it runs before DOMContentLoaded): waited for, not requested again.
    const printed = doc.querySelector<HTMLScriptElement>(`script[data-airlift-pack="${name}"]:not([${FAILED}])`);
    const script = printed ?? doc.createElement('script');
    let timer = 0;
    const settle = (error: Error | null, exports?: unknown): void => {
      window.clearTimeout(timer);
      waiting.delete(name);
      script.onload = script.onerror = null;
      if (error) {
        // The page's own tag stays where it is, marked so a later load requests the pack afresh.
        if (printed) printed.setAttribute(FAILED, '');
        else script.remove();
        reject(error);
      } else resolve(exports);
    };
    // The address tried goes with the message, so a site sees where its packs were looked for.
    const fail = (): void => settle(new Error(`${PACK_LOAD_FAILED}: ${script.src}`));
    waiting.set(name, (exports) => settle(null, exports));
    script.onerror = fail;
    // A pack that loaded but never defined itself is as broken as one that failed (one that
    // waits for its needs defines itself when they are; their own loads report their failure).
    script.onload = () => {
      if (!defined.has(name) && !queued.has(name)) fail();
    };
    timer = window.setTimeout(fail, timeoutMs);
    if (printed) return;
    script.async = true;
    if (options.nonce) script.nonce = options.nonce;
    // Versioned, as WordPress versions its scripts: after an update a browser cannot pair a pack
    // it cached with a main script (or packs) of another release.
    script.src = new URL(`${name}.js?ver=${encodeURIComponent(options.version)}`, options.baseUrl).href;
    script.dataset.airliftPack = name;
    doc.head.appendChild(script);
  }

  function load<T>(name: string): Promise<T> {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
      return Promise.reject(new Error(`unknown pack name "${name}"`));
    }
    if (defined.has(name)) return Promise.resolve(defined.get(name) as T);
    let pending = loads.get(name);
    if (!pending) {
      // The pack and the packs it needs are fetched together; its code runs after theirs (queue).
      const needs = Object.hasOwn(options.needs ?? {}, name) ? options.needs?.[name] ?? [] : [];
      const own = inject(name);
      pending = needs.length ? Promise.all([own, ...needs.map((need) => load(need))]).then(([exports]) => exports) : own;
      loads.set(name, pending);
      // A failed load may be retried later (the visitor came back online).
      pending.catch(() => loads.delete(name));
    }
    return pending as Promise<T>;
  }

  function whenDefined<T>(name: string): Promise<T> {
    if (defined.has(name)) return Promise.resolve(defined.get(name) as T);
    return new Promise<T>((resolve) => {
      watchers.set(name, [...(watchers.get(name) ?? []), resolve as (exports: unknown) => void]);
    });
  }

  return { load, define, queue, hold, whenDefined };
}
