import { differs } from '../../domain/importer/differs';
import {
  createAction,
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { Poll } from '../../api/entities';
import { entitiesReleased } from '../../domain/importer/actions';
import { carriesEntities, importedOf } from '../../domain/importer/matchers';

export const pollsAdapter = createEntityAdapter<Poll>();
export type PollsState = EntityState<Poll, string>;

type Vote = { pollId: string; choices: number[] };

export const pollRefreshRequested = createAction<{ pollId: string }>('polls/refreshRequested');

/** Counts the user's choices in (sign 1) or out (sign -1) of a poll, so results show at once. */
function countVote(state: PollsState, { pollId, choices }: Vote, sign: 1 | -1) {
  const poll = state.entities[pollId];
  if (!poll || Boolean(poll.voted) === (sign === 1)) return;
  for (const index of choices) {
    const option = poll.options[index];
    if (option) option.votes_count = Math.max(0, (option.votes_count ?? 0) + sign);
  }
  poll.votes_count = Math.max(0, poll.votes_count + sign * choices.length);
  if (typeof poll.voters_count === 'number') poll.voters_count = Math.max(0, poll.voters_count + sign);
  poll.voted = sign === 1;
  poll.own_votes = sign === 1 ? [...choices] : [];
}

const pollsSlice = createSlice({
  name: 'polls',
  initialState: pollsAdapter.getInitialState(),
  reducers: {
    /** The vote counts at once, so the results show before the server answers. */
    voteRequested: (state, { payload }: PayloadAction<Vote>) => countVote(state, payload, 1),
    /** The server refused the vote: the choices counted on the intent are taken back. */
    voteFailed: (state, { payload }: PayloadAction<Vote>) => countVote(state, payload, -1),
  },
  extraReducers: (builder) => {
    builder.addCase(entitiesReleased, (state, { payload }) => {
      pollsAdapter.removeMany(state, payload.pollIds);
    });
    builder.addMatcher(carriesEntities, (state, action) => {
      const polls = importedOf(action, 'polls', state.entities);
      const changed = polls.filter((poll) => differs(state.entities[poll.id], poll));
      if (changed.length > 0) pollsAdapter.setMany(state, changed);
    });
  },
});

export const { voteRequested: pollVoteRequested, voteFailed: pollVoteFailed } = pollsSlice.actions;
export const pollsReducer = pollsSlice.reducer;
