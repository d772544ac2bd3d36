import { ApiError } from '../../../../src/api/errors';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { safetyListIntents } from '../../../../src/features/moderation/intents';
import { selectSafetyList } from '../../../../src/features/moderation/safetyLists';
import { relationshipsFetched, selectRelationship } from '../../../../src/features/relationships/slice';
import { answer, fakeApi, makeAccount, makeTestStore, settle, signedInAuth } from '../../fixtures';

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api };
}

describe('blocks, mutes and blocked domains pages', () => {
  it("mutes keep each mute's expiry beside the account, and page by the Link header", async () => {
    const { store, api } = setup();
    api.get.mockResolvedValueOnce(
      answer(
        [
          { ...makeAccount('7'), mute_expires_at: '2030-01-01T00:00:00.000Z' },
          { ...makeAccount('8'), mute_expires_at: null },
        ],
        'http://localhost/api/v1/mutes?max_id=5',
      ),
    );
    store.dispatch(safetyListIntents.fetchRequested({ list: 'mutes' }));
    await settle();
    expect(api.get).toHaveBeenCalledWith('/api/v1/mutes');
    const mutes = selectSafetyList(store.getState(), 'mutes');
    expect(mutes.items).toEqual(['7', '8']);
    expect(mutes.expiresAt).toEqual({ '7': '2030-01-01T00:00:00.000Z', '8': null });
    expect(store.getState().accounts.entities['7']).toBeDefined();

    api.get.mockResolvedValueOnce(answer([makeAccount('9')]));
    store.dispatch(safetyListIntents.fetchRequested({ list: 'mutes', expand: true }));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('http://localhost/api/v1/mutes?max_id=5');
    expect(selectSafetyList(store.getState(), 'mutes').items).toEqual(['7', '8', '9']);
  });

  it('unmute and unblock post to the account and take the row out once the server agreed', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValueOnce(answer([makeAccount('7'), makeAccount('8')]));
    store.dispatch(safetyListIntents.fetchRequested({ list: 'blocks' }));
    await settle();
    api.post.mockResolvedValueOnce(answer({ id: '7', blocking: false }));
    store.dispatch(safetyListIntents.undoRequested({ list: 'blocks', item: '7' }));
    await settle();
    expect(api.post).toHaveBeenCalledWith('/api/v1/accounts/7/unblock');
    expect(selectSafetyList(store.getState(), 'blocks').items).toEqual(['8']);
  });

  it('an unmute from the page changes the relationship every profile and button shows, as the server answered', async () => {
    const { store, api } = setup();
    const muted = { id: '7', muting: true, muting_notifications: true, following: true };
    store.dispatch(relationshipsFetched({ ids: ['7'], relationships: [muted as never] }));
    api.get.mockResolvedValueOnce(answer([makeAccount('7')]));
    store.dispatch(safetyListIntents.fetchRequested({ list: 'mutes' }));
    await settle();
    api.post.mockResolvedValueOnce(answer({ ...muted, muting: false, muting_notifications: false }));
    store.dispatch(safetyListIntents.undoRequested({ list: 'mutes', item: '7' }));
    await settle();
    expect(api.post).toHaveBeenCalledWith('/api/v1/accounts/7/unmute');
    expect(selectRelationship(store.getState(), '7')).toMatchObject({ muting: false, following: true });
  });

  it('blocked domains are names; unblocking one deletes it by its domain', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValueOnce(answer(['spam.example', 42, 'bad.example']));
    store.dispatch(safetyListIntents.fetchRequested({ list: 'domain_blocks' }));
    await settle();
    expect(selectSafetyList(store.getState(), 'domain_blocks').items).toEqual([
      'spam.example',
      'bad.example',
    ]);
    api.delete.mockResolvedValueOnce(answer({}));
    store.dispatch(safetyListIntents.undoRequested({ list: 'domain_blocks', item: 'spam.example' }));
    await settle();
    expect(api.delete).toHaveBeenCalledWith('/api/v1/domain_blocks', { query: { domain: 'spam.example' } });
    expect(selectSafetyList(store.getState(), 'domain_blocks').items).toEqual(['bad.example']);
  });

  it('a server without blocked domains (404) says so, without an alert', async () => {
    const { store, api } = setup();
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, error: 'Not found' }));
    store.dispatch(safetyListIntents.fetchRequested({ list: 'domain_blocks' }));
    await settle();
    expect(selectSafetyList(store.getState(), 'domain_blocks')).toMatchObject({
      unavailable: true,
      loaded: true,
    });
    expect(store.getState().alerts).toHaveLength(0);
  });
});
