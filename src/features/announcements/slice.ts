import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../../api/entities';
import { injectLazySlice } from '../../store/feature';
import { announcementsIntents, type ReactionChange } from './intents';

export interface AnnouncementsState {
  /** Oldest first, by start time, else publication time, as Mastodon orders them. */
  items: Announcement[];
  loaded: boolean;
}

declare module '../../store/rootReducer' {
  interface LazyState {
    announcements: AnnouncementsState;
  }
}

const initialState: AnnouncementsState = { items: [], loaded: false };

const validAnnouncement = (value: unknown): value is Announcement =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Announcement).id === 'string' &&
  typeof (value as Announcement).content === 'string';

/** An announcement from the server with its lists made safe to read. */
const normalized = (announcement: Announcement): Announcement => ({
  ...announcement,
  emojis: Array.isArray(announcement.emojis) ? announcement.emojis : [],
  reactions: Array.isArray(announcement.reactions)
    ? announcement.reactions.filter((reaction) => typeof reaction?.name === 'string')
    : [],
});

const sortKey = (announcement: Announcement) =>
  Date.parse(announcement.starts_at ?? announcement.published_at) || 0;

const sorted = (items: Announcement[]) => [...items].sort((a, b) => sortKey(a) - sortKey(b));

/** One reaction's count changed by `delta` (and whether it is the user's): gone at 0. */
function react(announcement: Announcement, name: string, mine: boolean, delta: number) {
  const reaction = announcement.reactions.find((r) => r.name === name);
  if (reaction) {
    reaction.count = Math.max(0, reaction.count + delta);
    reaction.me = mine;
  } else if (delta > 0) announcement.reactions.push({ name, count: delta, me: mine });
  announcement.reactions = announcement.reactions.filter((r) => r.count > 0);
}

export type { ReactionChange };

const slice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    received(state, action: PayloadAction<unknown>) {
      const raw = Array.isArray(action.payload) ? action.payload : [];
      state.items = sorted(raw.filter(validAnnouncement).map(normalized));
      state.loaded = true;
    },
    reactionReverted(state, action: PayloadAction<ReactionChange>) {
      const { id, name, add } = action.payload;
      const announcement = state.items.find((a) => a.id === id);
      if (announcement) react(announcement, name, !add, add ? -1 : 1);
    },
    /** A new or edited announcement from the stream. */
    streamed(state, action: PayloadAction<unknown>) {
      if (!validAnnouncement(action.payload)) return;
      const incoming = normalized(action.payload);
      state.items = sorted([...state.items.filter((a) => a.id !== incoming.id), incoming]);
    },
    /** The stream's count for one reaction: the user's own part stays as it was. */
    reactionCounted(
      state,
      action: PayloadAction<{ announcement_id?: unknown; name?: unknown; count?: unknown }>,
    ) {
      const { announcement_id: id, name, count } = action.payload;
      if (typeof id !== 'string' || typeof name !== 'string' || typeof count !== 'number') return;
      const announcement = state.items.find((a) => a.id === id);
      if (!announcement) return;
      const reaction = announcement.reactions.find((r) => r.name === name);
      if (reaction) reaction.count = count;
      else if (count > 0) announcement.reactions.push({ name, count, me: false });
      announcement.reactions = announcement.reactions.filter((r) => r.count > 0);
    },
    deleted(state, action: PayloadAction<unknown>) {
      state.items = state.items.filter((a) => a.id !== String(action.payload));
    },
  },
  extraReducers: (builder) => {
    builder
      // Marked read as it is shown (the request follows).
      .addCase(announcementsIntents.readRequested, (state, action) => {
        const announcement = state.items.find((a) => a.id === action.payload.id);
        if (announcement) announcement.read = true;
      })
      // The user's reaction, shown at once; `reactionReverted` undoes it when the server refuses.
      .addCase(announcementsIntents.reactionRequested, (state, action) => {
        const { id, name, add, url, staticUrl } = action.payload;
        const announcement = state.items.find((a) => a.id === id);
        if (!announcement) return;
        const had = announcement.reactions.find((r) => r.name === name);
        if (add === !!had?.me) return;
        react(announcement, name, add, add ? 1 : -1);
        const added = announcement.reactions.find((r) => r.name === name);
        if (added && url && !added.url) Object.assign(added, { url, static_url: staticUrl ?? url });
      });
  },
  selectors: {
    selectAnnouncements: (state) => state,
  },
});

const announcementsSlice = injectLazySlice(slice);

export const {
  received: announcementsReceived,
  reactionReverted: announcementReactionReverted,
  streamed: announcementStreamed,
  reactionCounted: announcementReactionCounted,
  deleted: announcementDeleted,
} = announcementsSlice.actions;

export const announcementsReducer = announcementsSlice.reducer;

export const { selectAnnouncements } = announcementsSlice.selectors;
