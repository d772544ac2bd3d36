import { accountHidden, deletedPosts, deletesPosts, statusRenumbered } from '../../domain/events';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TIMELINE_CAP, TIMELINE_PENDING_KEEP_OLDER, TIMELINE_TRIM_TO } from '../../constants';
import { dbHydrated } from '../../db/actions';
import type { TimelineItem } from '../../db/types';
import type { FilterAction } from '../filters/public';
import {
  streamingConnected,
  streamingDisconnected,
  streamingEventsReceived,
  type StreamEvent,
} from '../../domain/streamingEvents';
import { firstPageRange, mergePage, prependRecent, withoutLooseGaps } from './merge';
import { compareId } from '../../utils/ids';
import { isKind, isStreamed } from '../../domain/timelineKey';

/** Timeline state. `items` holds status ids and null gap markers. */
export interface TimelineState {
  unread: number;
  online: boolean;
  top: boolean;
  isLoading: boolean;
  hasMore: boolean;
  isPartial: boolean;
  pendingItems: string[];
  items: TimelineItem[];
  /** A first page arrived from the server (items may also come from IndexedDB before that). */
  loaded: boolean;
  /** The pending posts came as a full page: showing them puts a gap before the older items. */
  pendingGap: boolean;
  /**
   * Posts streamed while the first page is on its way, in the order they came: the server may have
   * answered before they were posted, so the page would not hold them. Put in when the page arrives.
   */
  streamedBeforeLoad?: { statusId: string; filter?: FilterAction }[];
  /**
   * A first page reconciled while the column was scrolled down left the items older than this id
   * (its oldest) unchecked: they go when the column returns to its top.
   */
  checkedTo?: string;
}

export type TimelinesState = Record<string, TimelineState>;

export const initialTimeline: TimelineState = {
  unread: 0,
  online: false,
  top: true,
  isLoading: false,
  hasMore: true,
  isPartial: false,
  pendingItems: [],
  items: [],
  loaded: false,
  pendingGap: false,
};

/**
 * - no maxId/sinceId: first load, or the newest page when items exist;
 * - maxId: older posts (the last item), or a gap's content (the item before the gap);
 * - sinceId: posts newer than the top item.
 */
export interface ExpandRequest {
  timelineId: string;
  maxId?: string;
  sinceId?: string;
  /** A poll asking again after its last try failed and said so: a failure says nothing more. */
  quiet?: boolean;
  /** A refresh nobody asked for (the stream's first connection): the timeline does not say it is loading. */
  background?: boolean;
  /** Asks for the current first page and reconciles what the timeline holds with it (a reconnect). */
  reconcile?: boolean;
}

/** 'reconcile': the current first page over what the timeline holds (kept, or shown before a reconnect). */
export type ExpandKind = 'initial' | 'older' | 'gap' | 'recent' | 'reconcile';

export interface ExpandSuccess {
  timelineId: string;
  kind: ExpandKind;
  statusIds: string[];
  /** The Link header's next page; none means the end of the timeline. */
  next: string | null;
  /** The server answered 206: the home feed is still being built. */
  isPartial: boolean;
  /** For 'recent': a full page came back, so more posts may sit between it and the old top. */
  moreBetween?: boolean;
  /** The outcome of a background refresh: it leaves `isLoading` to the loads someone asked for. */
  background?: boolean;
  /** For 'reconcile': the ids the timeline held (items and pending) when the page was asked for. */
  checked?: string[];
}

/** A column showing the timeline appeared or went away (streams and polling are counted by these). */
export const timelineMounted = createAction<{ timelineId: string }>('timelines/mounted');
export const timelineUnmounted = createAction<{ timelineId: string }>('timelines/unmounted');

const ensure = (state: TimelinesState, id: string) =>
  (state[id] ??= { ...initialTimeline, items: [], pendingItems: [] });

function insertUpdate(timeline: TimelineState, statusId: string, filter: FilterAction | undefined) {
  if (timeline.items.includes(statusId) || timeline.pendingItems.includes(statusId)) return;
  // A post a filter hides in this context never enters the timeline.
  if (filter === 'hide') return;
  if (!timeline.top && !filter) timeline.unread += 1;
  if (!timeline.top || timeline.pendingItems.length > 0) {
    timeline.pendingItems.unshift(statusId);
    return;
  }
  if (timeline.items.length > TIMELINE_CAP) timeline.items = timeline.items.slice(0, TIMELINE_TRIM_TO);
  timeline.items.unshift(statusId);
}

function removeStatuses(state: TimelinesState, ids: Set<string>) {
  for (const timeline of Object.values(state)) {
    timeline.items = timeline.items.filter((id) => id === null || !ids.has(id));
    timeline.pendingItems = timeline.pendingItems.filter((id) => !ids.has(id));
    if (timeline.streamedBeforeLoad)
      timeline.streamedBeforeLoad = timeline.streamedBeforeLoad.filter(({ statusId }) => !ids.has(statusId));
  }
}

function applyStreamEvent(state: TimelinesState, event: StreamEvent) {
  if (event.type !== 'update') return;
  for (const timelineId of event.timelineIds) {
    const timeline = state[timelineId];
    const filter = event.filterActions?.[timelineId];
    if (timeline?.loaded) insertUpdate(timeline, event.statusId, filter);
    // Its first page is on its way: one post now would make it look loaded, so it waits for the page.
    else if (timeline?.isLoading)
      (timeline.streamedBeforeLoad ??= []).push({ statusId: event.statusId, filter });
  }
}

/**
 * After a page: the posts streamed while the first one was on its way go above it when they are newer
 * than its newest post (the server answered before they were posted). Older ones lie within what the
 * server answered, which is the authority on them.
 */
function insertStreamedBeforeLoad(timeline: TimelineState, page: readonly string[]) {
  const held = timeline.streamedBeforeLoad;
  if (!held) return;
  delete timeline.streamedBeforeLoad;
  const newer = page.length === 0 ? held : held.filter(({ statusId }) => compareId(statusId, page[0]) > 0);
  newer.sort((a, b) => compareId(a.statusId, b.statusId));
  for (const { statusId, filter } of newer) insertUpdate(timeline, statusId, filter);
}

/**
 * The current first page over what the timeline held when it was asked for (`checked`: kept from the
 * last session, or shown before a reconnect). What the server no longer lists within the page's range
 * goes; the posts it returns are already imported afresh (edits, counts, filter results, polls). At the
 * top the page is the timeline, with only what came after it was asked for above it: posts held beyond
 * it are dropped (one kept page is at most one such page, and nothing unchecked is shown), and its next
 * link is "Load more". Scrolled down, nothing under the reader moves but what went: the page's new
 * posts wait above ("N new posts", with a gap when it did not reach the held posts), and the posts
 * beyond it stay until the column returns to its top (`checkedTo`).
 */
function reconcileFirstPage(
  timeline: TimelineState,
  page: readonly string[],
  next: string | null,
  checked: readonly string[],
) {
  const range = firstPageRange(page, next, checked);
  if (timeline.top && timeline.pendingItems.length === 0) {
    timeline.items = [...timeline.items.filter(range.since), ...page];
    timeline.hasMore = next !== null;
    delete timeline.checkedTo;
    return;
  }
  timeline.items = withoutLooseGaps(timeline.items.filter((id) => !range.gone(id)));
  timeline.pendingItems = timeline.pendingItems.filter((id) => !range.gone(id));
  const fresh = page.filter((id) => !timeline.pendingItems.includes(id) && !timeline.items.includes(id));
  timeline.pendingItems = [...fresh, ...timeline.pendingItems];
  if (!range.reachesHeld && fresh.length > 0) timeline.pendingGap = true;
  if (!timeline.top) timeline.unread += fresh.length;
  if (range.oldest !== undefined && timeline.items.some(range.beyond)) timeline.checkedTo = range.oldest;
}

/** Back at its top, a timeline drops the posts a first page left unchecked below it; they load again. */
function dropUnchecked(timeline: TimelineState) {
  const to = timeline.checkedTo;
  if (to === undefined) return;
  delete timeline.checkedTo;
  const cut = timeline.items.findIndex((id) => id !== null && compareId(id, to) < 0);
  if (cut < 0) return;
  timeline.items = withoutLooseGaps(timeline.items.slice(0, cut));
  timeline.hasMore = true;
}

const initialState: TimelinesState = {};

const timelinesSlice = createSlice({
  name: 'timelines',
  initialState,
  reducers: {
    expandRequested: (state, action: PayloadAction<ExpandRequest>) => {
      const timeline = ensure(state, action.payload.timelineId);
      if (!action.payload.background) timeline.isLoading = true;
    },
    expandSucceeded: (state, action: PayloadAction<ExpandSuccess>) => {
      const {
        timelineId,
        kind,
        statusIds,
        next,
        isPartial,
        moreBetween = false,
        background,
        checked = [],
      } = action.payload;
      const timeline = ensure(state, timelineId);
      if (!background) timeline.isLoading = false;
      timeline.isPartial = isPartial;
      timeline.loaded = true;
      if (kind === 'reconcile' && !isPartial) {
        reconcileFirstPage(timeline, statusIds, next, checked);
        insertStreamedBeforeLoad(timeline, statusIds);
        return;
      }
      // A feed still being built (206) proves nothing by what it lacks: its page only joins the rest.
      if (kind === 'initial' || kind === 'older' || kind === 'reconcile') timeline.hasMore = next !== null;
      if (kind === 'recent') {
        if (timeline.top && timeline.pendingItems.length === 0) {
          timeline.items = prependRecent(timeline.items, statusIds, moreBetween);
        } else {
          const fresh = statusIds.filter(
            (id) => !timeline.pendingItems.includes(id) && !timeline.items.includes(id),
          );
          timeline.pendingItems = [...fresh, ...timeline.pendingItems];
          if (moreBetween && fresh.length > 0) timeline.pendingGap = true;
          if (!timeline.top) timeline.unread += fresh.length;
        }
        insertStreamedBeforeLoad(timeline, statusIds);
        return;
      }
      timeline.items = mergePage(timeline.items, statusIds);
      insertStreamedBeforeLoad(timeline, statusIds);
    },
    expandFailed: (state, action: PayloadAction<{ timelineId: string; background?: boolean }>) => {
      if (!action.payload.background) ensure(state, action.payload.timelineId).isLoading = false;
    },
    /** The user scrolled to (or away from) the top; at the top nothing is unread. */
    topChanged: (state, action: PayloadAction<{ timelineId: string; top: boolean }>) => {
      const timeline = ensure(state, action.payload.timelineId);
      timeline.top = action.payload.top;
      if (action.payload.top) {
        timeline.unread = 0;
        dropUnchecked(timeline);
      }
    },
    /** Shows the posts that arrived while the user was reading, keeping at most 40 older items. */
    pendingLoaded: (state, action: PayloadAction<{ timelineId: string }>) => {
      const timeline = state[action.payload.timelineId];
      if (!timeline || timeline.pendingItems.length === 0) return;
      const older = timeline.items.slice(0, TIMELINE_PENDING_KEEP_OLDER);
      const gap = timeline.pendingGap && older.length > 0 && older[0] !== null ? [null] : [];
      timeline.items = [...timeline.pendingItems, ...gap, ...older];
      timeline.pendingItems = [];
      timeline.pendingGap = false;
      timeline.unread = 0;
      dropUnchecked(timeline);
    },
    /** The user's own new post goes to the front of their home, once. */
    statusPosted: (state, action: PayloadAction<{ timelineId: string; statusId: string }>) => {
      const timeline = state[action.payload.timelineId];
      if (!timeline) return;
      const { statusId } = action.payload;
      if (timeline.items.includes(statusId) || timeline.pendingItems.includes(statusId)) return;
      timeline.items.unshift(statusId);
    },
    cleared: (state, action: PayloadAction<{ timelineId: string }>) => {
      delete state[action.payload.timelineId];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(streamingEventsReceived, (state, action) => {
        for (const event of action.payload.events) applyStreamEvent(state, event);
      })
      .addCase(statusRenumbered, (state, { payload: { from, to } }) => {
        for (const timeline of Object.values(state)) {
          const index = timeline.items.indexOf(from);
          // Listed already (a poll brought it meanwhile), the new post stays where it is, once.
          if (index >= 0) timeline.items.splice(index, 1, ...(timeline.items.includes(to) ? [] : [to]));
        }
      })
      // Blocked or muted: the account's posts leave every timeline at once, its own profile's too.
      .addCase(accountHidden, (state, { payload }) => {
        removeStatuses(state, new Set(payload.statusIds));
        // Replies to the account go from home and lists only, as Mastodon's feeds drop them.
        for (const id in state)
          if (isKind(id, 'home') || isKind(id, 'list'))
            removeStatuses({ [id]: state[id] }, new Set(payload.replyIds));
      })
      .addCase(streamingDisconnected, (state) => {
        // Whatever is posted while offline is missing until the gap is filled.
        for (const [timelineId, timeline] of Object.entries(state)) {
          if (!isStreamed(timelineId)) continue;
          timeline.online = false;
          if (timeline.items.length > 0 && timeline.items[0] !== null) timeline.items.unshift(null);
        }
      })
      .addCase(streamingConnected, (state) => {
        for (const [timelineId, timeline] of Object.entries(state)) {
          if (isStreamed(timelineId)) timeline.online = true;
        }
      })
      .addCase(dbHydrated, (state, { payload }) => {
        for (const [timelineId, items] of Object.entries(payload.timelines)) {
          const timeline = ensure(state, timelineId);
          if (timeline.items.length === 0) timeline.items = items;
        }
      })
      // After the streamed posts of the same batch: a post made and deleted in one burst stays gone.
      .addMatcher(deletesPosts, (state, action) => removeStatuses(state, new Set(deletedPosts(action))));
  },
});

export const {
  expandRequested,
  expandSucceeded,
  expandFailed,
  topChanged,
  pendingLoaded,
  statusPosted,
  cleared: timelineCleared,
} = timelinesSlice.actions;
export const timelinesReducer = timelinesSlice.reducer;
