import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { ApiError } from '../../../../src/api/errors';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { modalOpened } from '../../../../src/features/modals/slice';
import { statusesSaga } from '../../../../src/features/statuses/sagas';
import { menuActionRequested } from '../../../../src/features/statuses/slice';
import {
  answer,
  fakeApi,
  makeAccount,
  makePoll,
  makeStatus,
  makeTestStore,
  settle,
  signedInAuth,
} from '../../fixtures';

/** The menu's code is a dynamic import: a few turns of the event loop. */

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(statusesSaga);
  made.runSaga(lazyFeaturesSaga);
  made.store.dispatch(
    entitiesImported({ statuses: [makeStatus('1', { account: makeAccount('1'), visibility: 'public' })] }),
  );
  return { ...made, api };
}

describe("the post menu's own-post actions", () => {
  it('pin and unpin post to their endpoints and import the pinned flag', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValueOnce(answer(makeStatus('1', { account: makeAccount('1'), pinned: true })));
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'pin' }));
    await settle(6);
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses/1/pin');
    expect(store.getState().statuses.entities['1']?.pinned).toBe(true);
    api.post.mockResolvedValueOnce(answer(makeStatus('1', { account: makeAccount('1'), pinned: false })));
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'unpin' }));
    await settle(6);
    expect(api.post).toHaveBeenLastCalledWith('/api/v1/statuses/1/unpin');
    expect(store.getState().statuses.entities['1']?.pinned).toBe(false);
  });

  it('muting the conversation sets muted; unmuting clears it', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValueOnce(answer(makeStatus('1', { account: makeAccount('1'), muted: true })));
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'mute' }));
    await settle(6);
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses/1/mute');
    expect(store.getState().statuses.entities['1']?.muted).toBe(true);
    api.post.mockResolvedValueOnce(answer(makeStatus('1', { account: makeAccount('1'), muted: false })));
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'unmute' }));
    await settle(6);
    expect(api.post).toHaveBeenLastCalledWith('/api/v1/statuses/1/unmute');
    expect(store.getState().statuses.entities['1']?.muted).toBe(false);
  });

  it('quote policy: saving while pending, the returned post imported, the dialog closed', async () => {
    const { store, api } = setup();
    store.dispatch(modalOpened({ modalType: 'QUOTE_POLICY', modalProps: { statusId: '1' } }));
    let resolve: (value: unknown) => void = () => undefined;
    api.put.mockReturnValue(new Promise((r) => (resolve = r)) as never);
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'quotePolicy', policy: 'followers' }));
    await settle(6);
    expect(api.put).toHaveBeenCalledWith('/api/v1/statuses/1/interaction_policy', {
      json: { quote_approval_policy: 'followers' },
    });
    expect(store.getState().statuses.entities['1']?.isSavingQuotePolicy).toBe(true);
    resolve(
      answer(
        makeStatus('1', {
          account: makeAccount('1'),
          quote_approval: { automatic: ['followers'], manual: [], current_user: 'automatic' },
        }),
      ),
    );
    await settle(6);
    expect(store.getState().statuses.entities['1']?.isSavingQuotePolicy).toBeUndefined();
    expect(store.getState().statuses.entities['1']?.quote_approval?.automatic).toEqual(['followers']);
    expect(store.getState().modals.stack).toEqual([]);
  });

  it('a failed quote policy save stops saving and keeps the dialog', async () => {
    const { store, api } = setup();
    store.dispatch(modalOpened({ modalType: 'QUOTE_POLICY', modalProps: { statusId: '1' } }));
    api.put.mockRejectedValue(new ApiError({ kind: 'http', status: 422, statusText: 'x', error: 'No' }));
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'quotePolicy', policy: 'nobody' }));
    await settle(6);
    expect(store.getState().statuses.entities['1']?.isSavingQuotePolicy).toBeUndefined();
    expect(store.getState().modals.stack).toHaveLength(1);
  });

  it('translate stores the translation; the languages load once, and a 404 means none', async () => {
    const { store, api } = setup();
    const translation = {
      content: '<p>Hallo</p>',
      detected_source_language: 'en',
      language: 'de',
      provider: 'Demo',
      spoiler_text: '',
      media_attachments: [],
    };
    api.post.mockResolvedValueOnce(answer(translation));
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'translate' }));
    await settle(6);
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses/1/translate');
    expect(store.getState().statuses.entities['1']?.translation).toEqual(translation);

    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'translationLanguages' }));
    await settle(6);
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'translationLanguages' }));
    await settle(6);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(store.getState().instance.translationLanguages).toEqual({});
    expect(store.getState().alerts).toEqual([]);
  });

  it('delete and redraft: DELETE keeps the media, the post leaves, the compose box gets it all back', async () => {
    const { store, api } = setup();
    const post = makeStatus('3', {
      account: makeAccount('1'),
      content: '<p>rendered</p>',
      spoiler_text: 'cw',
      visibility: 'unlisted',
      language: 'fr',
      media_attachments: [{ id: 'm1', type: 'image' } as never],
      poll: { ...makePoll('p1'), multiple: true, expires_at: new Date(Date.now() + 3000_000).toISOString() },
      quote: { state: 'accepted', quoted_status: makeStatus('2') },
    });
    store.dispatch(entitiesImported({ statuses: [post] }));
    api.get.mockResolvedValueOnce(answer({ id: '3', text: 'from source', spoiler_text: 'cw' }));
    api.delete.mockResolvedValueOnce(answer({ ...post, text: 'as typed #tag' }));
    store.dispatch(menuActionRequested({ statusId: '3', kind: 'redraft' }));
    await settle(6);
    expect(api.delete).toHaveBeenCalledWith('/api/v1/statuses/3', { query: { delete_media: false } });
    expect(store.getState().statuses.entities['3']).toBeUndefined();
    expect(store.getState().compose).toMatchObject({
      text: 'as typed #tag',
      spoiler: true,
      spoiler_text: 'cw',
      privacy: 'unlisted',
      language: 'fr',
      media: [expect.objectContaining({ id: 'm1' })],
      poll: { options: ['a', 'b'], expires_in: 3600, multiple: true },
      quoted_status_id: '2',
      edited_status_id: null,
    });
  });

  it('redraft falls back to the source text when the DELETE answer has none', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValueOnce(answer({ id: '1', text: 'from source', spoiler_text: '' }));
    api.delete.mockResolvedValueOnce(answer(makeStatus('1', { account: makeAccount('1') })));
    store.dispatch(menuActionRequested({ statusId: '1', kind: 'redraft' }));
    await settle(6);
    expect(store.getState().compose.text).toBe('from source');
  });
});
