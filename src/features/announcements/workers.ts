import { call, put, takeEvery } from 'typed-redux-saga/macro';
import {
  dismissAnnouncement,
  fetchAnnouncements,
  setAnnouncementReaction,
} from '../../api/endpoints/announcements';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { announcementsIntents } from './intents';
import {
  announcementDeleted,
  announcementReactionCounted,
  announcementReactionReverted,
  announcementsReceived,
  announcementStreamed,
} from './slice';

function* load() {
  const { api } = yield* appServices();
  try {
    yield* put(announcementsReceived((yield* call(fetchAnnouncements, api)).data));
  } catch (error) {
    // The announcements fetch is silent: Home shows none.
    yield* call(reportError, error, { kind: 'announcements' });
  }
}

function* markRead({ payload }: ReturnType<typeof announcementsIntents.readRequested>) {
  const { api } = yield* appServices();
  try {
    yield* call(dismissAnnouncement, api, payload.id);
  } catch (error) {
    // Still unread on the server: it shows as unread again at the next load, which is harmless.
    console.warn('Marking the announcement read failed.', error);
  }
}

function* react({ payload }: ReturnType<typeof announcementsIntents.reactionRequested>) {
  const { api } = yield* appServices();
  try {
    yield* call(setAnnouncementReaction, api, payload.id, payload.name, payload.add);
  } catch (error) {
    yield* put(announcementReactionReverted(payload));
    yield* call(reportError, error);
  }
}

/** Announcements' stream events: new and edited ones, reaction counts, deletions. */
function* streamed({ payload }: ReturnType<typeof streamingEventsReceived>) {
  for (const event of payload.events) {
    if (event.type !== 'other') continue;
    if (event.event === 'announcement') yield* put(announcementStreamed(event.payload));
    else if (event.event === 'announcement.reaction' && event.payload && typeof event.payload === 'object')
      yield* put(announcementReactionCounted(event.payload));
    else if (event.event === 'announcement.delete') yield* put(announcementDeleted(event.payload));
  }
}

/** The stream's announcement events, from the first request of the announcements on. */
export function* saga() {
  yield* takeEvery(streamingEventsReceived.type, streamed);
}

export const handlers: IntentHandlers<typeof announcementsIntents> = {
  fetchRequested: load,
  readRequested: markRead,
  reactionRequested: react,
};
