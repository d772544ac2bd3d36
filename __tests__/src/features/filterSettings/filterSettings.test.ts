import type { Filter } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import { moderationIntents } from '../../../../src/domain/moderation';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { keywordRegExp } from '../../../../src/features/statuses/filterMatching';
import { selectFilterEditor } from '../../../../src/features/filterSettings/slice';
import { selectFilterState, selectVisibleTimelineItems } from '../../../../src/features/filters/selectors';
import { filtersFetched } from '../../../../src/features/filters/slice';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { expandSucceeded } from '../../../../src/features/timelines/slice';
import {
  answer,
  fakeApi,
  makeAccount,
  makeStatus,
  makeTestStore,
  settle,
  signedInAuth,
} from '../../fixtures';

const ALL = ['home', 'notifications', 'public', 'thread', 'account'];
const makeFilter = (overrides: Partial<Filter> = {}): Filter =>
  ({
    id: 'f1',
    title: 'Spoilers',
    context: ALL,
    filter_action: 'hide',
    expires_at: null,
    keywords: [],
    statuses: [],
    ...overrides,
  }) as Filter;

function setup(filters: Filter[] = []) {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  const other = makeAccount('7');
  made.store.dispatch(
    entitiesImported({
      statuses: [
        makeStatus('20', { account: other, content: '<p>The finale was great</p>' }),
        makeStatus('21', {
          account: makeAccount('8'),
          reblog: makeStatus('20', { account: other, content: '<p>The finale was great</p>' }),
        }),
        makeStatus('22', { account: other, content: '<p>Nothing to see</p>' }),
      ],
    }),
  );
  for (const timelineId of ['home', 'public', 'account:7'])
    made.store.dispatch(
      expandSucceeded({
        timelineId,
        kind: 'initial',
        statusIds: ['22', '21', '20'],
        next: null,
        isPartial: false,
      }),
    );
  made.store.dispatch(filtersFetched(filters));
  return { ...made, api };
}

const visible = (store: ReturnType<typeof setup>['store'], id: string) =>
  selectVisibleTimelineItems(store.getState(), id);

describe('filters management', () => {
  it('a new keyword filter hides the posts it matches in every open timeline at once, boosts included', async () => {
    const { store, api } = setup();
    const saved = makeFilter({ id: 'f9', keywords: [{ id: 'k1', keyword: 'finale', whole_word: true }] });
    api.post.mockResolvedValue(answer(saved));
    const params = {
      title: 'Spoilers',
      context: ALL,
      filter_action: 'hide',
      expires_in: '' as const,
      keywords_attributes: [{ keyword: 'finale', whole_word: true }],
    };
    store.dispatch(moderationIntents.requested({ kind: 'filterSave', params }));
    await settle();
    expect(api.post).toHaveBeenCalledWith('/api/v2/filters', { json: params });
    expect(store.getState().filters.items.f9).toEqual(saved);
    for (const id of ['home', 'public', 'account:7']) expect(visible(store, id)).toEqual(['22']);
    expect(selectFilterEditor(store.getState())).toMatchObject({
      pending: false,
      savedId: 'f9',
      error: null,
    });
  });

  it('changing a filter puts it; its action then applies to the posts it matches, here a warning instead of hiding', async () => {
    const keyworded = makeFilter({ keywords: [{ id: 'k1', keyword: 'finale', whole_word: true }] });
    const { store, api } = setup([keyworded]);
    api.put.mockResolvedValue(answer({ ...keyworded, filter_action: 'warn' }));
    store.dispatch(
      moderationIntents.requested({
        kind: 'filterSave',
        id: 'f1',
        params: { title: 'Spoilers', context: ALL, filter_action: 'warn', keywords_attributes: [] },
      }),
    );
    await settle();
    expect(api.put).toHaveBeenCalledWith('/api/v2/filters/f1', {
      json: { title: 'Spoilers', context: ALL, filter_action: 'warn', keywords_attributes: [] },
    });
    expect(visible(store, 'home')).toEqual(['22', '21', '20']);
    expect(selectFilterState(store.getState(), '20', 'home')).toEqual(
      expect.objectContaining({ action: 'warn', titles: ['Spoilers'] }),
    );
  });

  it('a keyword removed from a filter lets its posts back at once', async () => {
    const keyworded = makeFilter({ keywords: [{ id: 'k1', keyword: 'finale', whole_word: true }] });
    const { store, api } = setup();
    api.post.mockResolvedValue(answer(keyworded));
    store.dispatch(
      moderationIntents.requested({
        kind: 'filterSave',
        params: { title: 'Spoilers', context: ALL, filter_action: 'hide', keywords_attributes: [] },
      }),
    );
    await settle();
    expect(visible(store, 'home')).toEqual(['22']);
    api.put.mockResolvedValue(answer({ ...keyworded, keywords: [] }));
    store.dispatch(
      moderationIntents.requested({
        kind: 'filterSave',
        id: 'f1',
        params: {
          title: 'Spoilers',
          context: ALL,
          filter_action: 'hide',
          keywords_attributes: [{ id: 'k1', _destroy: true }],
        },
      }),
    );
    await settle();
    expect(visible(store, 'home')).toEqual(['22', '21', '20']);
  });

  it('a filter that applies to home only leaves the public timeline alone', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(
      answer(
        makeFilter({ context: ['home'], keywords: [{ id: 'k1', keyword: 'finale', whole_word: true }] }),
      ),
    );
    store.dispatch(
      moderationIntents.requested({
        kind: 'filterSave',
        params: { title: 'x', context: ['home'], filter_action: 'hide', keywords_attributes: [] },
      }),
    );
    await settle();
    expect(visible(store, 'home')).toEqual(['22']);
    expect(visible(store, 'public')).toEqual(['22', '21', '20']);
  });

  it("the server's validation error shows in the form and nothing changes", async () => {
    const { store, api } = setup();
    api.post.mockRejectedValue(
      new ApiError({ kind: 'http', status: 422, error: "Validation failed: Title can't be blank" }),
    );
    store.dispatch(
      moderationIntents.requested({
        kind: 'filterSave',
        params: { title: '', context: ALL, filter_action: 'hide', keywords_attributes: [] },
      }),
    );
    await settle();
    expect(selectFilterEditor(store.getState())).toEqual({
      pending: false,
      savedId: null,
      error: "Validation failed: Title can't be blank",
    });
    expect(store.getState().filters.items).toEqual({});
  });

  it('deleting a filter deletes it on the server and its posts come back', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(answer(makeFilter({ statuses: [{ id: 's1', status_id: '22' }] })));
    store.dispatch(
      moderationIntents.requested({
        kind: 'filterSave',
        params: { title: 'x', context: ALL, filter_action: 'hide', keywords_attributes: [] },
      }),
    );
    await settle();
    expect(visible(store, 'home')).toEqual(['21', '20']);
    api.delete.mockResolvedValue(answer({}));
    store.dispatch(moderationIntents.requested({ kind: 'filterDelete', id: 'f1' }));
    await settle();
    expect(api.delete).toHaveBeenCalledWith('/api/v2/filters/f1');
    expect(store.getState().filters.items).toEqual({});
    expect(visible(store, 'home')).toEqual(['22', '21', '20']);
  });

  it('"Filter this post" into a new filter warns about the post in every context at once, without a reload', async () => {
    const { store, api } = setup();
    const created = makeFilter({ id: 'f5', title: 'Trolls', filter_action: 'warn' });
    api.post
      .mockResolvedValueOnce(answer(created))
      .mockResolvedValueOnce(answer({ id: 's1', status_id: '22' }));
    api.get.mockResolvedValue(answer([{ ...created, statuses: [{ id: 's1', status_id: '22' }] }]));
    store.dispatch(moderationIntents.requested({ kind: 'filter', statusId: '22', title: 'Trolls' }));
    await settle();
    expect(api.get).toHaveBeenCalledWith('/api/v2/filters', expect.anything());
    for (const context of ['home', 'public', 'notifications', 'thread', 'account'] as const)
      expect(selectFilterState(store.getState(), '22', context).action).toBe('warn');
    expect(selectFilterState(store.getState(), '20', 'home').action).toBeNull();
  });

  it('whole-word keywords match whole words only, in any case; others match inside words', () => {
    expect(keywordRegExp('cat', true).test('A Cat sat')).toBe(true);
    expect(keywordRegExp('cat', true).test('concatenate')).toBe(false);
    expect(keywordRegExp('cat', false).test('concatenate')).toBe(true);
    expect(keywordRegExp('café', true).test('cafés')).toBe(false);
    expect(keywordRegExp('c++', true).test('I like c++!')).toBe(true);
  });
});
