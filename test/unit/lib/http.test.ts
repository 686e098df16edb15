// SPEC §8's catalogue for REST calls, and §7's headers (JSON Accept, never a nonce).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoverRestRoot, restFetch, restUrl } from '../../../src/lib/http';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('restUrl', () => {
  it('joins a pretty REST root and a route', () => {
    expect(restUrl('https://site.test/wp-json/', 'contact-form-7/v1', 'contact-forms/5/feedback'))
      .toBe('https://site.test/wp-json/contact-form-7/v1/contact-forms/5/feedback');
    expect(restUrl('https://site.test/wp-json', '/contact-form-7/v1/', '/refill'))
      .toBe('https://site.test/wp-json/contact-form-7/v1/refill');
  });

  it('turns the route\'s ? into & for ?rest_route= roots', () => {
    expect(restUrl('https://site.test/?rest_route=/', 'complianz/v1', 'banner?locale=abcde'))
      .toBe('https://site.test/?rest_route=/complianz/v1/banner&locale=abcde');
    expect(restUrl('https://site.test/wp-json/', 'complianz/v1', 'banner?locale=abcde&x=1'))
      .toBe('https://site.test/wp-json/complianz/v1/banner?locale=abcde&x=1');
  });

  it('falls back to the <link rel="https://api.w.org/"> root, then /wp-json/', () => {
    expect(discoverRestRoot()).toMatch(/\/wp-json\/$/);
    document.head.innerHTML = '<link rel="https://api.w.org/" href="https://site.test/?rest_route=/">';
    expect(discoverRestRoot()).toBe('https://site.test/?rest_route=/');
  });
});

describe('restFetch', () => {
  it('sends the JSON Accept header only (never X-WP-Nonce), with same-origin credentials', async () => {
    const spy = stubFetch(async () => new Response('{"ok":true}', { status: 200 }));
    await expect(restFetch('/x', { method: 'POST', body: 'b' })).resolves.toEqual({ ok: true });
    const init = spy.mock.calls[0]![1];
    expect(init.headers).toEqual({ Accept: 'application/json, */*;q=0.1' });
    expect(init).toMatchObject({ method: 'POST', body: 'b', credentials: 'same-origin' });
  });

  it('a network failure is fetch_error "You are probably offline."', async () => {
    stubFetch(async () => { throw new TypeError('Failed to fetch'); });
    await expect(restFetch('/x')).rejects.toEqual({ code: 'fetch_error', message: 'You are probably offline.' });
  });

  it('a body that is not JSON is invalid_json', async () => {
    stubFetch(async () => new Response('<html>Fatal error</html>', { status: 200 }));
    await expect(restFetch('/x')).rejects.toMatchObject({ code: 'invalid_json', message: 'The response is not a valid JSON response.' });
  });

  it('204 gives no content', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    await expect(restFetch('/x')).resolves.toBeUndefined();
  });

  it('a non-2xx reply is thrown with the server\'s error and logged to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(async () => new Response('{"code":"rest_forbidden","message":"Sorry."}', { status: 403 }));
    await expect(restFetch('/x')).rejects.toEqual({ code: 'rest_forbidden', message: 'Sorry.', status: 403 });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a non-2xx reply without a WordPress error body is http_error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(async () => new Response('[1]', { status: 500, statusText: 'Internal Server Error' }));
    await expect(restFetch('/x')).rejects.toMatchObject({ code: 'http_error', status: 500, data: [1] });
  });
});
