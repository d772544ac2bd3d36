import { quoteRequested, replyRequested } from '../../domain/events';
import { call, debounce, put, select, takeEvery, takeLeading } from 'typed-redux-saga';
import { VISIBILITY_ORDER, type Visibility } from '../../api/entities';
import { createStatus, type StatusParams } from '../../api/endpoints/statuses';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../constants';
import { DRAFT_KEY } from '../../db/hydrate';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts';
import { alertShown } from '../alerts';
import { entitiesImported } from '../../domain/importer/actions';
import { selectStatusView } from '../statuses';
import { statusPosted } from '../timelines';
import {
  canSubmit,
  composeChanged,
  composeReset,
  quoteStarted,
  replyStarted,
  submitFailed,
  submitRequested,
  submitSucceeded,
  type ComposeState,
} from './slice';
import { HOME_TIMELINE } from '../../domain/timelineKey';

/** Of two visibilities, the more private one (later in public, unlisted, private, direct). */
export function narrowerVisibility(a: Visibility, b: Visibility): Visibility {
  return VISIBILITY_ORDER[Math.max(VISIBILITY_ORDER.indexOf(a), VISIBILITY_ORDER.indexOf(b), 0)];
}

export function paramsFor(compose: ComposeState): StatusParams {
  return {
    status: compose.text,
    spoiler_text: compose.spoiler ? compose.spoiler_text : '',
    visibility: compose.privacy,
    language: compose.language || null,
    sensitive: compose.sensitive,
    in_reply_to_id: compose.in_reply_to,
    quoted_status_id: compose.quoted_status_id ?? undefined,
  };
}

function* submit() {
  const compose = yield* select((s: RootState) => s.compose);
  // An empty post is ignored silently; the reducer left is_submitting alone then.
  if (!canSubmit(compose) || !compose.is_submitting) return;
  const { api, db } = yield* appServices();
  try {
    const status = yield* call(createStatus, api, paramsFor(compose), compose.idempotencyKey);
    yield* put(entitiesImported({ statuses: [status] }));
    yield* put(submitSucceeded());
    if (status.visibility !== 'direct')
      yield* put(statusPosted({ timelineId: HOME_TIMELINE, statusId: status.id }));
    const showToast = yield* select((s: RootState) => s.settings.local.show_published_toast);
    if (showToast) {
      yield* put(
        alertShown({
          message: 'Post published.',
          action: { label: 'Open', path: `/@${status.account.acct}/${status.id}` },
        }),
      );
    }
    yield* call([db, db.deleteDraft], DRAFT_KEY);
  } catch (error) {
    // Everything typed stays; only the submitting flag is cleared.
    yield* put(submitFailed());
    yield* call(reportError, error);
  }
}

function* startReply(action: ReturnType<typeof replyRequested>) {
  const state = yield* select((s: RootState) => s);
  const status = selectStatusView(state, action.payload.statusId);
  if (!status) return;
  const target = status.reblog ?? status;
  const me = state.auth.accountId;
  const accts = [target.account, ...target.mentions]
    .filter((m) => m.id !== me)
    .map((m) => `@${m.acct}`)
    .filter((acct, i, all) => all.indexOf(acct) === i);
  const { local } = state.settings;
  const cw = target.spoiler_text;
  const spoilerText = cw && local.prepend_cw_re && !cw.startsWith('re: ') ? `re: ${cw}` : cw;
  yield* put(
    replyStarted({
      inReplyTo: target.id,
      text: accts.length > 0 ? `${accts.join(' ')} ` : '',
      privacy: narrowerVisibility(target.visibility, local.default_privacy as Visibility),
      spoilerText,
      language: target.language ?? null,
    }),
  );
}

function* startQuote(action: ReturnType<typeof quoteRequested>) {
  yield* put(quoteStarted({ statusId: action.payload.statusId }));
}

/** Keeps what is being typed across reloads; an empty compose removes the draft. */
function* saveDraft() {
  const { db } = yield* appServices();
  const compose = yield* select((s: RootState) => s.compose);
  try {
    if (compose.text.trim() === '' && !compose.spoiler_text) {
      yield* call([db, db.deleteDraft], DRAFT_KEY);
    } else {
      const { text, spoiler, spoiler_text, privacy, language, sensitive, in_reply_to } = compose;
      yield* call([db, db.putDraft], DRAFT_KEY, {
        text,
        spoiler,
        spoiler_text,
        privacy,
        language,
        sensitive,
        in_reply_to,
        updatedAt: Date.now(),
      });
    }
  } catch (error) {
    console.warn('Saving the draft failed.', error);
  }
}

export function* composeSaga() {
  yield* takeLeading(submitRequested.type, submit);
  yield* takeEvery(replyRequested.type, startReply);
  yield* takeEvery(quoteRequested.type, startQuote);
  yield* debounce(
    DRAFT_SAVE_DEBOUNCE_MS,
    [composeChanged.type, replyStarted.type, composeReset.type],
    saveDraft,
  );
}
