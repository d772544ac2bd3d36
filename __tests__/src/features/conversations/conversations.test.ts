import type { Conversation } from '../../../../src/api/entities';
import { deleteSucceeded } from '../../../../src/domain/events';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { conversationsIntents } from '../../../../src/features/conversations/intents';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import {
  conversationsFetched,
  conversationsReducer,
  conversationStreamed,
  initialConversationsState,
  selectConversations,
  type ConversationRecord,
} from '../../../../src/features/conversations/slice';
import {
  answer,
  fakeApi,
  makeAccount,
  makeStatus,
  makeTestStore,
  settle,
  signedInAuth,
} from '../../fixtures';

const record = (id: string, overrides: Partial<ConversationRecord> = {}): ConversationRecord => ({
  id,
  unread: false,
  accountIds: ['9'],
  lastStatusId: `s${id}`,
  ...overrides,
});

const conversation = (id: string, statusId: string, unread = false): Conversation => ({
  id,
  unread,
  accounts: [makeAccount('9')],
  last_status: makeStatus(statusId, { account: makeAccount('9'), visibility: 'direct' }),
});

const ids = (state: { items: ConversationRecord[] }) => state.items.map((c) => c.id);
const loaded = (items: ConversationRecord[]) =>
  conversationsReducer(
    initialConversationsState,
    conversationsFetched({ conversations: items, next: 'n', expand: false }),
  );

describe('conversations reducer', () => {
  it('a first page replaces the list; the next page appends without duplicates', () => {
    const first = loaded([record('3'), record('2')]);
    const more = conversationsReducer(
      first,
      conversationsFetched({ conversations: [record('2'), record('1')], next: null, expand: true }),
    );
    expect(ids(more)).toEqual(['3', '2', '1']);
    expect(more.next).toBeNull();
    const again = conversationsReducer(
      more,
      conversationsFetched({ conversations: [record('5')], next: null, expand: false }),
    );
    expect(ids(again)).toEqual(['5']);
  });

  it('a streamed new conversation goes to the top', () => {
    const state = conversationsReducer(
      loaded([record('3'), record('2')]),
      conversationStreamed({ conversation: record('4') }),
    );
    expect(ids(state)).toEqual(['4', '3', '2']);
  });

  it('a streamed known conversation moves to the top with its new post and unread state', () => {
    const state = conversationsReducer(
      loaded([record('3'), record('2')]),
      conversationStreamed({ conversation: record('2', { unread: true, lastStatusId: 's9' }) }),
    );
    expect(state.items).toEqual([record('2', { unread: true, lastStatusId: 's9' }), record('3')]);
  });

  it('opening a conversation shows it read at once', () => {
    const state = conversationsReducer(
      loaded([record('3', { unread: true })]),
      conversationsIntents.readRequested({ id: '3' }),
    );
    expect(state.items[0]?.unread).toBe(false);
  });

  it('a conversation whose last post is deleted, here or by a streamed delete, leaves the list', () => {
    let state = conversationsReducer(
      loaded([record('3'), record('2'), record('1')]),
      deleteSucceeded({ statusId: 's3', reblogIds: [] }),
    );
    state = conversationsReducer(
      state,
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'delete', statusId: 's2', reblogIds: [] }],
      }),
    );
    expect(ids(state)).toEqual(['1']);
  });
});

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api };
}

describe('conversations sagas', () => {
  it('loads the first page, imports participants and last posts, then follows the Link header', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValueOnce(
      answer([conversation('c2', '22', true)], 'http://localhost/api/v1/conversations?max_id=c2'),
    );
    store.dispatch(conversationsIntents.fetchRequested());
    await settle();
    expect(api.get).toHaveBeenCalledWith('/api/v1/conversations');
    expect(selectConversations(store.getState()).items).toEqual([
      { id: 'c2', unread: true, accountIds: ['9'], lastStatusId: '22' },
    ]);
    expect(store.getState().statuses.entities['22']).toBeDefined();
    expect(store.getState().accounts.entities['9']).toBeDefined();

    api.get.mockResolvedValueOnce(answer([conversation('c1', '21')]));
    store.dispatch(conversationsIntents.fetchRequested({ expand: true }));
    await settle();
    expect(api.get).toHaveBeenLastCalledWith('http://localhost/api/v1/conversations?max_id=c2');
    expect(ids(selectConversations(store.getState()))).toEqual(['c2', 'c1']);
  });

  it('a conversation event on the direct stream adds or moves the conversation to the top live', async () => {
    const { store, api, typesSince } = setup();
    api.get.mockResolvedValueOnce(answer([conversation('c2', '22'), conversation('c1', '21')]));
    store.dispatch(conversationsIntents.fetchRequested());
    // The column and the page both ask; the stream is followed once.
    store.dispatch(conversationsIntents.liveRequested());
    store.dispatch(conversationsIntents.liveRequested());
    await settle();
    const streamed = (payload: unknown) =>
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'other', event: 'conversation', stream: ['direct'], payload }],
      });
    store.dispatch(streamed(conversation('c1', '25', true)));
    await settle();
    expect(selectConversations(store.getState()).items[0]).toEqual({
      id: 'c1',
      unread: true,
      accountIds: ['9'],
      lastStatusId: '25',
    });
    expect(store.getState().statuses.entities['25']).toBeDefined();
    expect(typesSince(0).filter((type) => type === 'conversations/streamed')).toHaveLength(1);
    store.dispatch(streamed(conversation('c3', '26')));
    store.dispatch(streamed({ not: 'a conversation' }));
    await settle();
    expect(ids(selectConversations(store.getState()))).toEqual(['c3', 'c1', 'c2']);
  });

  it('opening marks it read on the server; delete removes it once the server agreed', async () => {
    const { store, api } = setup();
    api.get.mockResolvedValueOnce(answer([conversation('c2', '22', true)]));
    store.dispatch(conversationsIntents.fetchRequested());
    await settle();
    api.post.mockResolvedValue(answer(conversation('c2', '22')));
    store.dispatch(conversationsIntents.readRequested({ id: 'c2' }));
    await settle();
    expect(api.post).toHaveBeenCalledWith('/api/v1/conversations/c2/read');

    api.delete.mockRejectedValueOnce(new Error('offline'));
    store.dispatch(conversationsIntents.deleteRequested({ id: 'c2' }));
    await settle();
    expect(ids(selectConversations(store.getState()))).toEqual(['c2']);
    api.delete.mockResolvedValueOnce(answer(null));
    store.dispatch(conversationsIntents.deleteRequested({ id: 'c2' }));
    await settle();
    expect(api.delete).toHaveBeenLastCalledWith('/api/v1/conversations/c2');
    expect(ids(selectConversations(store.getState()))).toEqual([]);
  });
});
