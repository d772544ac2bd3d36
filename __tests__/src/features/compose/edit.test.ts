import { readDraft } from '../../../../src/domain/composeDraft';
import { editRequested, mentionRequested, postLoadedIntoCompose } from '../../../../src/domain/events';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { restoredPostOf } from '../../../../src/domain/restoredPost';
import { applyDraft, draftOf, paramsFor } from '../../../../src/features/compose/draft';
import { composeSaga } from '../../../../src/features/compose/sagas';
import { makeInitialCompose, submitRequested } from '../../../../src/features/compose/slice';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import {
  answer,
  composeBoxFeatures,
  fakeApi,
  inEnglish,
  makeAccount,
  makeStatus,
  makeTestStore,
  settle,
  signedInAuth,
} from '../../fixtures';

function setup() {
  const api = fakeApi();
  const db = createMemoryAccountDb('edit');
  const made = makeTestStore({ api, db }, { auth: signedInAuth('1') });
  made.runSaga(composeSaga);
  // The compose box's own watchers, started with the box.
  made.runSaga(composeBoxFeatures);
  const own = makeStatus('4', {
    account: makeAccount('1', { acct: 'me' }),
    content: '<p>old <a href="#">#text</a></p>',
    spoiler_text: 'rendered cw',
    visibility: 'private',
    language: 'de',
    sensitive: true,
    quote_approval: { automatic: [], manual: [], current_user: 'automatic' },
  });
  made.store.dispatch(entitiesImported({ statuses: [own] }));
  return { ...made, api, own, db };
}

describe('edit a post', () => {
  it('never asks over other text being typed: that text stays a draft of its own, the edit starts a new session', async () => {
    const { store, api, db } = setup();
    store.dispatch({
      type: 'compose/changed',
      payload: { field: 'text', value: 'half a thought', idempotencyKey: 'k' },
    });
    const before = store.getState().compose.session;
    api.get.mockResolvedValue(answer({ id: '4', text: 'old #text', spoiler_text: '' }));
    store.dispatch(editRequested({ statusId: '4' }));
    await settle(6);
    expect(store.getState().modals.stack).toEqual([]);
    expect(store.getState().compose).toMatchObject({ text: 'old #text', edited_status_id: '4' });
    expect(store.getState().compose.session).not.toBe(before);
    expect((await db.getDraft(before))?.params.status).toBe('half a thought');
  });

  it('loads its source into the compose box and marks the post as edited', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValue(answer({ id: '4', text: 'old #text', spoiler_text: 'cw as typed' }));
    store.dispatch(editRequested({ statusId: '4' }));
    await settle(6);
    expect(api.get).toHaveBeenCalledWith('/api/v1/statuses/4/source');
    expect(store.getState().compose).toMatchObject({
      text: 'old #text',
      spoiler: true,
      spoiler_text: 'cw as typed',
      privacy: 'private',
      language: 'de',
      sensitive: true,
      quote_policy: 'nobody',
      edited_status_id: '4',
    });
  });

  it('when an edited post id is set, the submit is a PUT with the same body, and says "Post saved."', async () => {
    const { store, api, own } = setup();
    store.dispatch(postLoadedIntoCompose(restoredPostOf(own, { text: 'new text', spoiler_text: '' }, '4')));
    api.put.mockResolvedValue(answer({ ...own, content: '<p>new text</p>' }));
    const body = paramsFor(store.getState().compose);
    store.dispatch(submitRequested());
    await settle(6);
    expect(api.post).not.toHaveBeenCalled();
    expect(api.put).toHaveBeenCalledWith('/api/v1/statuses/4', { json: body });
    expect(body).toMatchObject({ status: 'new text', visibility: 'private', language: 'de' });
    expect(store.getState().statuses.entities['4']?.content).toBe('<p>new text</p>');
    expect(store.getState().compose.edited_status_id).toBeNull();
    expect(inEnglish(store.getState().alerts[0])).toMatchObject({
      message: 'Post saved.',
      action: { label: 'Open', path: '/@me/4' },
    });
  });

  it('the draft keeps the edited post id, media and poll across a reload', () => {
    const state = {
      ...makeInitialCompose(),
      text: 'x',
      edited_status_id: '4',
      media: [
        { id: 'm1', type: 'image' as const, url: null, preview_url: null, description: 'alt', focus: null },
      ],
      poll: { options: ['a', 'b'], expires_in: 300, multiple: false },
    };
    const restored = makeInitialCompose();
    applyDraft(restored, readDraft(JSON.parse(JSON.stringify(draftOf(state))))!);
    expect(restored).toMatchObject({ edited_status_id: '4', media: state.media, poll: state.poll });
    expect(paramsFor(restored)).toMatchObject({ media_ids: ['m1'], poll: state.poll });
  });

  it('"Mention @acct" puts the handle after what is typed', async () => {
    const { store } = setup();
    store.dispatch(mentionRequested({ acct: 'alice@far.example' }));
    await settle(6);
    expect(store.getState().compose.text).toBe('@alice@far.example ');
    store.dispatch(mentionRequested({ acct: 'bob' }));
    await settle(6);
    expect(store.getState().compose.text).toBe('@alice@far.example @bob ');
  });

  it('a private mention ("direct") sets the visibility to direct', async () => {
    const { store } = setup();
    store.dispatch(mentionRequested({ acct: 'bob', direct: true }));
    await settle(6);
    expect(store.getState().compose).toMatchObject({ text: '@bob ', privacy: 'direct' });
    store.dispatch(mentionRequested({ acct: 'carol' }));
    await settle(6);
    expect(store.getState().compose.privacy).toBe('direct');
  });
});
