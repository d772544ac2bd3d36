import { differs } from '../../domain/importer/differs';
import { createAction, createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { Poll } from '../../api/entities';
import { carriesEntities, entitiesOf } from '../../domain/importer/matchers';

export const pollsAdapter = createEntityAdapter<Poll>();
export type PollsState = EntityState<Poll, string>;

export const pollVoteRequested = createAction<{ pollId: string; choices: number[] }>('polls/voteRequested');
export const pollVoteFailed = createAction<{ pollId: string }>('polls/voteFailed');

const pollsSlice = createSlice({
  name: 'polls',
  initialState: pollsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(carriesEntities, (state, action) => {
      const { polls } = entitiesOf(action);
      const changed = polls.filter((poll) => differs(state.entities[poll.id], poll));
      if (changed.length > 0) pollsAdapter.setMany(state, changed);
    });
  },
});

export const pollsReducer = pollsSlice.reducer;
