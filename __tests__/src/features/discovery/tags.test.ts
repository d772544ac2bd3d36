import type { Tag } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import { tagsIntents } from '../../../../src/features/tags/intents';
import {
  followedTagsReceived,
  selectFollowedTags,
  selectTag,
  selectTagBusy,
  tagReceived,
  tagsReducer,
} from '../../../../src/features/tags/slice';
import { tagUsage } from '../../../../src/features/tags/usage';
import { selectCapability } from '../../../../src/features/capabilities/public';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { fakeApi, makeTestStore, savedAccount, signedInAuth } from '../../fixtures';

const tag = (name: string, overrides: Partial<Tag> = {}): Tag => ({
  id: name,
  name,
  url: `https://example.social/tags/${name}`,
  history: [],
  following: false,
  ...overrides,
});

const ok = <T>(data: T, next?: string) => ({
  data,
  status: 200,
  links: next ? { next } : {},
  headers: new Headers(),
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('condition never held');
};

function setup(signedIn = true) {
  const api = fakeApi();
  const made = makeTestStore(
    { api, account: signedIn ? savedAccount : null },
    signedIn ? { auth: signedInAuth() } : {},
  );
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api, state: () => made.store.getState() };
}

describe('hashtags: the slice', () => {
  const reduce = (...actions: Parameters<typeof tagsReducer>[1][]) =>
    actions.reduce((state, action) => tagsReducer(state, action), tagsReducer(undefined, { type: 'init' }));

  it('keys tags without regard to case', () => {
    const state = { tags: reduce(tagReceived(tag('Coffee'))) };
    expect(selectTag(state, 'coffee')?.name).toBe('Coffee');
  });

  it('a tag followed elsewhere marks the followed list stale; one unfollowed leaves it at once', () => {
    let state = reduce(
      followedTagsReceived({ tags: [tag('tea', { following: true })], next: null, more: false }),
    );
    expect(state.followed).toMatchObject({ names: ['tea'], stale: false });
    state = tagsReducer(state, tagReceived(tag('coffee', { following: true })));
    expect(state.followed.stale).toBe(true);
    state = tagsReducer(state, tagReceived(tag('tea', { following: false })));
    expect(state.followed.names).toEqual([]);
  });

  it('a next page of followed tags is added after the first without repeating one', () => {
    const state = reduce(
      followedTagsReceived({ tags: [tag('a'), tag('b')], next: '/next', more: false }),
      followedTagsReceived({ tags: [tag('b'), tag('c')], next: null, more: true }),
    );
    expect(state.followed).toMatchObject({ names: ['a', 'b', 'c'], next: null, loaded: true });
  });

  it('ignores tags without a name from the server', () => {
    const state = reduce(
      followedTagsReceived({ tags: [{ id: 'x' }, null, tag('ok')], next: null, more: false }),
    );
    expect(state.followed.names).toEqual(['ok']);
  });
});

describe('hashtags: usage', () => {
  it('adds the posts and people of the days in its history; today is the first day', () => {
    expect(
      tagUsage({
        history: [
          { day: '3', uses: '4', accounts: '2' },
          { day: '2', uses: '6', accounts: '3' },
          { day: '1', uses: 'x', accounts: '-1' },
        ],
      }),
    ).toEqual({ uses: 10, accounts: 5, today: 4 });
  });
});

describe('hashtags: the workers', () => {
  it('following a tag sends it and takes the server answer; the button is busy meanwhile', async () => {
    const { store, api, state } = setup();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    api.post.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve as (value: ReturnType<typeof ok>) => void)),
    );
    store.dispatch(tagsIntents.followRequested({ name: 'coffee', follow: true }));
    expect(selectTagBusy(state(), 'coffee')).toBe(true);
    await waitFor(() => api.post.mock.calls.length === 1);
    expect(api.post).toHaveBeenCalledWith('/api/v1/tags/coffee/follow');
    answer(ok(tag('coffee', { following: true })));
    await waitFor(() => selectTag(state(), 'coffee')?.following === true);
    expect(selectTagBusy(state(), 'coffee')).toBe(false);
  });

  it('a refused follow frees the button and alerts', async () => {
    const { store, api, state, actions } = setup();
    api.post.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500 }));
    store.dispatch(tagsIntents.followRequested({ name: 'coffee', follow: true }));
    await waitFor(() => !selectTagBusy(state(), 'coffee'));
    await waitFor(() => actions.some((a) => a.type === 'alerts/shown'));
  });

  it('a server without the tag endpoint (404) stays silent', async () => {
    const { store, api, actions } = setup();
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404 }));
    store.dispatch(tagsIntents.fetchRequested({ name: 'coffee' }));
    await waitFor(() => api.get.mock.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actions.some((a) => a.type === 'alerts/shown')).toBe(false);
  });

  it('a visitor can read a tag but sends no follow and loads no followed list', async () => {
    const { store, api } = setup(false);
    api.get.mockResolvedValue(ok(tag('coffee')));
    store.dispatch(tagsIntents.followRequested({ name: 'coffee', follow: true }));
    store.dispatch(tagsIntents.followedRequested());
    store.dispatch(tagsIntents.fetchRequested({ name: 'coffee' }));
    await waitFor(() => api.get.mock.calls.length === 1);
    expect(api.get).toHaveBeenCalledWith('/api/v1/tags/coffee');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('a server without followed hashtags (404) is known to lack them, with no alert', async () => {
    const { store, api, actions, state } = setup();
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404 }));
    store.dispatch(tagsIntents.followedRequested());
    await waitFor(() => selectCapability(state(), 'followedTags') === 'no');
    expect(actions.some((a) => a.type === 'alerts/shown')).toBe(false);
  });

  it('loads the next page of followed tags from the Link header', async () => {
    const { store, api, state } = setup();
    api.get
      .mockResolvedValueOnce(
        ok([tag('a', { following: true })], 'https://example.social/api/v1/followed_tags?max_id=9'),
      )
      .mockResolvedValueOnce(ok([tag('b', { following: true })]));
    store.dispatch(tagsIntents.followedRequested());
    await waitFor(() => selectFollowedTags(state()).loaded);
    store.dispatch(tagsIntents.followedRequested({ more: true }));
    await waitFor(() => selectFollowedTags(state()).names.length === 2);
    expect(api.get).toHaveBeenLastCalledWith('https://example.social/api/v1/followed_tags?max_id=9');
  });
});
