/**
 * The promise `wp.ajax` returns, in the shape jQuery's Deferred gives code written for it:
 * `done`, `fail`, `always` and `abort`, as well as `then` and `catch`; and the jqXHR a failure
 * hands over, as jQuery's `fail(jqXHR, textStatus, errorThrown)` does (an abort fails at once:
 * `(jqXHR, 'abort', 'abort')`). In the wp-util pack; the main script's stand-in (facade.ts)
 * forwards to it the calls made before the pack arrived.
 */
import { report } from '../../lib/report';

type Callback = (...args: unknown[]) => void;

export interface AjaxPromise extends PromiseLike<unknown> {
  done(callback: Callback): AjaxPromise;
  fail(callback: Callback): AjaxPromise;
  always(callback: Callback): AjaxPromise;
  catch(onRejected: (reason: unknown) => unknown): Promise<unknown>;
  abort(): AjaxPromise;
}

/** The methods of an AjaxPromise that register a callback or abort (they return the promise). */
export type AjaxCall = readonly ['done' | 'fail' | 'always' | 'abort', readonly unknown[]];

/** What jQuery's jqXHR tells of a request (request.ts fills it in as the reply comes). */
export interface JqXhr {
  readyState: number;
  status: number;
  statusText: string;
  responseText?: string;
  responseJSON?: unknown;
  getResponseHeader(name: string): string | null;
  abort(): JqXhr;
}

export interface Settle {
  resolve(...args: unknown[]): void;
  reject(...args: unknown[]): void;
  signal: AbortSignal;
  xhr: JqXhr;
}

/**
 * Makes the promise, applies `calls` to it in order (the options' `success` and `error`, then
 * what the page asked before the pack arrived), then runs `work` with the means to settle once,
 * unless an abort among the calls failed it already; callbacks run with `context` as `this`.
 */
export function ajaxPromise(context: unknown, calls: readonly AjaxCall[], work: (settle: Settle) => void): AjaxPromise {
  const controller = new AbortController();
  const waiting = { done: [] as Callback[], fail: [] as Callback[] };
  let state: 'pending' | 'done' | 'fail' = 'pending';
  let values: unknown[] = [];
  const call = (callback: Callback): void => {
    try {
      callback.apply(context, values);
    } catch (error) {
      report('wp-ajax', error);
    }
  };
  const settle = (to: 'done' | 'fail') => (...args: unknown[]): void => {
    if (state !== 'pending') return;
    state = to;
    values = args;
    waiting[to].forEach(call);
  };
  const on = (kind: 'done' | 'fail', callback: unknown): AjaxPromise => {
    if (typeof callback === 'function') {
      if (state === kind) call(callback as Callback);
      else if (state === 'pending') waiting[kind].push(callback as Callback);
    }
    return promise;
  };
  const settled = (): Promise<unknown> => new Promise((resolve, reject) => {
    on('done', (value: unknown) => resolve(value));
    on('fail', (reason: unknown) => reject(reason));
  });
  const promise: AjaxPromise = {
    done: (callback) => on('done', callback),
    fail: (callback) => on('fail', callback),
    always: (callback) => on('fail', callback).done(callback),
    then: (onFulfilled, onRejected) => settled().then(onFulfilled, onRejected),
    catch: (onRejected) => settled().catch(onRejected),
    abort() {
      if (state === 'pending') {
        controller.abort();
        Object.assign(xhr, { readyState: 0, statusText: 'abort' });
        settle('fail')(xhr, 'abort', 'abort');
      }
      return promise;
    },
  };
  const xhr: JqXhr = {
    readyState: 1, status: 0, statusText: '',
    getResponseHeader: () => null,
    abort: () => (promise.abort(), xhr),
  };
  for (const [method, args] of calls) (promise[method] as (...a: readonly unknown[]) => unknown)(...args);
  if (state === 'pending') work({ resolve: settle('done'), reject: settle('fail'), signal: controller.signal, xhr });
  return promise;
}
