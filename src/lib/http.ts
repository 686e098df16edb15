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

export interface RestRequest {
  method?: string;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
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

async function parseJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw { code: 'invalid_json', message: MESSAGE_INVALID_JSON, status: response.status } satisfies RestError;
  }
}

/**
 * Sends a request and resolves with the parsed JSON body (undefined for 204).
 * Rejects with a RestError: `fetch_error` offline (or no answer within `timeoutMs`), `invalid_json`, or the server's own error
 * body (or `http_error`) for a non-2xx reply, which is also logged to the console.
 * Never sends an `X-WP-Nonce` header.
 */
export async function restFetch(url: string, request: RestRequest = {}): Promise<unknown> {
  const { timeoutMs, signal } = request;
  if (!timeoutMs) return send(url, request);
  const timeout = withTimeout(timeoutMs, signal);
  try {
    return await send(url, { ...request, signal: timeout.signal });
  } catch (error) {
    if (timeout.expired()) throw { code: 'fetch_error', message: MESSAGE_OFFLINE } satisfies RestError;
    throw error;
  } finally {
    timeout.clear();
  }
}

/**
 * A signal that aborts after `ms` or with `outer`; `expired` tells the first from the second.
 * A timer of the page (not `AbortSignal.timeout`), so a frozen or fast-forwarded clock applies.
 */
export function withTimeout(ms: number, outer?: AbortSignal): { signal: AbortSignal; expired(): boolean; clear(): void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = (): void => controller.abort();
  if (outer?.aborted) controller.abort();
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

async function send(url: string, request: RestRequest): Promise<unknown> {
  const headers: Record<string, string> = { Accept: ACCEPT_JSON };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (name.toLowerCase() !== 'x-wp-nonce') headers[name] = value;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      body: request.body ?? null,
      headers,
      signal: request.signal ?? null,
      credentials: request.credentials ?? 'same-origin',
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw { code: 'fetch_error', message: MESSAGE_OFFLINE } satisfies RestError;
  }
  if (response.status === 204) return undefined;
  if (response.ok) return parseJson(response);
  const body = await parseJson(response);
  const error: RestError = isRestError(body)
    ? { ...body, status: response.status }
    : { code: 'http_error', message: `${response.status} ${response.statusText}`.trim(), status: response.status, data: body };
  console.error(`[airlift:http] ${request.method ?? 'GET'} ${url} failed`, error);
  throw error;
}
