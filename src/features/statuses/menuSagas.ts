import { call, put, select } from 'typed-redux-saga/macro';
import * as endpoints from '../../api/endpoints/statusActions';
import { deleteStatus } from '../../api/endpoints/statuses';
import { deleteSucceeded, postLoadedIntoCompose } from '../../domain/events';
import { entitiesImported } from '../../domain/importer/actions';
import { restoredPostOf } from '../../domain/restoredPost';
import { appServices } from '../../store/services';
import type { IntentHandlers } from '../../store/feature';
import type { postMenuIntents } from './intents';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { translationLanguagesFetched } from '../instance/public';
import { modalClosed } from '../modals/public';
import { htmlToPlainText } from './sanitizeHtml';
import { selectStatusView } from './selectors';
import * as actions from './slice';

const TOGGLES = {
  pin: endpoints.pinStatus,
  unpin: endpoints.unpinStatus,
  mute: endpoints.muteConversation,
  unmute: endpoints.unmuteConversation,
};

/** Asked once; a server without translation (404 or any failure) offers none, silently. */
function* loadTranslationLanguages() {
  if (yield* select((s: RootState) => s.instance.translationLanguages !== null)) return;
  const { api } = yield* appServices();
  let languages: Record<string, string[]> = {};
  try {
    const answer = yield* call(endpoints.fetchTranslationLanguages, api);
    if (answer && typeof answer === 'object') languages = answer;
  } catch {
    // none
  }
  yield* put(translationLanguagesFetched(languages));
}

/** Pin, unpin, conversation mute and unmute answer with the post, `pinned` or `muted` changed. */
export function* handleMenuAction(payload: actions.MenuRequest) {
  const { api } = yield* appServices();
  const { statusId } = payload;
  if (payload.kind === 'translationLanguages') {
    yield* call(loadTranslationLanguages);
    return;
  }
  if (payload.kind === 'redraft') {
    yield* call(redraft, statusId);
    return;
  }
  const saving = payload.kind === 'quotePolicy';
  try {
    if (payload.kind === 'translate') {
      const translation = yield* call(endpoints.translateStatus, api, statusId);
      yield* put(actions.localFieldsSet({ statusId, translation }));
      return;
    }
    if (payload.kind === 'quotePolicy') {
      yield* put(actions.localFieldsSet({ statusId, isSavingQuotePolicy: true }));
      const status = yield* call(endpoints.updateQuotePolicy, api, statusId, payload.policy);
      yield* put(entitiesImported({ statuses: [status] }));
      yield* put(modalClosed({ modalType: 'QUOTE_POLICY' }));
      return;
    }
    const status = yield* call(TOGGLES[payload.kind], api, statusId);
    if (status && typeof status === 'object') yield* put(entitiesImported({ statuses: [status] }));
  } catch (error) {
    yield* call(reportError, error);
  } finally {
    if (saving) yield* put(actions.localFieldsSet({ statusId, isSavingQuotePolicy: undefined }));
  }
}

/**
 * Delete and redraft: the media stay on the server for the new post; the text comes back as typed
 * (the DELETE answers with it; the source read before is the fallback for servers that do not).
 */
function* redraft(statusId: string) {
  const { api } = yield* appServices();
  const status = yield* select((s: RootState) => selectStatusView(s, statusId));
  if (!status) return;
  let source: { text?: string | null; spoiler_text?: string | null } | null = null;
  try {
    source = yield* call(endpoints.fetchStatusSource, api, statusId);
  } catch {
    source = null;
  }
  try {
    const deleted = yield* call(deleteStatus, api, statusId, false);
    const reblogIds = yield* select((s: RootState) =>
      Object.values(s.statuses.entities).flatMap((record) =>
        record?.reblog === statusId ? [record.id] : [],
      ),
    );
    yield* put(deleteSucceeded({ statusId, reblogIds }));
    const text =
      typeof deleted?.text === 'string' ? deleted.text : (source?.text ?? htmlToPlainText(status.content));
    yield* put(
      postLoadedIntoCompose(
        restoredPostOf(status, { text, spoiler_text: source?.spoiler_text ?? status.spoiler_text }),
      ),
    );
  } catch (error) {
    yield* put(actions.deleteFailed({ statusId }));
    yield* call(reportError, error);
  }
}

export const handlers: IntentHandlers<typeof postMenuIntents> = {
  menuActionRequested: (action) => handleMenuAction(action.payload),
};
