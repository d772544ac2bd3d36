/**
 * Whether the page's own origin hosts a Mastodon API instance. The local instance (or a deployment
 * with one) serves `config.json` beside index.html with `{ "instance": "same-origin" }`; a bare static
 * host has no such file (a 404, or index.html from its single-page fallback). Only a signed-out visitor
 * asks: a signed-in session talks to its account's own server.
 *
 * A file rather than a probe of `/api/v1/instance`: a bare static host must see no request to its own
 * `/api/` at all, and its single-page fallback would answer such a probe with index.html.
 */
import type { AppServices } from './services';
import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/client';
import { setOwnOriginIsInstance } from './ownOriginFlag';

export const RUNTIME_CONFIG_PATH = '/config.json';
/** The last answer, for a start-up without the network (config.json is not precached). */
export const OWN_ORIGIN_KEY = 'fedideck:ownOriginIsInstance';

export const isSameOriginInstance = (config: unknown): boolean =>
  !!config && typeof config === 'object' && (config as { instance?: unknown }).instance === 'same-origin';

export async function ownOriginIsInstance(
  origin: string,
  storage: Storage,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  let answer: boolean;
  try {
    const response = await fetchImpl(`${origin}${RUNTIME_CONFIG_PATH}`, {
      cache: 'no-cache',
      headers: { accept: 'application/json' },
    });
    const json = response.ok && /json/i.test(response.headers.get('content-type') ?? '');
    answer = json ? isSameOriginInstance(await response.json()) : false;
  } catch {
    // Offline, or a broken file: the answer this origin gave last time, an instance when it never did.
    return storage.getItem(OWN_ORIGIN_KEY) !== 'false';
  }
  storage.setItem(OWN_ORIGIN_KEY, String(answer));
  return answer;
}

/** Every call refused at once and silently (an abort is never an alert): there is no server to ask. */
export function noInstanceApi(origin: string): ApiClient {
  const refuse = () =>
    Promise.reject(new ApiError({ kind: 'abort', statusText: 'No Mastodon API on this origin' }));
  return {
    baseUrl: origin,
    getToken: () => null,
    request: refuse,
    get: refuse,
    post: refuse,
    put: refuse,
    patch: refuse,
    delete: refuse,
  };
}

/** A socket that never connects: it closes at once, as a refused handshake would, without a request. */
class NoSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = NoSocket.CLOSED;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: Pick<CloseEvent, 'code'>) => void) | null = null;

  constructor() {
    setTimeout(() => this.onclose?.({ code: 1006 }), 0);
  }

  send() {}
  close() {}
}

/**
 * What a signed-out session uses in place of the page's origin when that origin hosts no instance
 * (undefined when it does): signing in on another server still works, nothing else calls this origin.
 */
export default async function standaloneServices(
  origin: string,
  storage: Storage,
  fetchImpl?: typeof fetch,
): Promise<Pick<AppServices, 'api' | 'WebSocket'> | undefined> {
  const instanceHere = await ownOriginIsInstance(origin, storage, fetchImpl);
  setOwnOriginIsInstance(instanceHere);
  if (instanceHere) return undefined;
  return { api: noInstanceApi(origin), WebSocket: NoSocket as unknown as typeof WebSocket };
}
