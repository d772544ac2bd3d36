import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RepliesPolicy } from '../../api/endpoints/lists';
import { injectLazySlice } from '../../store/feature';
import { listManagementIntents } from './intents';

/** A list with its settings, as the editor shows them. */
export interface ListRecord {
  id: string;
  title: string;
  replies_policy: RepliesPolicy;
  exclusive: boolean;
}

/** A list's members, a page at a time (`next`: the Link header's next page). */
export interface Members {
  ids: string[];
  next: string | null;
  loaded: boolean;
  isLoading: boolean;
}

export interface ListManagementState {
  details: Record<string, ListRecord>;
  members: Record<string, Members>;
  /** The followed accounts matching what was typed in the member search. */
  search: { q: string; ids: string[] };
  /** The ids of the lists holding each account, once fetched. */
  listsOf: Record<string, string[]>;
  /** The list the user created last, for the form to move on to its members. */
  lastCreatedId: string | null;
}

export const initialListManagementState: ListManagementState = {
  details: {},
  members: {},
  search: { q: '', ids: [] },
  listsOf: {},
  lastCreatedId: null,
};

const emptyMembers = (): Members => ({ ids: [], next: null, loaded: false, isLoading: false });
const POLICIES: readonly string[] = ['followed', 'list', 'none'];

/** Server data is untrusted: a list without a string id and title is left out, the rest defaulted. */
export function toListRecord(raw: unknown): ListRecord | null {
  const { id, title, replies_policy, exclusive } = (raw ?? {}) as Record<string, unknown>;
  if (typeof id !== 'string' || typeof title !== 'string') return null;
  return {
    id,
    title,
    replies_policy: POLICIES.includes(replies_policy as string) ? (replies_policy as RepliesPolicy) : 'list',
    exclusive: exclusive === true,
  };
}

type MemberChange = { listId: string; accountId: string; add: boolean };

function changeMember(state: ListManagementState, { listId, accountId, add }: MemberChange) {
  const members = state.members[listId];
  if (members) {
    members.ids = members.ids.filter((id) => id !== accountId);
    if (add) members.ids.unshift(accountId);
  }
  const lists = state.listsOf[accountId];
  if (lists) {
    state.listsOf[accountId] = lists.filter((id) => id !== listId);
    if (add) state.listsOf[accountId].push(listId);
  }
}

declare module '../../store/rootReducer' {
  interface LazyState {
    listManagement: ListManagementState;
  }
}

const slice = createSlice({
  name: 'listManagement',
  initialState: initialListManagementState,
  reducers: {
    detailsReceived: (state, { payload }: PayloadAction<ListRecord>) => {
      state.details[payload.id] = payload;
    },
    created: (state, { payload }: PayloadAction<ListRecord>) => {
      state.details[payload.id] = payload;
      state.lastCreatedId = payload.id;
    },
    removed: (state, { payload }: PayloadAction<{ id: string }>) => {
      delete state.details[payload.id];
      delete state.members[payload.id];
      for (const accountId of Object.keys(state.listsOf)) {
        state.listsOf[accountId] = state.listsOf[accountId].filter((id) => id !== payload.id);
      }
    },
    membersStarted: (state, { payload }: PayloadAction<{ id: string }>) => {
      (state.members[payload.id] ??= emptyMembers()).isLoading = true;
    },
    membersFetched: (
      state,
      { payload }: PayloadAction<{ id: string; ids: string[]; next: string | null; expand: boolean }>,
    ) => {
      const members = (state.members[payload.id] ??= emptyMembers());
      const ids = payload.expand ? [...members.ids, ...payload.ids] : payload.ids;
      members.ids = [...new Set(ids)];
      members.next = payload.next;
      members.loaded = true;
      members.isLoading = false;
    },
    membersFailed: (state, { payload }: PayloadAction<{ id: string }>) => {
      (state.members[payload.id] ??= emptyMembers()).isLoading = false;
    },
    /** A member added or removed (or a refused change undone): the members and the account's lists follow. */
    memberChanged: (state, { payload }: PayloadAction<MemberChange>) => changeMember(state, payload),
    searchFound: (state, { payload }: PayloadAction<{ q: string; ids: string[] }>) => {
      state.search = payload;
    },
    accountListsFetched: (state, { payload }: PayloadAction<{ accountId: string; listIds: string[] }>) => {
      state.listsOf[payload.accountId] = payload.listIds;
    },
  },
  // A checkbox answers the click at once; the worker undoes it if the server refuses.
  extraReducers: (builder) =>
    builder.addCase(listManagementIntents.memberChangeRequested, (state, { payload }) =>
      changeMember(state, payload),
    ),
  selectors: {
    selectListManagement: (state) => state,
  },
});

const listManagementSlice = injectLazySlice(slice);

export const {
  detailsReceived,
  created: listCreated,
  removed: listRemoved,
  membersStarted,
  membersFetched,
  membersFailed,
  memberChanged,
  searchFound,
  accountListsFetched,
} = listManagementSlice.actions;
export const listManagementReducer = listManagementSlice.reducer;
export const { selectListManagement } = listManagementSlice.selectors;
