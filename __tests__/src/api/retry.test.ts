import { createApiClient } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import {
  backoffMs,
  nextRetryDelay,
  retryAtOf,
  safeToRepeat,
  serverWaitMs,
  waitAskedBy,
} from '../../../src/api/retry';
import {
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  RETRY_IN_PLACE_MAX_WAIT_MS,
  RETRY_MAX_ATTEMPTS,
} from '../../../src/constants';

const BASE = 'http://retry.test';

type Answer = (() => Response) | 'drop';

/** A fetch answering from a script, one entry a call (the last repeated), recording each call. */
function scriptedFetch(script: Answer[]) {
  const calls: { method: string; url: string; at: number }[] = [];
  const fetch = jest.fn((input: string | URL, init?: RequestInit) => {
    // The client's look at the instance page after no answer: the server is within reach.
    if (String(input).endsWith('/api/v1/instance')) return Promise.resolve(json(200)());
    calls.push({ method: init?.method ?? 'GET', url: String(input), at: Date.now() });
    const answer = script[Math.min(calls.length - 1, script.length - 1)];
    if (answer === 'drop') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(answer());
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(status < 400 ? { ok: true } : { error: 'nope' }), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

async function settle<T>(promise: Promise<T>, ms = 60_000): Promise<T | ApiError> {
  const outcome = promise.then(
    (value) => value,
    (error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    },
  );
  await jest.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('the retry policy (api/retry.ts)', () => {
  it('repeats only what is safe to repeat: GET and HEAD, and requests with an Idempotency-Key', () => {
    expect(safeToRepeat('GET', new Headers())).toBe(true);
    expect(safeToRepeat('HEAD', new Headers())).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(safeToRepeat(method, new Headers())).toBe(false);
      expect(safeToRepeat(method, new Headers({ 'Idempotency-Key': 'k' }))).toBe(true);
    }
  });

  it('reads Retry-After in seconds and as an HTTP date, and X-RateLimit-Reset on a 429', () => {
    const now = Date.parse('2030-01-01T10:00:00Z');
    expect(retryAtOf(new Headers({ 'Retry-After': '2' }), 503, now)).toBe(now + 2000);
    expect(retryAtOf(new Headers({ 'Retry-After': 'Tue, 01 Jan 2030 10:00:05 GMT' }), 429, now)).toBe(
      now + 5000,
    );
    expect(retryAtOf(new Headers({ 'X-RateLimit-Reset': '2030-01-01T10:00:07.000Z' }), 429, now)).toBe(
      now + 7000,
    );
    // Mastodon sends the reset on every answer: only a refusal for the rate says to wait for it.
    expect(retryAtOf(new Headers({ 'X-RateLimit-Reset': '2030-01-01T10:00:07.000Z' }), 200, now)).toBe(
      undefined,
    );
    expect(retryAtOf(new Headers({ 'Retry-After': 'soon' }), 503, now)).toBeUndefined();
    expect(retryAtOf(new Headers(), 503, now)).toBeUndefined();
  });

  it('waits a full-jitter exponential back-off: between 0 and base·2^n, capped', () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);
      expect(backoffMs(attempt, () => 0)).toBe(0);
      expect(backoffMs(attempt, () => 0.999999)).toBeLessThan(ceiling);
      expect(backoffMs(attempt, () => 0.999999)).toBeGreaterThanOrEqual(ceiling - 1);
      expect(backoffMs(attempt, () => 0.5)).toBe(Math.floor(ceiling / 2));
    }
    expect(backoffMs(20, () => 0.999999)).toBeLessThan(RETRY_CAP_MS);
  });

  it('stops after the last try, never waits less than the server asked, and leaves a long wait to the caller', () => {
    const now = 1_000_000;
    expect(nextRetryDelay(RETRY_MAX_ATTEMPTS, undefined, now, () => 0)).toBeNull();
    expect(nextRetryDelay(RETRY_MAX_ATTEMPTS - 1, undefined, now, () => 0)).toBe(0);
    expect(nextRetryDelay(0, now + 2000, now, () => 0)).toBe(2000);
    // The jitter may be longer than what the server asked for; never shorter.
    expect(nextRetryDelay(2, now + 10, now, () => 0.999)).toBeGreaterThan(10);
    expect(nextRetryDelay(0, now + RETRY_IN_PLACE_MAX_WAIT_MS + 1000, now, () => 0)).toBeNull();
    expect(nextRetryDelay(0, now - 5000, now, () => 0)).toBe(0);
  });

  it('tells a caller how long an error asked it to wait', () => {
    expect(waitAskedBy(new ApiError({ kind: 'http', status: 429, retryAt: 5000 }), 1000)).toBe(4000);
    expect(waitAskedBy(new ApiError({ kind: 'http', status: 503 }), 1000)).toBe(0);
    expect(waitAskedBy(new Error('x'), 1000)).toBe(0);
  });
});

describe('the client retrying (api/client.ts)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const client = (fetch: typeof globalThis.fetch) => createApiClient({ baseUrl: BASE, fetch });

  it.each([502, 503, 504, 429])(
    'a GET answered %i is asked again and its answer returned',
    async (status) => {
      const { fetch, calls } = scriptedFetch([json(status), json(200)]);
      const result = await settle(client(fetch).get('/api/v1/timelines/home'));
      expect(result).not.toBeInstanceOf(ApiError);
      expect(calls).toHaveLength(2);
    },
  );

  it('a GET that got no answer (a dropped connection) is asked again', async () => {
    const { fetch, calls } = scriptedFetch(['drop', 'drop', json(200)]);
    const result = await settle(client(fetch).get('/api/v1/timelines/home'));
    expect(result).not.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(3);
  });

  it('a GET that got no answer while the server is out of reach (its instance page does not answer) is not asked again', async () => {
    const calls: string[] = [];
    const fetch = jest.fn((input: string | URL) => {
      calls.push(String(input));
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as unknown as typeof globalThis.fetch;
    const result = await settle(client(fetch).get('/api/v1/timelines/home'));
    expect((result as ApiError).kind).toBe('network');
    expect(calls.filter((url) => url.endsWith('/timelines/home'))).toHaveLength(1);
  });

  it('tries at most RETRY_MAX_ATTEMPTS more times, then fails with the last error', async () => {
    const { fetch, calls } = scriptedFetch([json(503)]);
    const result = await settle(client(fetch).get('/api/v1/timelines/home'));
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).status).toBe(503);
    expect(calls).toHaveLength(1 + RETRY_MAX_ATTEMPTS);
  });

  it('never sends a POST, PUT or DELETE again without an Idempotency-Key', async () => {
    for (const method of ['post', 'put', 'delete'] as const) {
      const { fetch, calls } = scriptedFetch([json(503), json(200)]);
      const result = await settle(client(fetch)[method]('/api/v1/statuses/1'));
      expect((result as ApiError).status).toBe(503);
      expect(calls).toHaveLength(1);
      const dropped = scriptedFetch(['drop', json(200)]);
      expect(((await settle(client(dropped.fetch)[method]('/api/v1/x'))) as ApiError).kind).toBe('network');
      expect(dropped.calls).toHaveLength(1);
    }
  });

  it('sends a POST with an Idempotency-Key again, with the same key', async () => {
    const keys: (string | null)[] = [];
    const { fetch } = scriptedFetch([json(502), json(200)]);
    const recording = ((input: string | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      return fetch(input, init);
    }) as typeof globalThis.fetch;
    const result = await settle(
      client(recording).post('/api/v1/statuses', { json: { status: 'hi' }, idempotencyKey: 'key-1' }),
    );
    expect(result).not.toBeInstanceOf(ApiError);
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('does not ask again for a refusal (4xx other than 429) or a 500', async () => {
    for (const status of [400, 401, 404, 422, 500]) {
      const { fetch, calls } = scriptedFetch([json(status), json(200)]);
      expect(((await settle(client(fetch).get('/api/v1/x'))) as ApiError).status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it('waits at least Retry-After (seconds) before asking again', async () => {
    const { fetch, calls } = scriptedFetch([json(429, { 'Retry-After': '3' }), json(200)]);
    const pending = client(fetch).get('/api/v1/x');
    await jest.advanceTimersByTimeAsync(2_900);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
    await expect(pending).resolves.toMatchObject({ status: 200 });
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(3000);
  });

  it('waits until a Retry-After date, and until X-RateLimit-Reset', async () => {
    const inFour = new Date(Date.now() + 4000).toUTCString();
    const dated = scriptedFetch([json(503, { 'Retry-After': inFour }), json(200)]);
    expect(await settle(client(dated.fetch).get('/api/v1/x'), 10_000)).not.toBeInstanceOf(ApiError);
    expect(dated.calls[1].at - dated.calls[0].at).toBeGreaterThanOrEqual(3000);

    const reset = new Date(Date.now() + 6000).toISOString();
    const mastodon = scriptedFetch([json(429, { 'X-RateLimit-Reset': reset }), json(200)]);
    expect(await settle(client(mastodon.fetch).get('/api/v1/x'), 10_000)).not.toBeInstanceOf(ApiError);
    expect(mastodon.calls[1].at - mastodon.calls[0].at).toBeGreaterThanOrEqual(5000);
  });

  it('a server asking for a longer wait than a request is held fails at once, saying when to try again', async () => {
    const { fetch, calls } = scriptedFetch([json(429, { 'Retry-After': '120' }), json(200)]);
    const started = Date.now();
    const result = (await settle(client(fetch).get('/api/v1/x'), 1000)) as ApiError;
    expect(result).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(result.retryAt).toBe(started + 120_000);
    // Remembered for the schedules that see no error (a socket's handshake).
    expect(serverWaitMs(new URL(BASE).origin, started)).toBe(120_000);
  });

  it("the caller's abort ends a wait at once", async () => {
    const { fetch, calls } = scriptedFetch([json(503, { 'Retry-After': '20' }), json(200)]);
    const controller = new AbortController();
    const pending = client(fetch).get('/api/v1/x', { signal: controller.signal });
    const outcome = pending.catch((error: unknown) => error as ApiError);
    await jest.advanceTimersByTimeAsync(100);
    controller.abort();
    await jest.advanceTimersByTimeAsync(0);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('abort');
    await jest.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
  });

  it('a favourite answered 429 with Retry-After is sent again after that wait, and succeeds', async () => {
    const { favouriteStatus } = await import('../../../src/api/endpoints/statuses');
    const status = { id: '7', favourited: true };
    const { fetch, calls } = scriptedFetch([
      json(429, { 'Retry-After': '2' }),
      () => new Response(JSON.stringify(status), { status: 200 }),
    ]);
    const result = await settle(favouriteStatus(client(fetch), '7'), 5_000);
    expect(result).toEqual(status);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(calls[1].url).toBe(`${BASE}/api/v1/statuses/7/favourite`);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(2000);
  });
});
