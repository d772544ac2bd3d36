import { http, HttpResponse, delay } from 'msw';
import { waitFor } from '@testing-library/react';
import { mswServerForSuite } from '../msw';
import { createApiClient, REACHABILITY_EVENT, serverReached } from '../../../src/api/client';
import { ApiError, UNEXPECTED_RESPONSE } from '../../../src/api/errors';
import { toQueryString } from '../../../src/api/query';
import { parseLinkHeader } from '../../../src/api/links';

const BASE = 'http://instance.test';
const server = mswServerForSuite({ clearStorage: false });

const client = (token: string | null = 'secret', timeoutMs?: number) =>
  createApiClient({ baseUrl: BASE, getToken: () => token, timeoutMs });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('api client', () => {
  it('sends the bearer token of the account to its own instance', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/api/v1/x`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    const response = await client().get<{ ok: boolean }>('/api/v1/x');
    expect(auth).toBe('Bearer secret');
    expect(response.data).toEqual({ ok: true });
  });

  it('never sends the token to another origin named by a Link header', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('http://elsewhere.test/page', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );
    await client().get('http://elsewhere.test/page');
    expect(auth).toBeNull();
  });

  it('keeps a path prefix of the base URL in every request', async () => {
    let seen = '';
    server.use(
      http.get('https://host.test/mastodon/api/v1/instance', ({ request }) => {
        seen = request.url;
        return HttpResponse.json({ ok: true });
      }),
    );
    const prefixed = createApiClient({ baseUrl: 'https://host.test/mastodon/' });
    await prefixed.get('/api/v1/instance', { query: { a: '1' } });
    expect(seen).toBe('https://host.test/mastodon/api/v1/instance?a=1');
    expect(prefixed.baseUrl).toBe('https://host.test/mastodon');
  });

  it('encodes arrays Rails-style in the query string', async () => {
    let search = '';
    server.use(
      http.get(`${BASE}/api/v1/accounts/relationships`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json([]);
      }),
    );
    await client().get('/api/v1/accounts/relationships', {
      query: { id: ['1', '2'], with_suspended: true, x: undefined },
    });
    expect(decodeURIComponent(search)).toBe('?id[]=1&id[]=2&with_suspended=true');
    expect(toQueryString({})).toBe('');
  });

  it('sends JSON and form bodies', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${BASE}/json`, async ({ request }) => {
        seen.push(`${request.headers.get('Content-Type')}|${await request.text()}`);
        return HttpResponse.json({});
      }),
      http.post(`${BASE}/form`, async ({ request }) => {
        seen.push(`${request.headers.get('Content-Type')}|${await request.text()}`);
        return HttpResponse.json({});
      }),
    );
    await client().post('/json', { json: { a: 1 } });
    await client().post('/form', { form: { code: 'c d' } });
    expect(seen[0]).toBe('application/json|{"a":1}');
    expect(seen[1]).toMatch(/^application\/x-www-form-urlencoded.*\|code=c\+d$/);
  });

  it('parses the Link header into next and prev', async () => {
    server.use(
      http.get(`${BASE}/api/v1/timelines/home`, () =>
        HttpResponse.json([], {
          headers: {
            Link: `<${BASE}/api/v1/timelines/home?max_id=5>; rel="next", <${BASE}/api/v1/timelines/home?min_id=9>; rel="prev"`,
          },
        }),
      ),
    );
    const { links } = await client().get('/api/v1/timelines/home');
    expect(links).toEqual({
      next: `${BASE}/api/v1/timelines/home?max_id=5`,
      prev: `${BASE}/api/v1/timelines/home?min_id=9`,
    });
    expect(parseLinkHeader('garbage without brackets')).toEqual({});
    expect(parseLinkHeader(null)).toEqual({});
  });

  it('sends the Idempotency-Key header when asked', async () => {
    let key: string | null = null;
    server.use(
      http.post(`${BASE}/api/v1/statuses`, ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({});
      }),
    );
    await client().post('/api/v1/statuses', { json: {}, idempotencyKey: 'abc-123' });
    expect(key).toBe('abc-123');
  });

  it('rejects with ApiError carrying status, status text, the error field and the rate-limit reset', async () => {
    server.use(
      http.get(`${BASE}/limited`, () =>
        HttpResponse.json(
          { error: 'Too many requests' },
          {
            status: 429,
            statusText: 'Too Many Requests',
            headers: { 'X-RateLimit-Reset': '2030-01-01T10:00:00.000Z' },
          },
        ),
      ),
    );
    const error = await rejection(client().get('/limited'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(429);
    expect(error.statusText).toBe('Too Many Requests');
    expect(error.error).toBe('Too many requests');
    expect(error.rateLimitReset?.toISOString()).toBe('2030-01-01T10:00:00.000Z');
  });

  it('leaves the error field empty for an HTML error page', async () => {
    server.use(
      http.get(
        `${BASE}/broken`,
        () => new HttpResponse('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await rejection(client().get('/broken'));
    expect(error.status).toBe(502);
    expect(error.error).toBeUndefined();
  });

  it('turns malformed JSON into a clear ApiError instead of a crash', async () => {
    server.use(http.get(`${BASE}/bad`, () => new HttpResponse('{not json', { status: 200 })));
    const error = await rejection(client().get('/bad'));
    expect(error.kind).toBe('parse');
    expect(error.error).toBe(UNEXPECTED_RESPONSE);
  });

  it('aborts through the caller signal', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client().get('/slow', { signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect(error.kind).toBe('abort');
    expect(error.isAbort).toBe(true);
  });

  it('times out (default configurable) with a timeout ApiError', async () => {
    server.use(
      http.get(`${BASE}/slow`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const error = await rejection(client('secret', 20).get('/slow'));
    expect(error.kind).toBe('timeout');
    expect(error.isAbort).toBe(true);
  });

  it('reports a network failure as such', async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const error = await rejection(client().get('/down'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });

  it('answers an empty body with null data', async () => {
    server.use(http.post(`${BASE}/empty`, () => new HttpResponse(null, { status: 200 })));
    expect((await client().post('/empty')).data).toBeNull();
  });

  it('a network failure marks the server unreached and any answer, an error status too, reached again, each change announced once', async () => {
    const changes: boolean[] = [];
    const onChange = () => changes.push(serverReached());
    window.addEventListener(REACHABILITY_EVENT, onChange);
    try {
      server.use(
        http.get(`${BASE}/down`, () => HttpResponse.error()),
        // The instance page does not answer either: no network at all.
        http.get(`${BASE}/api/v1/instance`, () => HttpResponse.error()),
        http.get(`${BASE}/missing`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      );
      expect((await rejection(client().get('/down'))).kind).toBe('network');
      expect((await rejection(client().get('/down'))).kind).toBe('network');
      await waitFor(() => expect(serverReached()).toBe(false));
      expect((await rejection(client().get('/missing'))).status).toBe(404);
      expect(serverReached()).toBe(true);
      expect(changes).toEqual([false, true]);
    } finally {
      window.removeEventListener(REACHABILITY_EVENT, onChange);
    }
  });

  describe('the online state', () => {
    const down = () => http.get(`${BASE}/down`, () => HttpResponse.error());
    async function goUnreached() {
      server.use(
        down(),
        http.get(`${BASE}/api/v1/instance`, () => HttpResponse.error()),
      );
      await rejection(client().get('/down'));
      await waitFor(() => expect(serverReached()).toBe(false));
    }

    it('follows the browser coming back online, with no call answered yet', async () => {
      await goUnreached();
      window.dispatchEvent(new Event('online'));
      expect(serverReached()).toBe(true);
    });

    it('a call that fails like no network while the server still answers its instance page (an error page without CORS headers) leaves the server reached', async () => {
      await goUnreached();
      window.dispatchEvent(new Event('online'));
      let probed = 0;
      server.use(
        down(),
        http.get(`${BASE}/api/v1/instance`, () => {
          probed += 1;
          return HttpResponse.json({ uri: 'instance.test' });
        }),
      );
      const changes: boolean[] = [];
      const onChange = () => changes.push(serverReached());
      window.addEventListener(REACHABILITY_EVENT, onChange);
      try {
        // (Not asked again: the retries, each with its own look, are `retry.test.ts`'s.)
        expect((await rejection(client().get('/down', { retries: 0 }))).kind).toBe('network');
        await waitFor(() => expect(probed).toBe(1));
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(serverReached()).toBe(true);
        expect(changes).toEqual([]);
      } finally {
        window.removeEventListener(REACHABILITY_EVENT, onChange);
      }
    });

    it('a sign-in trying a typed address says nothing of the connection when nothing answers there', async () => {
      window.dispatchEvent(new Event('online'));
      let probed = 0;
      server.use(
        http.get('https://mistyped.test/api/v1/x', () => HttpResponse.error()),
        http.get('https://mistyped.test/api/v1/instance', () => {
          probed += 1;
          return HttpResponse.error();
        }),
      );
      const guess = createApiClient({ baseUrl: 'https://mistyped.test', reachability: false });
      expect((await rejection(guess.get('/api/v1/x'))).kind).toBe('network');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(probed).toBe(0);
      expect(serverReached()).toBe(true);
    });
  });
});
