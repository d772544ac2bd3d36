// Putting a new post into the outbox when it cannot be sent now.
import { defineMessages } from 'react-intl';
import { call, put, select } from 'typed-redux-saga/macro';
import type { OutboxEntry } from '../../../db/types';
import { appServices } from '../../../store/services';
import type { RootState } from '../../../store/types';
import { alertShown, alertText } from '../../alerts/public';
import { draftOf, paramsFor, postRulesOf } from '../draft';
import { composeDefaultsOf, submitSucceeded, type ComposeState } from '../slice';
import { OUTBOX_SYNC_TAG } from './deliver';
import { itemOf, outboxQueued } from './slice';

const messages = defineMessages({
  queued: {
    id: 'compose.outbox.queued',
    defaultMessage: 'You are offline. Your post will be sent when the connection returns.',
  },
});

/** Asks the service worker to send the outbox when the connection returns, even after the tab closed. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    if (registration && 'sync' in registration)
      await (registration as { sync: { register(tag: string): Promise<void> } }).sync.register(
        OUTBOX_SYNC_TAG,
      );
  } catch (error) {
    // No worker, or the browser refused: the page sends it when it is online again.
    console.warn('Background Sync is unavailable; the page will send the post.', error);
  }
}

/**
 * The compose box's post goes to the outbox with its Idempotency-Key, and the box empties as after
 * a success. Only new posts come here: an edit (PUT) that fails keeps its text with the error, since
 * a later PUT could overwrite a newer edit made elsewhere. False when the outbox could not be written.
 */
export function* queuePost(compose: ComposeState) {
  const { db, account, api } = yield* appServices();
  const entry: OutboxEntry = {
    key: compose.idempotencyKey,
    params: paramsFor(compose, yield* select(postRulesOf)),
    draft: draftOf(compose),
    createdAt: Date.now(),
    attempts: 0,
    state: 'waiting',
    baseUrl: account?.baseUrl ?? api.baseUrl,
    token: account?.token ?? api.getToken() ?? '',
  };
  try {
    const outbox = yield* call([db, db.outbox]);
    // The session's draft leaves with the post: another tab's drafts stay.
    yield* call([outbox, outbox.queue], entry, compose.session);
  } catch (error) {
    console.warn('Queuing the post failed.', error);
    return false;
  }
  yield* put(outboxQueued(itemOf(entry)));
  const local = yield* select((s: RootState) => s.settings.local);
  // Threaded mode would answer the post just made, which has no id until it is sent.
  yield* put(submitSucceeded({ defaults: composeDefaultsOf(local) }));
  yield* put(alertShown({ message: alertText(messages.queued) }));
  yield* call(requestBackgroundSync);
  return true;
}
