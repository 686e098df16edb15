// SPEC §7: the admin-ajax helper (`wp.ajax` of WordPress's wp-util) keeps working on pages where
// the WordPress plugin took wp-util away: it posts an action plus data, settles with the `data`
// of `{ success, data }`, and reads X-WP-Total for attachment queries.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { airliftReady, baseUrl, holdRoute, openPage, pagePerTest } from './helpers';
import { packRequests } from './media-support';

const open = pagePerTest(openPage);
const FIXTURE = '/test-fixtures/wp-ajax.html';

/** The page's `wp.ajax`, installed as the wp-util pack defines itself. */
const ajaxHere = (page: Page) => page.waitForFunction(() => typeof (window as unknown as { wp?: { ajax?: { post?: unknown } } }).wp?.ajax?.post === 'function');

interface AjaxPromise {
  done(callback: (this: { totalAttachments?: number }, ...args: unknown[]) => void): AjaxPromise;
  fail(callback: (...args: unknown[]) => void): AjaxPromise;
  always(callback: () => void): AjaxPromise;
  abort(): AjaxPromise;
  then(onFulfilled: unknown, onRejected: (reason: unknown) => void): unknown;
}
interface WpAjax {
  post(action: string, data?: unknown): AjaxPromise;
  send(action: string, options: unknown): AjaxPromise;
}
type Outcome = { done?: unknown; fail?: unknown[]; total?: unknown };

async function ajaxPage(answer: (route: Route) => Promise<void>): Promise<{ page: Page; bodies: string[] }> {
  const { page, context } = await open('');
  const bodies: string[] = [];
  await context.route('**/wp-admin/admin-ajax.php*', async (route) => {
    bodies.push(route.request().postData() ?? '');
    await answer(route);
  });
  await page.goto(new URL(FIXTURE, baseUrl).href);
  await airliftReady(page);
  await ajaxHere(page);
  return { page, bodies };
}

describe('wp.ajax', () => {
  it('posts the action and nested data as jQuery encodes them; done gets the reply\'s data; X-WP-Total is read', async () => {
    const { page, bodies } = await ajaxPage((route) => route.fulfill({
      status: 200, contentType: 'application/json', headers: { 'X-WP-Total': '42' }, body: JSON.stringify({ success: true, data: [{ id: 7 }] }),
    }));
    const outcome = await page.evaluate(() => new Promise<Outcome>((resolve) => {
      const { ajax } = (window as unknown as { wp: { ajax: WpAjax } }).wp;
      ajax.post('query-attachments', { query: { posts_per_page: 2, post__in: [7, 8] } })
        .done(function (data) { resolve({ done: data, total: this.totalAttachments }); })
        .fail((...args) => resolve({ fail: args }));
    }));
    expect(outcome).toEqual({ done: [{ id: 7 }], total: 42 });
    expect(decodeURIComponent(bodies[0]!)).toBe('query[posts_per_page]=2&query[post__in][]=7&query[post__in][]=8&action=query-attachments');
  });

  it('a reply with success false fails with its data; a network failure fails; then() works as a promise', async () => {
    const { page } = await ajaxPage((route) => (route.request().postData()?.includes('action=broken')
      ? route.abort('failed')
      : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, data: 'nope' }) })));
    const outcomes = await page.evaluate(async () => {
      const { ajax } = (window as unknown as { wp: { ajax: WpAjax } }).wp;
      const refused = await new Promise<Outcome>((resolve) => {
        ajax.send('refused', { data: { a: 1 } }).done((data) => resolve({ done: data })).fail((data) => resolve({ fail: [data] }));
      });
      const broken = await new Promise<Outcome>((resolve) => {
        ajax.post('broken').fail((xhr, status) => resolve({ fail: [xhr, status] }));
      });
      const rejected = await new Promise<Outcome>((resolve) => {
        ajax.post('refused').then(null, (reason) => resolve({ fail: [reason] }));
      });
      return [refused, broken, rejected];
    });
    expect(outcomes).toEqual([{ fail: ['nope'] }, { fail: [expect.objectContaining({ readyState: 0, status: 0, statusText: 'error' }), 'error'] }, { fail: ['nope'] }]);
  });

  it('fails as jQuery does: (jqXHR, "error", statusText) on an HTTP error, (jqXHR, "error", "") offline, (jqXHR, "abort", "abort") on abort', async () => {
    const { page } = await ajaxPage(async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('action=offline')) return route.abort('failed');
      if (body.includes('action=slow')) return new Promise<void>((resolve) => setTimeout(() => void route.fulfill({ status: 200, body: '1' }).then(resolve, resolve), 2000));
      return route.fulfill({ status: 500, contentType: 'text/html; charset=UTF-8', headers: { 'X-Answer': 'no' }, body: '<p>Broken</p>' });
    });
    const outcomes = await page.evaluate(async () => {
      const { ajax } = (window as unknown as { wp: { ajax: WpAjax } }).wp;
      const describe = (args: unknown[]) => {
        const [xhr, textStatus, errorThrown] = args as [Record<string, unknown> | null, unknown, unknown];
        return {
          xhr: xhr && {
            readyState: xhr['readyState'], status: xhr['status'], statusText: xhr['statusText'], responseText: xhr['responseText'],
            header: typeof xhr['getResponseHeader'] === 'function' ? (xhr['getResponseHeader'] as (name: string) => unknown)('x-answer') : 'none',
          },
          textStatus,
          errorThrown,
        };
      };
      const failed = (action: string, abort = false) => new Promise((resolve) => {
        const call = ajax.post(action).fail((...args) => resolve(describe(args))).done(() => resolve('done'));
        if (abort) call.abort();
      });
      return {
        http: await failed('http'),
        offline: await failed('offline'),
        aborted: await failed('slow', true),
      };
    });
    expect(outcomes).toEqual({
      http: { xhr: { readyState: 4, status: 500, statusText: 'Internal Server Error', responseText: '<p>Broken</p>', header: 'no' }, textStatus: 'error', errorThrown: 'Internal Server Error' },
      offline: { xhr: { readyState: 0, status: 0, statusText: 'error', responseText: undefined, header: null }, textStatus: 'error', errorThrown: '' },
      aborted: { xhr: { readyState: 0, status: 0, statusText: 'abort', responseText: undefined, header: null }, textStatus: 'abort', errorThrown: 'abort' },
    });
  });

  it('reads the reply as jQuery does: -1 and 0 stay text, JSON served as text/html is text, JSON is parsed when its type says so', async () => {
    const { page } = await ajaxPage((route) => {
      const body = route.request().postData() ?? '';
      const reply = (contentType: string, text: string) => route.fulfill({ status: 200, contentType, body: text });
      if (body.includes('action=minus')) return reply('text/html; charset=UTF-8', '-1');
      if (body.includes('action=zero')) return reply('text/html; charset=UTF-8', '0');
      if (body.includes('action=html-json')) return reply('text/html; charset=UTF-8', '{"success":true,"data":"as text"}');
      if (body.includes('action=bad-json')) return reply('application/json', '{"success":');
      if (body.includes('action=one')) return reply('text/html', '1');
      return reply('application/json; charset=UTF-8', '{"success":true,"data":{"n":1}}');
    });
    const outcomes = await page.evaluate(async () => {
      const { ajax } = (window as unknown as { wp: { ajax: WpAjax } }).wp;
      const settle = (action: string) => new Promise((resolve) => {
        ajax.post(action)
          .done((data) => resolve({ done: data }))
          .fail((...args) => resolve({ fail: args.length > 1 ? [typeof args[0], args[1], (args[2] as Error)?.name] : args }));
      });
      return Promise.all(['minus', 'zero', 'html-json', 'bad-json', 'one', 'json'].map(settle));
    });
    expect(outcomes).toEqual([
      { fail: ['-1'] },
      { fail: ['0'] },
      { fail: ['{"success":true,"data":"as text"}'] },
      { fail: ['object', 'parsererror', 'SyntaxError'] },
      { done: undefined },
      { done: { n: 1 } },
    ]);
  });

  it('wp.ajax comes with the wp-util pack the page printed, there at DOMContentLoaded; its request comes in the part wp-util-ajax, asked for by the first call only; done, always, then and abort work before it arrives', async () => {
    const { page, context, requests } = await open('');
    const release = await holdRoute(context, '**/dist/packs/wp-util-ajax.js?*');
    const bodies: string[] = [];
    await context.route('**/wp-admin/admin-ajax.php*', async (route) => {
      bodies.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: 'ok' }) });
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { ajaxAtReady: string }).ajaxAtReady = typeof (window as unknown as { wp?: { ajax?: { post?: unknown } } }).wp?.ajax?.post;
      });
    });
    await page.goto(new URL(FIXTURE, baseUrl).href);
    await airliftReady(page);
    // The page has wp.ajax (its settings and methods) from DOMContentLoaded on, and nothing else of it.
    expect(await page.evaluate(() => (window as unknown as { ajaxAtReady: string }).ajaxAtReady)).toBe('function');
    expect(packRequests(requests)).toEqual(['wp-util.js']);
    await page.evaluate(() => {
      const { ajax } = (window as unknown as { wp: { ajax: WpAjax } }).wp;
      const log: string[] = [];
      (window as unknown as { ajaxLog: string[] }).ajaxLog = log;
      const first = ajax.post('first');
      first.done((data) => log.push(`done ${String(data)}`)).always(() => log.push('always'));
      first.then((data: unknown) => log.push(`then ${String(data)}`), () => log.push('then rejected'));
      ajax.post('aborted').fail((_xhr, status) => log.push(`fail ${String(status)}`)).abort();
    });
    await expect.poll(() => packRequests(requests)).toEqual(['wp-util.js', 'wp-util-ajax.js']);
    const log = () => page.evaluate(() => (window as unknown as { ajaxLog: string[] }).ajaxLog);
    // Before the part arrives a call returns a stand-in: nothing settles yet, an abort included,
    // which fails as the pack arrives, before its request would be sent.
    expect(await log()).toEqual([]);
    release();
    await expect.poll(log).toEqual(['fail abort', 'done ok', 'always', 'then ok']);
    // The aborted call never reached the server; later calls use the part already here.
    expect(bodies).toEqual(['action=first']);
    await page.evaluate(() => new Promise((resolve) => {
      (window as unknown as { wp: { ajax: WpAjax } }).wp.ajax.post('second').done(resolve);
    }));
    expect(packRequests(requests)).toEqual(['wp-util.js', 'wp-util-ajax.js']);
  });

  it('a part that cannot load fails the calls waiting for it as a request that could not be sent; a later call asks again', async () => {
    const { page, context, requests } = await open('');
    let refuse = true;
    await context.route('**/dist/packs/wp-util-ajax.js?*', (route) => (refuse ? route.abort('failed') : route.continue()));
    await context.route('**/wp-admin/admin-ajax.php*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: 'ok' }) }));
    await page.goto(new URL(FIXTURE, baseUrl).href);
    await airliftReady(page);
    await ajaxHere(page);
    const failed = await page.evaluate(() => new Promise<unknown[]>((resolve) => {
      const { ajax } = (window as unknown as { wp: { ajax: WpAjax } }).wp;
      const log: unknown[] = [];
      ajax.post('first').done(() => log.push('done')).always(() => log.push('always')).fail((xhr, status, message) => {
        log.push(xhr, status, typeof message === 'string' && message.includes('wp-util-ajax.js'));
        resolve(log);
      });
    }));
    expect(failed).toEqual(['always', { readyState: 0, status: 0, statusText: 'error' }, 'error', true]);
    // Once failed, callbacks given later run at once, and then/catch get the jqXHR-like object, as jQuery's do.
    const late = await page.evaluate(async () => {
      const { ajax } = (window as unknown as { wp: { ajax: WpAjax } }).wp;
      const call = ajax.post('late');
      await new Promise<void>((resolve) => { call.fail(() => resolve()); });
      const log: unknown[] = [];
      call.fail((_xhr: unknown, status: unknown) => log.push(`fail ${String(status)}`)).always(() => log.push('always')).done(() => log.push('done'));
      log.push(await (call as unknown as PromiseLike<unknown>).then(() => 'resolved', (xhr: unknown) => (xhr as { statusText: string }).statusText));
      log.push(await (call as unknown as { catch(f: (xhr: unknown) => unknown): Promise<unknown> }).catch((xhr) => (xhr as { readyState: number }).readyState));
      return log;
    });
    expect(late).toEqual(['fail error', 'always', 'error', 0]);
    refuse = false;
    const done = await page.evaluate(() => new Promise((resolve) => {
      (window as unknown as { wp: { ajax: WpAjax } }).wp.ajax.post('second').done(resolve);
    }));
    expect(done).toBe('ok');
    expect(packRequests(requests)).toEqual(['wp-util.js', 'wp-util-ajax.js', 'wp-util-ajax.js', 'wp-util-ajax.js']);
  });

  it('without the plugin\'s tag for the wp-util pack, the main script asks for it at start where the page carries wp-util\'s settings, and wp.ajax comes with it', async () => {
    const { page, context, requests } = await open('');
    const html = readFileSync(fileURLToPath(new URL('./fixtures/wp-ajax.html', import.meta.url)), 'utf8').replace(/<script defer src="\/dist\/packs\/wp-util\.js[^>]*><\/script>\n/, '');
    expect(html).not.toContain('packs/wp-util.js');
    await context.route('**/test-fixtures/wp-ajax.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await context.route('**/wp-admin/admin-ajax.php*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: 'ok' }) }));
    await page.goto(new URL(FIXTURE, baseUrl).href);
    await airliftReady(page);
    await ajaxHere(page);
    expect(packRequests(requests)).toEqual(['wp-util.js']);
    expect(await page.evaluate(() => new Promise((resolve) => {
      (window as unknown as { wp: { ajax: WpAjax } }).wp.ajax.post('first').done(resolve);
    }))).toBe('ok');
    expect(packRequests(requests)).toEqual(['wp-util.js', 'wp-util-ajax.js']);
  });

  it('wp.ajax.settings is the page\'s _wpUtilSettings.ajax, as wp-util sets it: its url as printed, and a url page code sets there is the next call\'s address', async () => {
    const { page, bodies } = await ajaxPage((route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: 'ok' }) }));
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') seen.push(new URL(request.url()).pathname);
    });
    await page.route('**/other-ajax.php', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: 'other' }) }));
    const settings = await page.evaluate(() => {
      const w = window as unknown as { wp: { ajax: { settings: { url: string } } }; _wpUtilSettings: { ajax: unknown } };
      return { url: w.wp.ajax.settings.url, same: w.wp.ajax.settings === w._wpUtilSettings.ajax };
    });
    expect(settings).toEqual({ url: '/wp-admin/admin-ajax.php', same: true });
    const replies = await page.evaluate(async () => {
      const { ajax } = (window as unknown as { wp: { ajax: WpAjax & { settings: { url: string } } } }).wp;
      const call = (action: string) => new Promise((resolve) => {
        ajax.post(action).done(resolve);
      });
      const first = await call('first');
      ajax.settings.url = '/other-ajax.php';
      return [first, await call('second')];
    });
    expect(replies).toEqual(['ok', 'other']);
    expect(seen).toEqual(['/wp-admin/admin-ajax.php', '/other-ajax.php']);
    expect(bodies).toEqual(['action=first']);
  });

  it('leaves a page\'s own wp.ajax alone', async () => {
    const { page, context } = await open('');
    await context.addInitScript(() => {
      (window as unknown as { wp: unknown }).wp = { ajax: { own: true } };
    });
    await page.goto(new URL(FIXTURE, baseUrl).href);
    await airliftReady(page);
    // The printed pack has run (its feature is defined) and left the page's own alone.
    await page.evaluate(() => (window as unknown as { airlift: { loadPack(name: string): Promise<unknown> } }).airlift.loadPack('wp-util').then(() => new Promise((resolve) => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => (window as unknown as { wp: { ajax: { own?: boolean } } }).wp.ajax.own)).toBe(true);
  });

  it('adds nothing to a page without wp-util\'s settings', async () => {
    const { page } = await open('/test-fixtures/load-end.html');
    await airliftReady(page);
    expect(await page.evaluate(() => typeof (window as unknown as { wp?: unknown }).wp)).toBe('undefined');
  });
});
