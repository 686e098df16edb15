/**
 * The promise `wp.ajax` returns, in the shape jQuery's Deferred gives code written for it:
 * `done`, `fail`, `always` and `abort`, as well as `then` and `catch`.
 */
import { reportError } from '../../core/errors';

type Callback = (...args: unknown[]) => void;

export interface AjaxPromise extends PromiseLike<unknown> {
  done(callback: Callback): AjaxPromise;
  fail(callback: Callback): AjaxPromise;
  always(callback: Callback): AjaxPromise;
  catch(onRejected: (reason: unknown) => unknown): Promise<unknown>;
  abort(): AjaxPromise;
}

export interface Settle {
  resolve(...args: unknown[]): void;
  reject(...args: unknown[]): void;
  signal: AbortSignal;
}

/** Runs `work` with the means to settle once; callbacks run with `context` as `this`. */
export function ajaxPromise(context: unknown, work: (settle: Settle) => void): AjaxPromise {
  const controller = new AbortController();
  const waiting = { done: [] as Callback[], fail: [] as Callback[] };
  let state: 'pending' | 'done' | 'fail' = 'pending';
  let values: unknown[] = [];
  const call = (callback: Callback): void => {
    try {
      callback.apply(context, values);
    } catch (error) {
      reportError('wp-ajax', error);
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
      controller.abort();
      return promise;
    },
  };
  work({ resolve: settle('done'), reject: settle('fail'), signal: controller.signal });
  return promise;
}
