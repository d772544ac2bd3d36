import type { IntentHandlers } from '../../store/feature';
import type { composeFromPostIntents } from './intents';
import { call, put, select } from 'typed-redux-saga/macro';
import { fetchStatusSource } from '../../api/endpoints/statusActions';
import { editRequested, mentionRequested, postLoadedIntoCompose } from '../../domain/events';
import { restoredPostOf } from '../../domain/restoredPost';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { selectStatusView } from '../statuses/public';
import { composeChanged } from './slice';
import { keepBoxAsDraft } from './drafts/keepBox';

/**
 * Edit: the post's text and content warning as typed come from its source, the rest from the post.
 * Other text being typed is not replaced: it stays a draft of its own, and the edit starts anew.
 */
function* loadForEdit(statusId: string) {
  const { api } = yield* appServices();
  const state = yield* select((s: RootState) => s);
  const status = selectStatusView(state, statusId);
  if (!status) return;
  try {
    const source = yield* call(fetchStatusSource, api, status.id);
    if (state.compose.edited_status_id !== statusId) yield* call(keepBoxAsDraft);
    yield* put(postLoadedIntoCompose(restoredPostOf(status, source, status.id)));
  } catch (error) {
    yield* call(reportError, error);
  }
}

/** "Mention @acct": the handle goes after what is typed, with a space to go on. */
export function mentionText(text: string, acct: string): string {
  return [text.trim(), `@${acct} `].filter((part) => part !== '').join(' ');
}

export function* handlePostMenuIntent(action: ReturnType<typeof editRequested | typeof mentionRequested>) {
  if (editRequested.match(action)) {
    yield* call(loadForEdit, action.payload.statusId);
    return;
  }
  const text = yield* select((s: RootState) => s.compose.text);
  yield* put(composeChanged({ field: 'text', value: mentionText(text, action.payload.acct) }));
  if (action.payload.direct) yield* put(composeChanged({ field: 'privacy', value: 'direct' }));
}

export const handlers: IntentHandlers<typeof composeFromPostIntents> = {
  editRequested: handlePostMenuIntent,
  mentionRequested: handlePostMenuIntent,
};
