import { http, HttpResponse } from 'msw';
import { mswServerForSuite } from '../../msw';
import { createApiClient } from '../../../../src/api/client';
import { settingChanged } from '../../../../src/features/settings/public';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import { timelinesSaga } from '../../../../src/features/timelines/sagas';
import { expandRequested } from '../../../../src/features/timelines/slice';
import { BASE_URL, makeStatus, makeTestStore, settleUntil, signedInAuth } from '../../fixtures';

const server = mswServerForSuite({ clearStorage: false });

const api = createApiClient({ baseUrl: BASE_URL, getToken: () => 'token' });

/** Settings with "Show local-only posts" on or off. */
function settingsWith(allowLocalOnly: boolean) {
  const settings = makeInitialSettings();
  return {
    ...settings,
    synced: { ...settings.synced, public: { other: { ...settings.synced.public.other, allowLocalOnly } } },
  };
}

/** Records the query string of every public timeline request, answering one post. */
function recordPublicQueries(): string[] {
  const queries: string[] = [];
  server.use(
    http.get(`${BASE_URL}/api/v1/timelines/public`, ({ request }) => {
      queries.push(new URL(request.url).searchParams.toString());
      return HttpResponse.json([makeStatus(String(queries.length))]);
    }),
  );
  return queries;
}

async function load(timelineId: string, allowLocalOnly: boolean): Promise<void> {
  const { store, runSaga } = makeTestStore(
    { api },
    { auth: signedInAuth(), settings: settingsWith(allowLocalOnly) },
  );
  runSaga(timelinesSaga);
  store.dispatch(expandRequested({ timelineId }));
  await settleUntil(() => !!store.getState().timelines[timelineId]?.loaded);
}

describe('local-only posts in the public timelines', () => {
  it('the federated timeline asks allow_local_only=true only while "Show local-only posts" is on', async () => {
    const queries = recordPublicQueries();
    await load('public', false);
    await load('public', true);
    await load('public:media', true);
    expect(queries).toEqual([
      'limit=20',
      'limit=20&allow_local_only=true',
      'limit=20&only_media=true&allow_local_only=true',
    ]);
  });

  it('the local timeline asks local=true, and never allow_local_only', async () => {
    const queries = recordPublicQueries();
    await load('public:local', false);
    await load('public:local', true);
    await load('public:remote', true);
    expect(queries).toEqual(['limit=20&local=true', 'limit=20&local=true', 'limit=20&remote=true']);
  });

  it('turning the setting on loads a shown federated timeline again with allow_local_only=true', async () => {
    const queries = recordPublicQueries();
    const { store, runSaga } = makeTestStore(
      { api },
      {
        auth: signedInAuth(),
        settings: settingsWith(false),
        streaming: { mounted: { public: 1 }, connected: false, everConnected: false },
      },
    );
    runSaga(timelinesSaga);
    store.dispatch(expandRequested({ timelineId: 'public' }));
    await settleUntil(() => !!store.getState().timelines.public?.loaded);
    expect(store.getState().timelines.public.items).toEqual(['1']);

    store.dispatch(settingChanged({ path: ['public', 'other', 'allowLocalOnly'], value: true }));
    await settleUntil(() => queries.length === 2 && !!store.getState().timelines.public?.loaded);
    expect(queries).toEqual(['limit=20', 'limit=20&allow_local_only=true']);
    // The timeline started again: the first answer's posts are gone, not merged with the new ones.
    expect(store.getState().timelines.public.items).toEqual(['2']);
  });
});
