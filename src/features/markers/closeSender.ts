import type { Markers, MarkerTimeline } from '../../api/endpoints/markers';

type MarkerBody = Partial<Record<MarkerTimeline, { last_read_id: string }>>;

/** What the browser offers for a request that must outlive the page. */
export interface CloseEnvironment {
  fetch?: typeof fetch;
  /** Whether fetch honours `keepalive` (older browsers drop the request on unload). */
  keepalive: boolean;
  sendBeacon?: (url: string, data: BodyInit) => boolean;
  XMLHttpRequest?: typeof XMLHttpRequest;
}

export function browserCloseEnvironment(): CloseEnvironment {
  let keepalive = false;
  try {
    keepalive = typeof Request === 'function' && 'keepalive' in new Request('http://localhost/');
  } catch {
    keepalive = false;
  }
  return {
    fetch: typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
    keepalive,
    sendBeacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? navigator.sendBeacon.bind(navigator)
        : undefined,
    XMLHttpRequest: typeof XMLHttpRequest === 'function' ? XMLHttpRequest : undefined,
  };
}

/**
 * Sends read markers while the page closes: a keep-alive fetch with the bearer token, else
 * a beacon (which cannot set headers, so the token goes as the `access_token` form field), else a
 * synchronous request. Returns the way used.
 */
export function sendMarkersOnClose(
  baseUrl: string,
  token: string,
  markers: MarkerBody,
  env: CloseEnvironment = browserCloseEnvironment(),
): 'fetch' | 'beacon' | 'xhr' | 'none' {
  const timelines = Object.keys(markers) as MarkerTimeline[];
  if (timelines.length === 0) return 'none';
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v1/markers`;
  const json = JSON.stringify(markers);
  if (env.keepalive && env.fetch) {
    void env
      .fetch(url, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: json,
      })
      .catch(() => undefined);
    return 'fetch';
  }
  if (env.sendBeacon) {
    const form = new URLSearchParams({ access_token: token });
    for (const timeline of timelines) {
      form.append(`${timeline}[last_read_id]`, markers[timeline]?.last_read_id ?? '');
    }
    if (env.sendBeacon(url, form)) return 'beacon';
  }
  if (!env.XMLHttpRequest) return 'none';
  try {
    const xhr = new env.XMLHttpRequest();
    xhr.open('POST', url, false);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.send(json);
  } catch (error) {
    console.warn('Saving the read position on close failed.', error);
  }
  return 'xhr';
}

export type { Markers };
