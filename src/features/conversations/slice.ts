import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Conversation } from '../../api/entities';
import { accountHidden, deletedPosts, deletesPosts } from '../../domain/events';

/** A conversation with its participants and last post kept as ids (their entities are imported). */
export interface ConversationRecord {
  id: string;
  unread: boolean;
  accountIds: string[];
  lastStatusId: string | null;
}

export interface ConversationsState {
  items: ConversationRecord[];
  /** The Link header's next page, followed as it is. */
  next: string | null;
  loaded: boolean;
  isLoading: boolean;
}

/** The slice joins the store when the conversations column or page first opens. */
export const CONVERSATIONS_KEY = 'conversations';

export const initialConversationsState: ConversationsState = {
  items: [],
  next: null,
  loaded: false,
  isLoading: false,
};

/** Server data is untrusted: a conversation without an id is dropped, missing fields are read as empty. */
export function conversationRecord(conversation: Conversation): ConversationRecord | null {
  if (!conversation || typeof conversation.id !== 'string') return null;
  const accounts = Array.isArray(conversation.accounts) ? conversation.accounts : [];
  return {
    id: conversation.id,
    unread: conversation.unread === true,
    accountIds: accounts.flatMap((account) => (typeof account?.id === 'string' ? [account.id] : [])),
    lastStatusId: typeof conversation.last_status?.id === 'string' ? conversation.last_status.id : null,
  };
}

/** The first page (or with `expand` the next one); the watcher loads the code with the first request. */
export const conversationsFetchRequested = createAction<{ expand?: boolean } | undefined>(
  'conversations/fetchRequested',
);
/** Removes a conversation on the server; the list drops it once the server agreed. */
export const conversationDeleteRequested = createAction<{ id: string }>('conversations/deleteRequested');
/** Keeps the list live from the stream while the store lives; a second request sends nothing. */
export const conversationsLiveRequested = createAction('conversations/liveRequested');

const withoutPosts = (state: ConversationsState, gone: Set<string>) => {
  state.items = state.items.filter((item) => item.lastStatusId === null || !gone.has(item.lastStatusId));
};

const conversationsSlice = createSlice({
  name: 'conversations',
  initialState: initialConversationsState,
  reducers: {
    fetchStarted(state) {
      state.isLoading = true;
    },
    fetched(
      state,
      {
        payload,
      }: PayloadAction<{ conversations: ConversationRecord[]; next: string | null; expand: boolean }>,
    ) {
      const incoming = new Set(payload.conversations.map((c) => c.id));
      state.items = payload.expand
        ? [...state.items.filter((c) => !incoming.has(c.id)), ...payload.conversations]
        : payload.conversations;
      state.next = payload.next;
      state.loaded = true;
      state.isLoading = false;
    },
    fetchFailed(state) {
      state.isLoading = false;
    },
    /** A streamed conversation: new ones arrive at the top, a known one moves there with its new post. */
    streamed(state, { payload }: PayloadAction<{ conversation: ConversationRecord }>) {
      state.items = [payload.conversation, ...state.items.filter((c) => c.id !== payload.conversation.id)];
    },
    /** Opening a conversation reads it: shown read at once, the server told in the background. */
    readRequested(state, { payload }: PayloadAction<{ id: string }>) {
      const item = state.items.find((c) => c.id === payload.id);
      if (item) item.unread = false;
    },
    deleted(state, { payload }: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((c) => c.id !== payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      // Blocked or muted: every conversation with the account goes, as Mastodon's list drops them.
      .addCase(accountHidden, (state, { payload }) => {
        state.items = state.items.filter((c) => !c.accountIds.includes(payload.accountId));
        withoutPosts(state, new Set(payload.statusIds));
      })
      .addMatcher(deletesPosts, (state, action) => withoutPosts(state, new Set(deletedPosts(action))));
  },
});

export const {
  fetchStarted: conversationsFetchStarted,
  fetched: conversationsFetched,
  fetchFailed: conversationsFetchFailed,
  streamed: conversationStreamed,
  readRequested: conversationReadRequested,
  deleted: conversationDeleted,
} = conversationsSlice.actions;
export const conversationsReducer = conversationsSlice.reducer;

export const selectConversations = (state: object): ConversationsState =>
  (state as { conversations?: ConversationsState }).conversations ?? initialConversationsState;
