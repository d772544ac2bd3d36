import { http, HttpResponse } from 'msw';
import { mswServerForSuite } from '../../msw';
import { createApiClient } from '../../../../src/api/client';
import { streamingConnected } from '../../../../src/domain/streamingEvents';
import { fetcherFor, timelinesSaga } from '../../../../src/features/timelines/sagas';
import { expandRequested, initialTimeline } from '../../../../src/features/timelines/slice';
import type { RootState } from '../../../../src/store/types';
import {
  BASE_URL,
  fakeApi,
  flush,
  inEnglish,
  makeStatus,
  makeTestStore,
  signedInAuth,
  settleUntil,
} from '../../fixtures';

const server = mswServerForSuite({ clearStorage: false });

const api = createApiClient({ baseUrl: BASE_URL, getToken: () => 'token' });

/** A signed-in store whose Home column is shown, its stream not connected yet. */
const beforeFirstConnection = (timelines: RootState['timelines']) =>
  makeTestStore(
    { api },
    {
      auth: signedInAuth(),
      timelines,
      streaming: { mounted: { home: 1 }, connected: false, everConnected: false },
    },
  );

describe('timelines saga', () => {
  it('first load fetches home, imports the posts and keeps the next link state', async () => {
    const queries: string[] = [];
    // A full page of 20: the next page the Link header names is kept.
    const ids = Array.from({ length: 20 }, (_, i) => String(20 - i));
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(
          ids.map((id) => makeStatus(id)),
          {
            headers: { Link: `<${BASE_URL}/api/v1/timelines/home?max_id=1>; rel="next"` },
          },
        );
      }),
    );
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await settleUntil(() => !!store.getState().timelines.home?.loaded);
    expect(store.getState().timelines.home).toMatchObject({
      items: ids,
      hasMore: true,
      isLoading: false,
    });
    expect(store.getState().statuses.ids).toEqual(ids);
    expect(queries[0]).toBe('?limit=20');
  });

  it('a page shorter than asked for keeps the next page its Link header names: servers return short pages with more behind them', async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, () =>
        HttpResponse.json([makeStatus('2'), makeStatus('1')], {
          headers: { Link: `<${BASE_URL}/api/v1/timelines/home?max_id=1>; rel="next"` },
        }),
      ),
    );
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await settleUntil(() => !!store.getState().timelines.home?.loaded);
    expect(store.getState().timelines.home).toMatchObject({ items: ['2', '1'], hasMore: true });
  });

  it('load more asks with max_id of the oldest item; refresh asks with since_id of the newest', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params.toString());
        return HttpResponse.json(params.get('max_id') ? [makeStatus('4')] : [makeStatus('9')]);
      }),
    );
    const { store, runSaga } = makeTestStore(
      { api },
      { auth: signedInAuth(), timelines: { home: { ...initialTimeline, loaded: true, items: ['8', '5'] } } },
    );
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'home', maxId: '5' }));
    await settleUntil(() => store.getState().timelines.home.items.includes('4'));
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await settleUntil(() => store.getState().timelines.home.items.includes('9'));
    expect(queries).toEqual(['max_id=5&limit=20', 'since_id=8&limit=20']);
    expect(store.getState().timelines.home.items).toEqual(['9', '8', '5', '4']);
    expect(store.getState().timelines.home.hasMore).toBe(false);
  });

  it('a signed-out visitor reads the public timeline', async () => {
    server.use(http.get(`${BASE_URL}/api/v1/timelines/public`, () => HttpResponse.json([makeStatus('3')])));
    const { store, runSaga } = makeTestStore({ api: createApiClient({ baseUrl: BASE_URL }) });
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'public' }));
    await settleUntil(() => !!store.getState().timelines.public?.loaded);
    expect(store.getState().timelines.public.items).toEqual(['3']);
  });

  it('a failed load clears isLoading and shows the catalogue alert in its own words, not the status or the server text', async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await settleUntil(() => store.getState().alerts.length > 0);
    expect(store.getState().timelines.home.isLoading).toBe(false);
    expect(inEnglish(store.getState().alerts[0])).toEqual(
      expect.objectContaining({ title: 'The server had a problem', message: 'Try again in a moment.' }),
    );
  });

  it('asked again after a failed load has cleared isLoading but before it let go (a column mounted again while its failure is reported), the timeline loads again and never says it is loading forever', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json([makeStatus('12')]);
      }),
    );
    const { store, runSaga } = makeTestStore({ api }, { auth: signedInAuth() });
    runSaga(timelinesSaga);
    let askedAgain = false;
    const unsubscribe = store.subscribe(() => {
      const home = store.getState().timelines.home;
      // As the column does on mount: a timeline neither loaded nor loading is asked for.
      if (!askedAgain && home && !home.loaded && !home.isLoading) {
        askedAgain = true;
        store.dispatch(expandRequested({ timelineId: 'home' }));
      }
    });
    store.dispatch(expandRequested({ timelineId: 'home' }));
    await settleUntil(() => !!store.getState().timelines.home?.loaded);
    unsubscribe();
    expect(calls).toBe(2);
    expect(store.getState().timelines.home).toMatchObject({ isLoading: false, items: ['12'] });
  });

  it('a poll failing again (a quiet load) says nothing more: its failure shows no alert', async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const { store, runSaga, actions } = makeTestStore({ api }, { auth: signedInAuth() });
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'home', quiet: true }));
    await settleUntil(() => actions.some((a) => a.type === 'timelines/expandFailed'));
    await flush();
    expect(store.getState().timelines.home.isLoading).toBe(false);
    expect(store.getState().alerts).toEqual([]);
  });

  it('after a reconnect each loaded timeline asks for its current first page', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('since_id') ?? '');
        return HttpResponse.json([makeStatus('12'), makeStatus('10')]);
      }),
    );
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth(),
        timelines: { home: { ...initialTimeline, loaded: true, items: [null, '10'] } },
      },
    );
    runSaga(timelinesSaga);
    store.dispatch(streamingConnected({ reconnected: false }));
    await flush();
    expect(queries).toEqual([]);
    store.dispatch(streamingConnected({ reconnected: true }));
    await settleUntil(() => store.getState().timelines.home.items[0] === '12');
    expect(queries).toEqual(['']);
    expect(store.getState().timelines.home.items).toEqual(['12', '10']);
  });

  it('the first connection asks, in the background, for a shown timeline’s current first page (what was posted between its load and its subscription): it never says it is loading', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('since_id') ?? '');
        return HttpResponse.json([makeStatus('12'), makeStatus('10')]);
      }),
    );
    const { store, runSaga } = beforeFirstConnection({
      home: { ...initialTimeline, loaded: true, top: true, items: ['10'] },
    });
    let saidLoading = false;
    store.subscribe(() => {
      if (store.getState().timelines.home.isLoading) saidLoading = true;
    });
    runSaga(timelinesSaga);
    store.dispatch(streamingConnected({ reconnected: false }));
    await settleUntil(() => store.getState().timelines.home.items[0] === '12');
    expect(queries).toEqual(['']);
    expect(store.getState().timelines.home.items).toEqual(['12', '10']);
    expect(saidLoading).toBe(false);
  });

  it('older posts asked for during that background refresh load after it, not never, and say they are loading until they come', async () => {
    const asked: string[] = [];
    let answerRecent = () => undefined as void;
    const recent = new Promise<void>((resolve) => (answerRecent = resolve));
    let answerOlder = () => undefined as void;
    const older = new Promise<void>((resolve) => (answerOlder = resolve));
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, async ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.get('max_id') ? `max ${params.get('max_id')}` : `first ${params.get('limit')}`);
        if (!params.get('max_id')) {
          await recent;
          return HttpResponse.json([]);
        }
        await older;
        return HttpResponse.json([makeStatus('9')]);
      }),
    );
    const { store, runSaga } = beforeFirstConnection({
      home: { ...initialTimeline, loaded: true, hasMore: true, items: ['10'] },
    });
    runSaga(timelinesSaga);
    store.dispatch(streamingConnected({ reconnected: false }));
    await settleUntil(() => asked.length === 1);
    store.dispatch(expandRequested({ timelineId: 'home', maxId: '10' }));
    await flush();
    answerRecent();
    // The refresh's answer leaves the asked-for load saying it is loading until its own answer.
    await settleUntil(() => asked.length === 2);
    expect(store.getState().timelines.home.isLoading).toBe(true);
    answerOlder();
    await settleUntil(() => store.getState().timelines.home.items.includes('9'));
    expect(asked).toEqual(['first 40', 'max 10']);
    expect(store.getState().timelines.home.isLoading).toBe(false);
  });

  it('a shown timeline that could not load (read from IndexedDB offline) loads once the connection is up', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${BASE_URL}/api/v1/timelines/home`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('since_id') ?? '');
        return HttpResponse.json([makeStatus('12'), makeStatus('10')]);
      }),
      http.get(`${BASE_URL}/api/v1/timelines/public`, () => HttpResponse.json([makeStatus('13')])),
    );
    // Home is shown (saved posts, its fetch failed); the local timeline is saved but not shown.
    const { store, runSaga } = beforeFirstConnection({
      home: { ...initialTimeline, loaded: false, items: ['10'] },
      'public:local': { ...initialTimeline, loaded: false, items: ['9'] },
    });
    runSaga(timelinesSaga);
    store.dispatch(streamingConnected({ reconnected: false }));
    await settleUntil(() => store.getState().timelines.home.items[0] === '12');
    expect(queries).toEqual(['']);
    expect(store.getState().timelines.home).toMatchObject({ loaded: true, items: ['12', '10'] });
    expect(store.getState().timelines['public:local'].items).toEqual(['9']);
  });

  it('maps timeline ids to endpoints', () => {
    expect(fetcherFor('home')).not.toBeNull();
    expect(fetcherFor('public:local')).not.toBeNull();
    expect(fetcherFor('hashtag:cats')).not.toBeNull();
    expect(fetcherFor('list:4')).not.toBeNull();
    expect(fetcherFor('account:1')).not.toBeNull();
    expect(fetcherFor('nonsense')).toBeNull();
    expect(fetcherFor('public:weird')).toBeNull();
  });

  it('the link timeline asks v1/timelines/link with the url', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({ data: [], status: 200, links: {}, headers: new Headers() });
    const url = 'https://news.example/a?b=1';
    await fetcherFor(`link:${url}`)!(api, { max_id: '5' });
    expect(api.get).toHaveBeenCalledWith(
      '/api/v1/timelines/link',
      expect.objectContaining({ query: { max_id: '5', url } }),
    );
    expect(fetcherFor('link:javascript:alert(1)')).toBeNull();
  });

  it("a profile's tabs: Posts leaves replies out, Posts and replies has all, Media asks only_media 40 a page", async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({ data: [], status: 200, links: {}, headers: new Headers() });
    await fetcherFor('account:7:posts')!(api, { max_id: '5' });
    await fetcherFor('account:7')!(api, {});
    await fetcherFor('account:7:media')!(api, {});
    expect(api.get.mock.calls.map(([path, options]) => [path, options?.query])).toEqual([
      ['/api/v1/accounts/7/statuses', { max_id: '5', exclude_replies: true }],
      ['/api/v1/accounts/7/statuses', {}],
      ['/api/v1/accounts/7/statuses', { only_media: true, limit: 40 }],
    ]);
  });
});
