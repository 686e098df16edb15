/**
 * The REST call every feature uses, with the WordPress error catalogue (SPEC §8):
 * a network failure, a body that is not JSON, a non-2xx reply, and 204 No Content.
 */
export const MESSAGE_OFFLINE = 'You are probably offline.';
export const MESSAGE_INVALID_JSON = 'The response is not a valid JSON response.';
export const ACCEPT_JSON = 'application/json, */*;q=0.1';
export const REST_LINK_SELECTOR = 'link[rel="https://api.w.org/"]';

export interface RestError {
  code: string;
  message: string;
  /** HTTP status, for errors that came with a reply. */
  status?: number;
  data?: unknown;
}

export function isRestError(value: unknown): value is RestError {
  return typeof value === 'object' && value !== null && typeof (value as RestError).code === 'string'
    && typeof (value as RestError).message === 'string';
}

/**
 * What a call may set besides its address. Nothing else is sent: the one header is the JSON
 * Accept, credentials stay same-origin, and an `X-WP-Nonce` header can never be added.
 */
export interface RestRequest {
  method?: string;
  body?: BodyInit | null;
  signal?: AbortSignal;
  /**
   * Gives up after this many milliseconds (headers and body), as a network failure: a server
   * that never answers must not keep a form busy for ever.
   */
  timeoutMs?: number;
}

/** The REST root the site advertises, or `/wp-json/` of the current origin. */
export function discoverRestRoot(doc: Document = document): string {
  const link = doc.querySelector<HTMLLinkElement>(REST_LINK_SELECTOR);
  const href = link?.getAttribute('href');
  return new URL(href || '/wp-json/', doc.baseURI).href;
}

/**
 * Joins a REST root and a route. Works for pretty roots (`/wp-json/`) and for
 * `?rest_route=/` roots, where the route's own `?` becomes `&`.
 */
export function restUrl(root: string, ...parts: string[]): string {
  const route = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  const base = root.endsWith('/') ? root : `${root}/`;
  if (base.includes('?')) return base + route.replace('?', '&');
  return base + route;
}

/**
 * Sends a request and resolves with the parsed JSON body (undefined for 204).
 * Rejects with a RestError: `fetch_error` offline (or no answer within `timeoutMs`), `invalid_json`, or the server's own error
 * body (or `http_error`) for a non-2xx reply, which is also logged to the console.
 * Sends only the JSON Accept header (never `X-WP-Nonce`), with same-origin credentials.
 */
export async function restFetch(url: string, request: RestRequest = {}): Promise<unknown> {
  const method = request.method ?? 'GET';
  const timeout = request.timeoutMs ? withTimeout(request.timeoutMs, request.signal) : undefined;
  const signal = timeout?.signal ?? request.signal ?? null;
  const offline = (): RestError => ({ code: 'fetch_error', message: MESSAGE_OFFLINE });
  try {
    let response: Response;
    try {
      response = await fetch(url, { method, body: request.body ?? null, headers: { Accept: ACCEPT_JSON }, signal, credentials: 'same-origin' });
    } catch (error) {
      throw signal?.aborted ? error : offline();
    }
    const { status } = response;
    if (status === 204) return undefined;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw { code: 'invalid_json', message: MESSAGE_INVALID_JSON, status } satisfies RestError;
    }
    if (response.ok) return body;
    const error: RestError = isRestError(body)
      ? { ...body, status }
      : { code: 'http_error', message: `${status} ${response.statusText}`.trim(), status, data: body };
    console.error(`[airlift:http] ${method} ${url} failed`, error);
    throw error;
  } catch (error) {
    // Whatever failed once the time was up (the fetch, the body) failed for want of an answer.
    throw timeout?.expired() ? offline() : error;
  } finally {
    timeout?.clear();
  }
}

/**
 * A signal that aborts after `ms` or with `outer`; `expired` tells the first from the second.
 * A timer of the page (not `AbortSignal.timeout`), so a frozen or fast-forwarded clock applies.
 */
export function withTimeout(ms: number, outer?: AbortSignal): { signal: AbortSignal; expired(): boolean; clear(): void } {
  const controller = new AbortController();
  const follow = (): void => controller.abort();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    follow();
  }, ms);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}
