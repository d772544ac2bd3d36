import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { extendStartingSlice } from '../../../store/feature';
import {
  POLL_DEFAULT_EXPIRES_IN_S,
  POLL_DEFAULT_MULTIPLE,
  POLL_DEFAULT_OPTION_COUNT,
} from '../../../constants';
import type { ComposePoll } from '../../../domain/composeDraft';
import { randomId } from '../../../utils/uuid';
import { makeInitialCompose } from '../slice';

/** What a poll allows when the instance does not say (Mastodon's own limits). */
export const DEFAULT_POLL_MAX_OPTIONS = 4;
export const DEFAULT_POLL_MAX_CHARS_PER_OPTION = 50;

export const makeDefaultPoll = (): ComposePoll => ({
  options: Array.from({ length: POLL_DEFAULT_OPTION_COUNT }, () => ''),
  expires_in: POLL_DEFAULT_EXPIRES_IN_S,
  multiple: POLL_DEFAULT_MULTIPLE,
});

/**
 * The options after one was typed in: blank ones are dropped and one blank is offered for the next
 * until the maximum is reached, never fewer than two inputs.
 */
export function optionsAfterEdit(
  options: readonly string[],
  index: number,
  title: string,
  maxOptions: number,
) {
  const edited = options.map((option, i) => (i === index ? title : option));
  const filled = edited.filter((option) => option.trim() !== '');
  if (filled.length === 0) return ['', ''];
  return filled.length < maxOptions ? [...filled, ''] : filled;
}

type Keyed<T> = PayloadAction<T & { idempotencyKey: string }>;
const withKey = <T>(payload: T) => ({ payload: { ...payload, idempotencyKey: randomId() } });

/** The poll of the compose state; each change is an edit, so it gets a new idempotency key. */
const pollSlice = createSlice({
  name: 'compose/poll',
  initialState: makeInitialCompose,
  reducers: {
    added: {
      reducer: (state, { payload }: Keyed<object>) => {
        state.poll = makeDefaultPoll();
        state.idempotencyKey = payload.idempotencyKey;
      },
      prepare: () => withKey({}),
    },
    removed: {
      reducer: (state, { payload }: Keyed<object>) => {
        state.poll = null;
        state.idempotencyKey = payload.idempotencyKey;
      },
      prepare: () => withKey({}),
    },
    optionChanged: {
      reducer: (state, { payload }: Keyed<{ index: number; title: string; maxOptions: number }>) => {
        if (!state.poll) return;
        state.poll.options = optionsAfterEdit(
          state.poll.options,
          payload.index,
          payload.title,
          payload.maxOptions,
        );
        state.idempotencyKey = payload.idempotencyKey;
      },
      prepare: (change: { index: number; title: string; maxOptions: number }) => withKey(change),
    },
    settingsChanged: {
      reducer: (
        state,
        { payload }: Keyed<Partial<Pick<ComposePoll, 'expires_in' | 'multiple' | 'hide_totals'>>>,
      ) => {
        if (!state.poll) return;
        const { idempotencyKey, ...settings } = payload;
        Object.assign(state.poll, settings);
        state.idempotencyKey = idempotencyKey;
      },
      prepare: (change: Partial<Pick<ComposePoll, 'expires_in' | 'multiple' | 'hide_totals'>>) =>
        withKey(change),
    },
  },
});

export const {
  added: pollAdded,
  removed: pollRemoved,
  optionChanged: pollOptionChanged,
  settingsChanged: pollSettingsChanged,
} = pollSlice.actions;

/** In `state.compose` as soon as this module loads: its actions are only dispatched after. */
extendStartingSlice('compose', pollSlice.reducer);
