import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { statusForm } from '../../../../src/api/endpoints/statusForm';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { composeSaga } from '../../../../src/features/compose/sagas';
import { makeInitialCompose, submitRequested } from '../../../../src/features/compose/slice';
import {
  answer,
  fakeApi,
  inEnglish,
  loadedTimeline,
  makeAccount,
  makePoll,
  makeStatus,
  makeTestStore,
  settle,
  signedInAuth,
} from '../../fixtures';
import type { RootState } from '../../../../src/store/types';

const poll = { options: ['yes', 'no', ''], expires_in: 86400, multiple: false };

function setup(state: Partial<RootState> = {}, compose: Partial<RootState['compose']> = {}) {
  const api = fakeApi();
  const made = makeTestStore(
    { api, db: createMemoryAccountDb('checks') },
    {
      auth: signedInAuth('1'),
      compose: { ...makeInitialCompose(), text: 'Which one?', poll, ...compose },
      ...state,
    },
  );
  made.runSaga(composeSaga);
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api };
}

const mine = (id: string, extra = {}) =>
  makeStatus(id, { account: makeAccount('1', { acct: 'me' }), ...extra });

describe('a poll the server did not keep', () => {
  it('a server that ignores the poll of a JSON body gets it form-encoded: the post without it is deleted and sent again, and says "Post published."', async () => {
    const { store, api } = setup({}, { idempotencyKey: 'k1' });
    api.post
      .mockResolvedValueOnce(answer(mine('10', { poll: null })))
      .mockResolvedValueOnce(answer(mine('11', { poll: makePoll('p11') })));
    api.delete.mockResolvedValue(answer(mine('10')));
    store.dispatch(submitRequested());
    await settle(12);
    const [first, second] = api.post.mock.calls;
    expect(first[1]).toMatchObject({ json: { poll: { options: ['yes', 'no'] } }, idempotencyKey: 'k1' });
    expect(api.delete).toHaveBeenCalledWith('/api/v1/statuses/10', expect.anything());
    const form = second[1]?.form as URLSearchParams;
    expect(form.getAll('poll[options][]')).toEqual(['yes', 'no']);
    expect(form.get('poll[expires_in]')).toBe('86400');
    expect(form.get('status')).toBe('Which one?');
    expect(second[1]?.idempotencyKey).not.toBe('k1');
    expect(store.getState().timelines.home?.items ?? []).not.toContain('10');
    expect(store.getState().capabilities.jsonPolls).toBe('no');
    expect(inEnglish(store.getState().alerts[0])?.message).toBe('Post published.');
  });

  it('once learned, a poll goes form-encoded at once', async () => {
    const { store, api } = setup({ capabilities: { jsonPolls: 'no' } });
    api.post.mockResolvedValueOnce(answer(mine('11', { poll: makePoll('p11') })));
    store.dispatch(submitRequested());
    await settle(12);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect((api.post.mock.calls[0][1]?.form as URLSearchParams).getAll('poll[options][]')).toEqual([
      'yes',
      'no',
    ]);
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('a server that keeps no poll either way: the post is there without it, and the words say so', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(answer(mine('10', { poll: null })));
    api.delete.mockResolvedValue(answer(mine('10')));
    store.dispatch(submitRequested());
    await settle(12);
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(inEnglish(store.getState().alerts[0])?.message).toBe(
      'Post published without its poll: this server did not take the poll.',
    );
  });

  it('a post without a poll is sent as JSON once, whatever the server is known to do with polls', async () => {
    const { store, api } = setup({ capabilities: { jsonPolls: 'no' } }, { poll: null });
    api.post.mockResolvedValueOnce(answer(mine('12')));
    store.dispatch(submitRequested());
    await settle(12);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0][1]?.json).toMatchObject({ status: 'Which one?' });
  });

  it('form-encoding follows the nesting servers read: lists with [], objects by key, nothing for null', () => {
    const form = statusForm({
      status: 'x',
      media_ids: ['m1', 'm2'],
      in_reply_to_id: null,
      sensitive: false,
      poll: { options: ['a', 'b'], expires_in: 300, multiple: true },
    });
    expect([...form.entries()]).toEqual([
      ['status', 'x'],
      ['media_ids[]', 'm1'],
      ['media_ids[]', 'm2'],
      ['sensitive', 'false'],
      ['poll[options][]', 'a'],
      ['poll[options][]', 'b'],
      ['poll[expires_in]', '300'],
      ['poll[multiple]', 'true'],
    ]);
  });
});

describe('an edit the server numbers anew', () => {
  it('takes the old post’s place in every timeline that lists it', async () => {
    const old = mine('20', { quote_approval: { automatic: [], manual: [], current_user: 'automatic' } });
    const { store, api } = setup(
      {
        timelines: {
          home: loadedTimeline({ items: ['30', '20', null, '5'] }),
          'account:1': loadedTimeline({ items: ['20'] }),
          public: loadedTimeline({ items: ['7'] }),
        },
      },
      { poll: null, text: 'edited', edited_status_id: '20' },
    );
    store.dispatch(entitiesImported({ statuses: [old] }));
    const publicBefore = store.getState().timelines.public;
    api.put.mockResolvedValue(answer(mine('21', { content: '<p>edited</p>' })));
    store.dispatch(submitRequested());
    await settle(12);
    expect(api.put).toHaveBeenCalledWith('/api/v1/statuses/20', expect.anything());
    expect(store.getState().timelines.home.items).toEqual(['30', '21', null, '5']);
    expect(store.getState().timelines['account:1'].items).toEqual(['21']);
    expect(store.getState().timelines.public).toBe(publicBefore);
  });

  it('a timeline already listing the new post keeps it once', async () => {
    const { store, api } = setup(
      { timelines: { home: loadedTimeline({ items: ['21', '20'] }) } },
      { poll: null, text: 'edited', edited_status_id: '20' },
    );
    api.put.mockResolvedValue(answer(mine('21')));
    store.dispatch(submitRequested());
    await settle(12);
    expect(store.getState().timelines.home.items).toEqual(['21']);
  });

  it('an edit keeping its id changes no timeline', async () => {
    const { store, api } = setup(
      { timelines: { home: loadedTimeline({ items: ['20'] }) } },
      { poll: null, text: 'edited', edited_status_id: '20' },
    );
    const before = store.getState().timelines;
    api.put.mockResolvedValue(answer(mine('20')));
    store.dispatch(submitRequested());
    await settle(12);
    expect(store.getState().timelines).toBe(before);
    expect(api.post).not.toHaveBeenCalled();
  });
});
