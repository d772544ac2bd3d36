// Sending the outbox: at start-up, when the page comes online, when a post is queued, and after the
// app's next successful call when the last attempt got no answer. Loaded only when a post waits.
import { eventChannel, type EventChannel } from 'redux-saga';
import { defineMessages } from 'react-intl';
import { call, delay, put, race, select, take } from 'typed-redux-saga/macro';
import type { OutboxEntry, OutboxStore } from '../../../db/types';
import type { Status } from '../../../api/entities';
import { entitiesImported } from '../../../domain/importer/actions';
import { HOME_TIMELINE } from '../../../domain/timelineKey';
import { appServices } from '../../../store/services';
import type { IntentHandlers } from '../../../store/feature';
import type { outboxIntents } from '../intents';
import type { RootState } from '../../../store/types';
import { alertShown, alertText } from '../../alerts/public';
import { statusPosted } from '../../timelines/public';
import { draftIsEmpty, draftOf } from '../draft';
import { composeReset, submitSucceeded } from '../slice';
import { acquireOutboxLock, deliver, retryDelayMs } from './deliver';
import { keepBoxAsDraft } from '../drafts/keepBox';
import {
  itemOf,
  outboxQueued,
  outboxCancelRequested,
  outboxChanged,
  outboxDraftRestored,
  outboxEditRequested,
} from './slice';

const messages = defineMessages({
  published: { id: 'compose.published', defaultMessage: 'Post published.' },
  open: { id: 'compose.published.open', defaultMessage: 'Open' },
  refused: { id: 'compose.outbox.refused', defaultMessage: 'Your post could not be sent: {error}' },
});

interface Round {
  /** Waiting for an answer: how many attempts the first unsent post has had (the wait grows with it). */
  retryAfter?: number;
  /** How long the server asked to be left alone (`Retry-After`): no earlier try, whatever wakes it. */
  serverWaitMs?: number;
  /** Refused posts wait for the compose box to be free. */
  refusedLeft?: boolean;
}

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function onlineEvents(): EventChannel<true> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const onOnline = () => emit(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  });
}

function* outboxStore() {
  const { db } = yield* appServices();
  return yield* call([db, db.outbox]);
}

/** Runs `work` holding the account's outbox lock, so no other tab or the worker sends meanwhile. */
function* withOutboxLock<T>(work: (outbox: OutboxStore) => Generator<unknown, T>): Generator<unknown, T> {
  const accountKey = (yield* select((s: RootState) => s.auth.accountKey)) ?? 'signed-out';
  const release = yield* call(acquireOutboxLock, accountKey);
  try {
    const outbox = yield* call(outboxStore);
    return yield* work(outbox);
  } finally {
    release();
  }
}

function* showList(outbox: OutboxStore) {
  const entries = yield* call([outbox, outbox.list]);
  yield* put(outboxChanged(entries.map(itemOf)));
  return entries;
}

const composeIsEmpty = (state: RootState) =>
  !state.compose.is_submitting && draftIsEmpty(draftOf(state.compose));

/**
 * A refused post goes back to the compose box with the server's words; while the box holds
 * something else it stays in the outbox, marked, until the box is free.
 */
function* giveBack(outbox: OutboxStore, entry: OutboxEntry, message: string) {
  if (yield* select(composeIsEmpty)) {
    const session = yield* select((s: RootState) => s.compose.session);
    const taken = yield* call([outbox, outbox.takeBack], entry.key, session);
    if (taken) yield* put(outboxDraftRestored(taken.draft));
  } else if (entry.state !== 'failed') {
    const failed: OutboxEntry = { ...entry, state: 'failed', lastError: message };
    yield* call([outbox, outbox.update], failed);
  } else return;
  yield* put(alertShown({ message: alertText(messages.refused, { error: message }) }));
}

function* published(status: Status) {
  yield* put(entitiesImported({ statuses: [status] }));
  if (status.visibility !== 'direct')
    yield* put(statusPosted({ timelineId: HOME_TIMELINE, statusId: status.id }));
  const local = yield* select((s: RootState) => s.settings.local);
  if (local.show_published_toast)
    yield* put(
      alertShown({
        message: alertText(messages.published),
        action: { label: alertText(messages.open), path: `/@${status.account.acct}/${status.id}` },
      }),
    );
}

/** Sends every waiting post in order; the first that gets no answer stops the round (order is kept). */
function* sendRound(outbox: OutboxStore): Generator<unknown, Round> {
  const { api } = yield* appServices();
  const entries = yield* call(showList, outbox);
  const round: Round = {};
  for (const entry of entries) {
    if (entry.state === 'failed') {
      yield* call(giveBack, outbox, entry, entry.lastError ?? '');
      continue;
    }
    if (deviceOffline()) break;
    const delivery = yield* call(deliver, api, entry);
    if (delivery.kind === 'sent') {
      yield* call([outbox, outbox.remove], entry.key);
      yield* call(published, delivery.status);
    } else if (delivery.kind === 'refused') {
      yield* call(giveBack, outbox, entry, delivery.message);
    } else {
      const attempts = entry.attempts + 1;
      yield* call([outbox, outbox.update], { ...entry, attempts, lastError: delivery.message });
      round.retryAfter = attempts;
      round.serverWaitMs = delivery.waitMs;
      break;
    }
  }
  round.refusedLeft = (yield* call(showList, outbox)).some((entry) => entry.state === 'failed');
  return round;
}

function* editPost({ payload }: ReturnType<typeof outboxEditRequested>) {
  // What the box holds stays a draft of its own; the post comes back under the box's session.
  yield* call(keepBoxAsDraft);
  yield* withOutboxLock(function* takeOut(outbox: OutboxStore) {
    const session = yield* select((s: RootState) => s.compose.session);
    const entry = yield* call([outbox, outbox.takeBack], payload.key, session);
    if (entry) yield* put(outboxDraftRestored(entry.draft));
    yield* call(showList, outbox);
  });
}

function* cancelPost({ payload }: ReturnType<typeof outboxCancelRequested>) {
  yield* withOutboxLock(function* remove(outbox: OutboxStore) {
    yield* call([outbox, outbox.remove], payload.key);
    yield* call(showList, outbox);
  });
}

/**
 * The outbox's intents (`outboxIntents`). A queued post is sent by the loop of `saga`, which wakes on
 * it: its own handler has nothing more to do (the first one loaded this module).
 */
export const handlers: IntentHandlers<typeof outboxIntents> = {
  queued: function* wakesTheLoop() {},
  editRequested: editPost,
  cancelRequested: cancelPost,
};

/** Sends what waits whenever the server can be reached, and shows the list (offline too). */
export function* saga() {
  // Shown at once, offline too.
  yield* call(showList, yield* call(outboxStore));
  const online = onlineEvents();
  try {
    for (;;) {
      let round: Round = {};
      try {
        if (!deviceOffline()) round = yield* withOutboxLock(sendRound);
      } catch (error) {
        console.warn('Sending the outbox failed.', error);
        round = { retryAfter: 1 };
      }
      const { retryAfter, refusedLeft, serverWaitMs = 0 } = round;
      // A server that said when to come back is not asked before then, by any path.
      if (serverWaitMs > 0) yield* delay(serverWaitMs);
      yield* race({
        online: take(online),
        queued: take(outboxQueued),
        ...(retryAfter !== undefined
          ? {
              later: delay(Math.max(0, retryDelayMs(retryAfter) - serverWaitMs)),
              answered: take(entitiesImported.type),
            }
          : {}),
        ...(refusedLeft ? { freed: take([submitSucceeded.type, composeReset.type]) } : {}),
      });
    }
  } finally {
    online.close();
  }
}
