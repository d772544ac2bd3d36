import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Conversation } from '../../api/entities';
import { accountHidden, deletedPosts, deletesPosts } from '../../domain/events';
import { injectLazySlice } from '../../store/feature';
import { conversationsIntents } from './intents';

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

declare module '../../store/rootReducer' {
  interface LazyState {
    conversations: ConversationsState;
  }
}

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

const withoutPosts = (state: ConversationsState, gone: Set<string>) => {
  state.items = state.items.filter((item) => item.lastStatusId === null || !gone.has(item.lastStatusId));
};

const slice = createSlice({
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
    deleted(state, { payload }: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((c) => c.id !== payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      // Opening a conversation reads it: shown read at once, the server told in the background.
      .addCase(conversationsIntents.readRequested, (state, { payload }) => {
        const item = state.items.find((c) => c.id === payload.id);
        if (item) item.unread = false;
      })
      // Blocked or muted: every conversation with the account goes, as Mastodon's list drops them.
      .addCase(accountHidden, (state, { payload }) => {
        state.items = state.items.filter((c) => !c.accountIds.includes(payload.accountId));
        withoutPosts(state, new Set(payload.statusIds));
      })
      .addMatcher(deletesPosts, (state, action) => withoutPosts(state, new Set(deletedPosts(action))));
  },
  selectors: {
    selectConversations: (state): ConversationsState => state,
  },
});

const conversationsSlice = injectLazySlice(slice);

export const {
  fetchStarted: conversationsFetchStarted,
  fetched: conversationsFetched,
  fetchFailed: conversationsFetchFailed,
  streamed: conversationStreamed,
  deleted: conversationDeleted,
} = conversationsSlice.actions;
export const conversationsReducer = conversationsSlice.reducer;

export const { selectConversations } = conversationsSlice.selectors;
