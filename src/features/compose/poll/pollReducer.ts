import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  POLL_DEFAULT_EXPIRES_IN_S,
  POLL_DEFAULT_MULTIPLE,
  POLL_DEFAULT_OPTION_COUNT,
} from '../../../constants';
import type { ComposePoll } from '../../../domain/composeDraft';
import { randomId } from '../../../utils/uuid';
import { extendComposeReducer, makeInitialCompose, type ComposeState } from '../slice';

/** What a poll allows when the instance does not say (Mastodon's own limits). */
export const DEFAULT_POLL_MAX_OPTIONS = 4;
export const DEFAULT_POLL_MAX_CHARS_PER_OPTION = 50;

const withKey = <T>(payload: T) => ({ payload: { ...payload, idempotencyKey: randomId() } });

export const pollAdded = createAction('compose/poll/added', () => withKey({}));
export const pollRemoved = createAction('compose/poll/removed', () => withKey({}));
export const pollOptionChanged = createAction(
  'compose/poll/optionChanged',
  (change: { index: number; title: string; maxOptions: number }) => withKey(change),
);
export const pollSettingsChanged = createAction(
  'compose/poll/settingsChanged',
  (change: Partial<Pick<ComposePoll, 'expires_in' | 'multiple' | 'hide_totals'>>) => withKey(change),
);

/** The action types that change a poll, for the draft saver to listen to. */
export const POLL_ACTION_TYPES = [pollAdded, pollRemoved, pollOptionChanged, pollSettingsChanged].map(
  (action) => action.type,
);

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

function pollReducer(state: ComposeState = makeInitialCompose(), action: UnknownAction): ComposeState {
  if (pollAdded.match(action))
    return { ...state, poll: makeDefaultPoll(), idempotencyKey: action.payload.idempotencyKey };
  if (pollRemoved.match(action))
    return { ...state, poll: null, idempotencyKey: action.payload.idempotencyKey };
  if (!state.poll) return state;
  if (pollOptionChanged.match(action)) {
    const { index, title, maxOptions, idempotencyKey } = action.payload;
    const options = optionsAfterEdit(state.poll.options, index, title, maxOptions);
    return { ...state, poll: { ...state.poll, options }, idempotencyKey };
  }
  if (pollSettingsChanged.match(action)) {
    const { idempotencyKey, ...settings } = action.payload;
    return { ...state, poll: { ...state.poll, ...settings }, idempotencyKey };
  }
  return state;
}

extendComposeReducer(pollReducer);
