import { API_TIMEOUT_MS } from '../constants';
import { ApiError, UNEXPECTED_RESPONSE } from './errors';
import { parseLinkHeader, type PageLinks } from './links';
import { toQueryString, type QueryParams } from './query';
import {
  nextRetryDelay,
  noteServerAskedToWait,
  retryAtOf,
  RETRYABLE_STATUSES,
  safeToRepeat,
  waitOrAbort,
} from './retry';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart (FormData) or urlencoded (URLSearchParams or a plain record). */
  form?: FormData | URLSearchParams | Record<string, string>;
  signal?: AbortSignal;
  /** Defaults to API_TIMEOUT_MS; 0 disables the timeout. */
  timeoutMs?: number;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Sends the bearer token (default true). */
  auth?: boolean;
  /** Keeps the request alive after the page closes (markers on unload). */
  keepalive?: boolean;
  /**
   * How many times a request safe to repeat is tried again after no answer or a 429, 502, 503 or 504
   * (`api/retry.ts`); RETRY_MAX_ATTEMPTS by default, 0 for none.
   */
  retries?: number;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  links: PageLinks;
  headers: Headers;
}

export interface ApiClientConfig {
  /** Origin of the instance, e.g. https://example.social (no trailing slash needed). */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Whether this client's network failures say the server is out of reach (default true). A sign-in
   * tries addresses a person typed: a mistyped one says nothing of the connection.
   */
  reachability?: boolean;
}

export interface ApiClient {
  readonly baseUrl: string;
  getToken(): string | null | undefined;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

function readRateLimitReset(headers: Headers): Date | undefined {
  const raw = headers.get('X-RateLimit-Reset');
  if (!raw) return undefined;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function readErrorField(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { error?: unknown }).error === 'string') {
      return (parsed as { error: string }).error;
    }
  } catch {
    // An HTML error page or plain text has no error field; the status text speaks instead.
  }
  return undefined;
}

function encodeBody(options: RequestOptions, headers: Headers): BodyInit | undefined {
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(options.json);
  }
  const { form } = options;
  if (!form) return undefined;
  if (form instanceof FormData || form instanceof URLSearchParams) return form;
  return new URLSearchParams(form);
}

/** Links the caller's signal and a timeout into one; `timedOut` tells which fired. */
function linkSignals(caller: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The request timed out', 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release: () => {
      if (timer !== undefined) clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Whether the server is within reach: the browser's `online` and any answer (an error status too) say
 * it is; a fetch that fails outright says it is not, unless the server still answers its public instance
 * page (a refusal sent without CORS headers, such as a proxy's error page, fails like no network at all).
 * The offline notice and polling read this besides `navigator.onLine`, which stays true on a network
 * that lost its route to the server. Each change is a REACHABILITY_EVENT on the global scope.
 */
export const REACHABILITY_EVENT = 'reachability';
let reached = true;
export const serverReached = () => reached;

function noteReached(up: boolean) {
  if (up === reached) return;
  reached = up;
  globalThis.dispatchEvent?.(new Event(REACHABILITY_EVENT));
}
// Silently: whoever follows the online state hears the browser's own event.
globalThis.addEventListener?.('online', () => (reached = true));

export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const baseOrigin = new URL(baseUrl).origin;
  const getToken = config.getToken ?? (() => null);
  let probing: Promise<void> | undefined;
  // Looked up at each call: a fetch replaced after the client was made (a test's, a polyfill) is used.
  const doFetch: typeof fetch = (input, init) => (config.fetch ?? globalThis.fetch)(input, init);
  /** One look at the instance page at a time tells a server refusing one call from no server at all. */
  const probe = () =>
    (probing ??= doFetch(`${baseUrl}/api/v1/instance`).then(
      () => noteReached(true),
      () => noteReached(false),
    )).finally(() => (probing = undefined));

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}) {
    const absolute = /^https?:\/\//i.test(path);
    const url =
      (absolute ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`) +
      toQueryString(options.query);
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const token = options.auth === false ? null : getToken();
    // A Link header may point anywhere; the token only ever goes to the account's own instance.
    if (token && new URL(url).origin === baseOrigin) headers.set('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
    const body = encodeBody(options, headers);
    const repeatable = safeToRepeat(method, headers);

    /** The look at the instance page after a try found no network: is the server still within reach? */
    let probed: Promise<void> | undefined;

    /** One try: the answer and its text, or the ApiError it failed with. */
    async function attempt(): Promise<{ response: Response; text: string }> {
      probed = undefined;
      const linked = linkSignals(options.signal, options.timeoutMs ?? config.timeoutMs ?? API_TIMEOUT_MS);
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body,
          signal: linked.signal,
          keepalive: options.keepalive,
        });
        text = await response.text();
        noteReached(true);
      } catch (cause) {
        if (linked.timedOut())
          throw new ApiError({ kind: 'timeout', statusText: 'Request timed out', cause });
        if (options.signal?.aborted)
          throw new ApiError({ kind: 'abort', statusText: 'Request aborted', cause });
        if (config.reachability !== false) {
          if (navigator.onLine === false) noteReached(false);
          else probed = probe();
        }
        throw new ApiError({ kind: 'network', statusText: 'Network error', cause });
      } finally {
        linked.release();
      }
      if (response.ok) return { response, text };
      const retryAt = retryAtOf(response.headers, response.status);
      if (retryAt !== undefined && new URL(url).origin === baseOrigin)
        noteServerAskedToWait(baseOrigin, retryAt);
      throw new ApiError({
        kind: 'http',
        status: response.status,
        statusText: response.statusText,
        error: readErrorField(text),
        rateLimitReset: readRateLimitReset(response.headers),
        retryAt,
        body: text,
      });
    }

    let response: Response;
    let text: string;
    for (let tries = 0; ; tries += 1) {
      try {
        ({ response, text } = await attempt());
        break;
      } catch (error) {
        const failure = error as ApiError;
        // A timeout already waited its full time, a device known offline gets no answer by asking again,
        // and a typed address that does not answer is the caller's to replace, not to ask again.
        let again =
          repeatable &&
          (failure.kind === 'network'
            ? config.reachability !== false && navigator.onLine !== false
            : RETRYABLE_STATUSES.has(failure.status));
        // A connection dropped on the way is asked again; a server out of reach (its instance page does
        // not answer either) is left to the schedules that wait for it to come back.
        if (again && failure.kind === 'network') again = (await probed?.then(serverReached)) ?? false;
        const wait = again
          ? nextRetryDelay(tries, failure.retryAt, Date.now(), Math.random, options.retries)
          : null;
        if (wait === null) throw failure;
        try {
          await waitOrAbort(wait, options.signal);
        } catch (cause) {
          throw new ApiError({ kind: 'abort', statusText: 'Request aborted', cause });
        }
      }
    }

    let data: unknown = null;
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text);
      } catch (cause) {
        throw new ApiError({
          kind: 'parse',
          status: response.status,
          statusText: response.statusText,
          error: UNEXPECTED_RESPONSE,
          cause,
        });
      }
    }
    return {
      data: data as T,
      status: response.status,
      links: parseLinkHeader(response.headers.get('Link')),
      headers: response.headers,
    };
  }

  return {
    baseUrl,
    getToken,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
