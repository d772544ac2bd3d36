import type { Relationship } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { selectRelationship } from '../../../../src/features/relationships/slice';
import { answer, fakeApi, inEnglish, makeAccount, makeTestStore, signedInAuth } from '../../fixtures';
import { relationshipsIntents } from '../../../../src/features/relationships/intents';

const relationship = (id: string, overrides: Partial<Relationship> = {}): Relationship => ({
  id,
  following: false,
  followed_by: false,
  requested: false,
  requested_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  domain_blocking: false,
  endorsed: false,
  notifying: false,
  showing_reblogs: true,
  note: '',
  ...overrides,
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const relationshipCalls = (api: ReturnType<typeof fakeApi>) =>
  api.get.mock.calls.filter(([path]) => path === '/api/v1/accounts/relationships');

function setup({ signedIn = true } = {}) {
  const api = fakeApi();
  api.get.mockImplementation((_path, options) => {
    const ids = (options?.query?.id as string[]) ?? [];
    return Promise.resolve(answer(ids.map((id) => relationship(id))));
  });
  const made = makeTestStore({ api }, signedIn ? { auth: signedInAuth('1') } : {});
  made.runSaga(lazyFeaturesSaga);
  made.store.dispatch(
    entitiesImported({
      accounts: [
        makeAccount('1', { following_count: 3 }),
        makeAccount('2', { followers_count: 5 }),
        makeAccount('3', { locked: true, followers_count: 2 }),
        makeAccount('4', { followers_count: 0 }),
      ],
    }),
  );
  const rel = (id: string) => selectRelationship(made.store.getState(), id);
  const account = (id: string) => made.store.getState().accounts.entities[id];
  return { ...made, api, rel, account };
}

/** The worker loads on the first intent, then the batch waits 500 ms: room for a busy machine. */
const untilCalled = async (check: () => boolean, timeout = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('timed out');
    await wait(10);
  }
};

describe('relationships are fetched in batches', () => {
  it('25 ids asked for over less than 500 ms go out as ONE request (with_suspended, id[]); ids asked after it go out in another', async () => {
    const { store, api, rel } = setup();
    const ids = Array.from({ length: 25 }, (_, i) => String(100 + i));
    for (const [index, id] of ids.entries()) {
      store.dispatch(relationshipsIntents.relationshipsRequested({ ids: [id] }));
      if (index % 5 === 4) await wait(40);
    }
    await untilCalled(() => !!rel('124'));
    expect(relationshipCalls(api)).toHaveLength(1);
    expect(relationshipCalls(api)[0]?.[1]?.query).toEqual({ with_suspended: true, id: ids });

    store.dispatch(relationshipsIntents.relationshipsRequested({ ids: ['200', '201'] }));
    await untilCalled(() => !!rel('201'));
    expect(relationshipCalls(api)).toHaveLength(2);
    expect(relationshipCalls(api)[1]?.[1]?.query).toEqual({ with_suspended: true, id: ['200', '201'] });
  });

  it('ids already known or in flight are not asked again', async () => {
    const { store, api, rel } = setup();
    store.dispatch(relationshipsIntents.relationshipsRequested({ ids: ['10', '11'] }));
    store.dispatch(relationshipsIntents.relationshipsRequested({ ids: ['11', '10'] }));
    await untilCalled(() => !!rel('11'));
    store.dispatch(relationshipsIntents.relationshipsRequested({ ids: ['10', '11'] }));
    await wait(700);
    expect(relationshipCalls(api)).toHaveLength(1);
    expect(relationshipCalls(api)[0]?.[1]?.query).toEqual({ with_suspended: true, id: ['10', '11'] });
  });

  it('a signed-out visitor makes no relationships request', async () => {
    const { store, api } = setup({ signedIn: false });
    store.dispatch(relationshipsIntents.relationshipsRequested({ ids: ['10', '11'] }));
    await wait(800);
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('follow and unfollow', () => {
  it('follow sets following at once; success adds one to the followed account’s followers and the user’s following', async () => {
    const { store, api, rel, account } = setup();
    api.post.mockResolvedValue(answer(relationship('2', { following: true })));
    store.dispatch(relationshipsIntents.followRequested({ accountId: '2' }));
    expect(rel('2')?.following).toBe(true);
    await untilCalled(() => account('2')?.followers_count === 6);
    expect(api.post).toHaveBeenCalledWith('/api/v1/accounts/2/follow', { json: {} });
    expect(account('1')?.following_count).toBe(4);
  });

  it('following a locked account sets requested, not following; the counts stay while it is a request', async () => {
    const { store, api, rel, account, actions } = setup();
    api.post.mockResolvedValue(answer(relationship('3', { requested: true })));
    store.dispatch(relationshipsIntents.followRequested({ accountId: '3', locked: true }));
    expect(rel('3')).toMatchObject({ requested: true, following: false });
    await untilCalled(() => actions.some((a) => a.type === 'relationships/changed'));
    expect(rel('3')).toMatchObject({ requested: true, following: false });
    expect(account('3')?.followers_count).toBe(2);
    expect(account('1')?.following_count).toBe(3);
  });

  it("a refused follow is reverted and reported in the catalogue's words; the counts do not move", async () => {
    const { store, api, rel, account, actions } = setup();
    api.post.mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, statusText: 'Error', error: 'boom' }),
    );
    store.dispatch(relationshipsIntents.followRequested({ accountId: '2' }));
    expect(rel('2')?.following).toBe(true);
    await untilCalled(() => actions.some((a) => a.type === 'relationships/changeFailed'));
    expect(rel('2')).toBeUndefined();
    expect(store.getState().alerts.map(inEnglish)).toEqual([
      expect.objectContaining({ title: 'The server had a problem', message: 'Try again in a moment.' }),
    ]);
    expect(account('2')?.followers_count).toBe(5);
  });

  it('unfollow takes one from each count, never below 0', async () => {
    const { store, api, rel, account } = setup();
    store.dispatch(relationshipsIntents.relationshipsRequested({ ids: ['4'] }));
    await untilCalled(() => !!rel('4'));
    api.post.mockResolvedValueOnce(answer(relationship('4', { following: true })));
    store.dispatch(relationshipsIntents.followRequested({ accountId: '4' }));
    await untilCalled(() => account('4')?.followers_count === 1);
    // Another client unfollowed meanwhile: the count the server gave is 0 again.
    store.dispatch(entitiesImported({ accounts: [makeAccount('4', { followers_count: 0 })] }));
    api.post.mockResolvedValueOnce(answer(relationship('4', { following: false })));
    store.dispatch(relationshipsIntents.unfollowRequested({ accountId: '4' }));
    expect(rel('4')?.following).toBe(false);
    await untilCalled(() => account('1')?.following_count === 3);
    expect(api.post).toHaveBeenLastCalledWith('/api/v1/accounts/4/unfollow');
    expect(account('4')?.followers_count).toBe(0);
  });

  it('unmute shows at once and posts /unmute; a refusal puts the mute back', async () => {
    const { store, api, rel } = setup();
    api.get.mockResolvedValueOnce(answer([relationship('2', { muting: true, muting_notifications: true })]));
    store.dispatch(relationshipsIntents.relationshipsRequested({ ids: ['2'] }));
    await untilCalled(() => rel('2')?.muting === true);
    api.post.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, error: 'boom' }));
    store.dispatch(relationshipsIntents.unmuteRequested({ accountId: '2' }));
    expect(rel('2')).toMatchObject({ muting: false, muting_notifications: false });
    await untilCalled(() => rel('2')?.muting === true);
    expect(api.post).toHaveBeenLastCalledWith('/api/v1/accounts/2/unmute');
    api.post.mockResolvedValueOnce(answer(relationship('2')));
    store.dispatch(relationshipsIntents.unmuteRequested({ accountId: '2' }));
    await untilCalled(() => api.post.mock.calls.length === 2);
    await wait(20);
    expect(rel('2')?.muting).toBe(false);
  });

  it('endorse falls back to /pin when the server answers 404 to /endorse', async () => {
    const { store, api, rel } = setup();
    api.post
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }))
      .mockResolvedValueOnce(answer(relationship('2', { following: true, endorsed: true })));
    store.dispatch(relationshipsIntents.endorseRequested({ accountId: '2', endorsed: true }));
    expect(rel('2')?.endorsed).toBe(true);
    await untilCalled(() => api.post.mock.calls.length === 2);
    expect(api.post.mock.calls.map(([path]) => path)).toEqual([
      '/api/v1/accounts/2/endorse',
      '/api/v1/accounts/2/pin',
    ]);
    await untilCalled(() => rel('2')?.following === true);
    expect(rel('2')?.endorsed).toBe(true);
  });
});
