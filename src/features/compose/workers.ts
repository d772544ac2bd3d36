import type { IntentHandlers } from '../../store/feature';
import type { composeIntents } from './intents';
// What the compose box does when the user acts (submit, reply): loaded with the first such act.
import type { replyRequested } from '../../domain/events';
import { call, fork, put, select } from 'typed-redux-saga/macro';
import { VISIBILITY_ORDER, type Visibility } from '../../api/entities';
import { createStatus, deleteStatus, editStatus } from '../../api/endpoints/statuses';
import { statusForm } from '../../api/endpoints/statusForm';
import { statusRenumbered } from '../../domain/events';
import { randomId } from '../../utils/uuid';
import { capabilityLearned, selectCapability } from '../capabilities/public';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { alertShown, alertText, reportError } from '../alerts/public';
import { defineMessages } from 'react-intl';
import { entitiesImported } from '../../domain/importer/actions';
import { selectStatusView } from '../statuses/public';
import { settingChanged } from '../settings/public';
import { statusPosted } from '../timelines/public';
import { canSubmit, composeDefaultsOf, replyStarted, submitFailed, submitSucceeded } from './slice';
import { HOME_TIMELINE } from '../../domain/timelineKey';
import { paramsFor, postRulesOf } from './draft';
import { isUnanswered } from './outbox/deliver';
import { queuePost } from './outbox/queue';
import { keepBoxAsDraft } from './drafts/keepBox';
import { rememberPublishedTags } from './autocomplete/publishedTags';

const messages = defineMessages({
  published: { id: 'compose.published', defaultMessage: 'Post published.' },
  saved: { id: 'compose.saved', defaultMessage: 'Post saved.' },
  open: { id: 'compose.published.open', defaultMessage: 'Open' },
  pollDropped: {
    id: 'compose.poll_dropped',
    defaultMessage:
      '{edited, select, true {Post saved} other {Post published}} without its poll: this server did not take the poll.',
  },
});

/** Of two visibilities, the more private one (later in public, unlisted, private, direct). */
export function narrowerVisibility(a: Visibility, b: Visibility): Visibility {
  return VISIBILITY_ORDER[Math.max(VISIBILITY_ORDER.indexOf(a), VISIBILITY_ORDER.indexOf(b), 0)];
}

export { paramsFor } from './draft';

/**
 * Sends the post, and checks that the server kept its poll: one that ignores the poll of a JSON body
 * (snac reads it only form-encoded) is sent it form-encoded, the post without its poll deleted first
 * (an edit is simply saved again), and from then on form-encoded at once. `pollDropped`: the server
 * did not take the poll either way.
 */
function* send(compose: RootState['compose']) {
  const { api } = yield* appServices();
  const edited = compose.edited_status_id;
  const params = paramsFor(compose, yield* select(postRulesOf));
  const withPoll = !!params.poll;
  const formPolls = withPoll && (yield* select(selectCapability, 'jsonPolls')) === 'no';
  const form = formPolls ? statusForm(params) : undefined;
  let status = edited
    ? yield* call(editStatus, api, edited, params, form)
    : yield* call(createStatus, api, params, compose.idempotencyKey, form);
  if (withPoll && !status.poll && !formPolls) {
    yield* put(capabilityLearned({ feature: 'jsonPolls', supported: false }));
    if (edited) status = yield* call(editStatus, api, status.id, params, statusForm(params));
    else {
      yield* call(deleteStatus, api, status.id);
      status = yield* call(createStatus, api, params, randomId(), statusForm(params));
    }
  }
  return { status, pollDropped: withPoll && !status.poll };
}

export function* submit() {
  const compose = yield* select((s: RootState) => s.compose);
  // An empty post is ignored silently; the reducer left is_submitting alone then.
  if (!canSubmit(compose) || !compose.is_submitting) return;
  // Its hashtags join the tag history once it is published.
  yield* fork(rememberPublishedTags);
  const { db } = yield* appServices();
  const edited = compose.edited_status_id;
  // A new post made offline waits in the outbox; an edit fails as below (see `queuePost`).
  if (!edited && typeof navigator !== 'undefined' && navigator.onLine === false) {
    if (yield* call(queuePost, compose)) return;
  }
  try {
    const { status, pollDropped } = yield* call(send, compose);
    yield* put(entitiesImported({ statuses: [status] }));
    // A server that numbers an edited post anew (snac): the new post takes the old one's place.
    if (edited && status.id !== edited) yield* put(statusRenumbered({ from: edited, to: status.id }));
    if (compose.language) yield* call(countLanguageUse, compose.language);
    const local = yield* select((s: RootState) => s.settings.local);
    yield* put(
      submitSucceeded({
        defaults: composeDefaultsOf(local),
        threadedReplyTo: local.threaded_mode && !edited ? status.id : undefined,
        postedPath: `/@${status.account.acct}/${status.id}`,
      }),
    );
    if (status.visibility !== 'direct' && !edited)
      yield* put(statusPosted({ timelineId: HOME_TIMELINE, statusId: status.id }));
    // A saved edit always says so: the post changed somewhere the user may not be looking; a post
    // without the poll it was sent with too.
    if (local.show_published_toast || edited || pollDropped) {
      yield* put(
        alertShown({
          message: pollDropped
            ? alertText(messages.pollDropped, { edited: String(!!edited) })
            : alertText(edited ? messages.saved : messages.published),
          action: { label: alertText(messages.open), path: `/@${status.account.acct}/${status.id}` },
        }),
      );
    }
    // The session's draft only: another tab's drafts stay.
    yield* call([db, db.deleteDraft], compose.session);
  } catch (error) {
    // No answer at all: the post may be sent again later with the same key, so it waits.
    if (!edited && isUnanswered(error) && (yield* call(queuePost, compose))) return;
    // Everything typed stays; only the submitting flag is cleared.
    yield* put(submitFailed());
    yield* call(reportError, error);
  }
}

/** Each post counts for its language, so the most used ones come first in the language list. */
function* countLanguageUse(language: string) {
  const used = yield* select((s: RootState) => s.settings.synced.frequentlyUsedLanguages);
  const count = typeof used?.[language] === 'number' ? used[language] : 0;
  yield* put(settingChanged({ path: ['frequentlyUsedLanguages', language], value: count + 1 }));
}

export function* startReply(action: ReturnType<typeof replyRequested>) {
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
  // What the box holds is not overwritten: it stays a draft of its own, and the reply starts anew.
  yield* call(keepBoxAsDraft);
  const cw = target.spoiler_text;
  const spoilerText = cw && local.prepend_cw_re && !cw.startsWith('re: ') ? `re: ${cw}` : cw;
  yield* put(
    replyStarted({
      inReplyTo: target.id,
      text: accts.length > 0 ? `${accts.join(' ')} ` : '',
      // Of the parent's visibility and the default, the more private, as Mastodon's web UI does: a reply
      // never reaches further than the post it answers (a followers-only post is not answered in public).
      privacy: narrowerVisibility(target.visibility, local.default_privacy),
      spoilerText,
      language: target.language ?? null,
    }),
  );
}

/** The box's workers by intent (`composeIntents`): one post is sent at a time, a second click sends nothing. */
export const handlers: IntentHandlers<typeof composeIntents> = {
  submitRequested: submit,
  replyRequested: startReply,
};

export const takes = { submitRequested: 'leading' } as const;
