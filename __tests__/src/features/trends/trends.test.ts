import { ApiError } from '../../../../src/api/errors';
import { trendsIntents } from '../../../../src/features/trends/intents';
import { selectTrendingLinks } from '../../../../src/features/trends/slice';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { fakeApi, flush, makeTestStore } from '../../fixtures';

describe('trending links (v1/trends/links?limit=20)', () => {
  it('asks for 20 and keeps only links with an http(s) url and a title (untrusted data)', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue({
      data: [
        { url: 'https://news.example/a', title: 'A', provider_name: 'News' },
        { url: 'javascript:alert(1)', title: 'bad' },
        { title: 'no url' },
        null,
      ],
      status: 200,
      links: {},
      headers: new Headers(),
    });
    const { store, runSaga } = makeTestStore({ api });
    runSaga(lazyFeaturesSaga);
    store.dispatch(trendsIntents.linksRequested());
    for (let i = 0; i < 6; i += 1) await flush();
    expect(api.get).toHaveBeenCalledWith('/api/v1/trends/links', { query: { limit: 20 } });
    expect(selectTrendingLinks(store.getState()).links).toEqual([
      {
        url: 'https://news.example/a',
        title: 'A',
        providerName: 'News',
        card: expect.objectContaining({ url: 'https://news.example/a', title: 'A' }),
      },
    ]);
  });

  it('a failed trends fetch raises no alert and shows nothing', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 500, statusText: 'Server Error' }));
    const { store, runSaga } = makeTestStore({ api });
    runSaga(lazyFeaturesSaga);
    store.dispatch(trendsIntents.linksRequested());
    for (let i = 0; i < 6; i += 1) await flush();
    expect(store.getState().alerts).toEqual([]);
    expect(selectTrendingLinks(store.getState())).toEqual({ links: [], linksLoaded: true });
  });
});
