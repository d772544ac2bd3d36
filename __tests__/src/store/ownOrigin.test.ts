import standaloneServices, {
  isSameOriginInstance,
  noInstanceApi,
  OWN_ORIGIN_KEY,
  ownOriginIsInstance,
} from '../../../src/store/ownOrigin';
import { ownOriginIsInstanceHere } from '../../../src/store/ownOriginFlag';
import { ApiError } from '../../../src/api/errors';

const ORIGIN = 'https://static.example';

function answer(body: string, contentType: string, status = 200): typeof fetch {
  return jest.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

afterEach(() => localStorage.clear());

describe('does the page origin host an instance (config.json beside index.html)', () => {
  it('is an instance when config.json says "same-origin", asked at the origin without a cached copy', async () => {
    const fetchImpl = answer('{"instance":"same-origin"}', 'application/json');
    expect(await ownOriginIsInstance(ORIGIN, localStorage, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      `${ORIGIN}/config.json`,
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('is a bare static host when config.json is missing', async () => {
    expect(await ownOriginIsInstance(ORIGIN, localStorage, answer('Not Found', 'text/plain', 404))).toBe(
      false,
    );
  });

  it("is a bare static host when the host's single-page fallback answers with index.html", async () => {
    const html = answer('<!DOCTYPE html><div id="root"></div>', 'text/html; charset=utf-8');
    expect(await ownOriginIsInstance(ORIGIN, localStorage, html)).toBe(false);
  });

  it('is a bare static host when config.json names no instance here', async () => {
    expect(await ownOriginIsInstance(ORIGIN, localStorage, answer('{}', 'application/json'))).toBe(false);
    expect(isSameOriginInstance({ instance: 'https://elsewhere.example' })).toBe(false);
    expect(isSameOriginInstance(null)).toBe(false);
  });

  it('offline, keeps the answer the origin gave last time', async () => {
    const offline: typeof fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await ownOriginIsInstance(ORIGIN, localStorage, answer('gone', 'text/plain', 404))).toBe(false);
    expect(localStorage.getItem(OWN_ORIGIN_KEY)).toBe('false');
    expect(await ownOriginIsInstance(ORIGIN, localStorage, offline)).toBe(false);
    localStorage.clear();
    expect(await ownOriginIsInstance(ORIGIN, localStorage, offline)).toBe(true);
  });
});

describe('a visitor on a bare static host', () => {
  it('gets an API client and a socket that never reach the origin, and the app learns there is no instance here', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const services = await standaloneServices(ORIGIN, localStorage, answer('', 'text/html', 404));
    expect(ownOriginIsInstanceHere()).toBe(false);
    expect(services).toBeDefined();
    const refused = services!.api.get('/api/v2/instance');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    // An abort: the alerts show nothing for it.
    await expect(refused).rejects.toMatchObject({ isAbort: true });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();

    const socket = new services!.WebSocket(`${ORIGIN.replace('https', 'wss')}/api/v1/streaming`);
    const closed = await new Promise<number>((resolve) => {
      socket.onclose = (event) => resolve(event.code);
    });
    expect(closed).toBe(1006);
    expect(socket.readyState).not.toBe(services!.WebSocket.OPEN);
  });

  it('an origin with an instance keeps the ordinary services', async () => {
    expect(
      await standaloneServices(
        ORIGIN,
        localStorage,
        answer('{"instance":"same-origin"}', 'application/json'),
      ),
    ).toBe(undefined);
    expect(ownOriginIsInstanceHere()).toBe(true);
  });

  it('every method of the refusing client refuses', async () => {
    const api = noInstanceApi(ORIGIN);
    for (const call of [api.post, api.put, api.patch, api.delete, api.request.bind(null, 'GET')])
      await expect(call('/api/v1/statuses')).rejects.toMatchObject({ kind: 'abort' });
  });
});
