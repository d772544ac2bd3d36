import type { Announcement } from '../../../../src/api/entities';
import { ApiError } from '../../../../src/api/errors';
import { streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { announcementsIntents } from '../../../../src/features/announcements/intents';
import {
  announcementDeleted,
  announcementReactionCounted,
  announcementReactionReverted,
  announcementsReceived,
  announcementsReducer,
  announcementStreamed,
  selectAnnouncements,
  type AnnouncementsState,
} from '../../../../src/features/announcements/slice';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { fakeApi, makeTestStore, savedAccount, signedInAuth } from '../../fixtures';

const announcement = (id: string, overrides: Partial<Announcement> = {}): Announcement => ({
  id,
  content: `<p>Announcement ${id}</p>`,
  all_day: false,
  published_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  read: false,
  mentions: [],
  statuses: [],
  tags: [],
  emojis: [],
  reactions: [],
  ...overrides,
});

const ok = <T>(data: T) => ({ data, status: 200, links: {}, headers: new Headers() });
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('condition never held');
};

const reduce = (
  state: AnnouncementsState | undefined,
  ...actions: Parameters<typeof announcementsReducer>[1][]
) =>
  actions.reduce(
    (next, action) => announcementsReducer(next, action),
    state ?? announcementsReducer(undefined, { type: 'init' }),
  );

const withThumbsUp = (me: boolean) =>
  reduce(
    undefined,
    announcementsReceived([announcement('1', { reactions: [{ name: '👍', count: 2, me }] })]),
  );

describe('announcements: the slice', () => {
  it('orders them by start time, else publication time, oldest first', () => {
    const state = reduce(
      undefined,
      announcementsReceived([
        announcement('late', { published_at: '2026-03-01T00:00:00.000Z' }),
        announcement('event', {
          published_at: '2026-04-01T00:00:00.000Z',
          starts_at: '2026-01-15T00:00:00.000Z',
        }),
        announcement('early', { published_at: '2026-02-01T00:00:00.000Z' }),
      ]),
    );
    expect(state.items.map((a) => a.id)).toEqual(['event', 'early', 'late']);
  });

  it('a reaction is added at once, and taken back when the server refuses', () => {
    const change = { id: '1', name: '👍', add: true };
    const added = reduce(withThumbsUp(false), announcementsIntents.reactionRequested(change));
    expect(added.items[0].reactions).toEqual([{ name: '👍', count: 3, me: true }]);
    const reverted = reduce(added, announcementReactionReverted(change));
    expect(reverted.items[0].reactions).toEqual([{ name: '👍', count: 2, me: false }]);
  });

  it('a new reaction appears with a count of one and goes again when taken back', () => {
    const change = { id: '1', name: '🎉', add: true };
    const added = reduce(withThumbsUp(false), announcementsIntents.reactionRequested(change));
    expect(added.items[0].reactions.map((r) => [r.name, r.count, r.me])).toEqual([
      ['👍', 2, false],
      ['🎉', 1, true],
    ]);
    const removed = reduce(added, announcementsIntents.reactionRequested({ ...change, add: false }));
    expect(removed.items[0].reactions.map((r) => r.name)).toEqual(['👍']);
  });

  it('reacting twice the same way counts once', () => {
    const state = reduce(
      withThumbsUp(true),
      announcementsIntents.reactionRequested({ id: '1', name: '👍', add: true }),
    );
    expect(state.items[0].reactions[0].count).toBe(2);
  });

  it("the stream's count replaces the count and keeps whether it is the user's", () => {
    const state = reduce(
      withThumbsUp(true),
      announcementReactionCounted({ announcement_id: '1', name: '👍', count: 7 }),
    );
    expect(state.items[0].reactions).toEqual([{ name: '👍', count: 7, me: true }]);
  });

  it('a streamed announcement is added or replaces its older self; a deleted one goes', () => {
    let state = reduce(withThumbsUp(false), announcementStreamed(announcement('2')));
    expect(state.items.map((a) => a.id)).toEqual(['1', '2']);
    state = reduce(state, announcementStreamed(announcement('2', { content: '<p>edited</p>' })));
    expect(state.items.map((a) => a.content)).toEqual(['<p>Announcement 1</p>', '<p>edited</p>']);
    state = reduce(state, announcementDeleted('1'), announcementStreamed({ id: 3 }));
    expect(state.items.map((a) => a.id)).toEqual(['2']);
  });
});

describe('announcements: the workers', () => {
  function setup() {
    const api = fakeApi();
    const made = makeTestStore({ api, account: savedAccount }, { auth: signedInAuth() });
    made.runSaga(lazyFeaturesSaga);
    return { ...made, api, slice: () => selectAnnouncements(made.store.getState()) };
  }

  it('a refused reaction is reverted and alerts', async () => {
    const { store, api, slice, actions } = setup();
    api.get.mockResolvedValue(ok([announcement('1', { reactions: [{ name: '👍', count: 2, me: false }] })]));
    api.put.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500 }));
    store.dispatch(announcementsIntents.fetchRequested());
    await waitFor(() => slice().loaded);
    store.dispatch(announcementsIntents.reactionRequested({ id: '1', name: '👍', add: true }));
    expect(slice().items[0].reactions[0]).toMatchObject({ count: 3, me: true });
    await waitFor(() => slice().items[0].reactions[0].count === 2);
    expect(api.put).toHaveBeenCalledWith('/api/v1/announcements/1/reactions/%F0%9F%91%8D');
    await waitFor(() => actions.some((a) => a.type === 'alerts/shown'));
  });

  it('a failed load stays silent', async () => {
    const { store, api, actions } = setup();
    api.get.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500 }));
    store.dispatch(announcementsIntents.fetchRequested());
    await waitFor(() => api.get.mock.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actions.some((a) => a.type === 'alerts/shown')).toBe(false);
  });

  it('streamed announcements and reactions reach the list once it has loaded', async () => {
    const { store, api, slice } = setup();
    api.get.mockResolvedValue(ok([announcement('1')]));
    store.dispatch(announcementsIntents.fetchRequested());
    await waitFor(() => slice().loaded);
    store.dispatch(
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [
          { type: 'other', event: 'announcement', stream: ['user'], payload: announcement('2') },
          {
            type: 'other',
            event: 'announcement.reaction',
            stream: ['user'],
            payload: { announcement_id: '1', name: '🎉', count: 1 },
          },
          { type: 'other', event: 'announcement.delete', stream: ['user'], payload: '2' },
        ],
      }),
    );
    await waitFor(() => slice().items[0].reactions.length === 1);
    expect(slice().items.map((a) => a.id)).toEqual(['1']);
  });
});
