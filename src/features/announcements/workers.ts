import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, takeEvery } from 'typed-redux-saga/macro';
import {
  dismissAnnouncement,
  fetchAnnouncements,
  setAnnouncementReaction,
} from '../../api/endpoints/announcements';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { appServices } from '../../store/services';
import { reportError } from '../alerts';
import {
  announcementDeleted,
  announcementReactionCounted,
  announcementReactionReverted,
  announcementReactionRequested,
  announcementReadRequested,
  announcementsFetchRequested,
  announcementsReceived,
  announcementStreamed,
  selectAnnouncements,
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

function* markRead({ payload }: ReturnType<typeof announcementReadRequested>) {
  const { api } = yield* appServices();
  try {
    yield* call(dismissAnnouncement, api, payload.id);
  } catch (error) {
    // Still unread on the server: it shows as unread again at the next load, which is harmless.
    console.warn('Marking the announcement read failed.', error);
  }
}

function* react({ payload }: ReturnType<typeof announcementReactionRequested>) {
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

/** The stream's announcement events, from the first load of the announcements on. */
function* listen() {
  yield* takeEvery(streamingEventsReceived.type, streamed);
}

export function* runIntent(action: Action) {
  if (announcementsFetchRequested.match(action)) {
    // Their events are idempotent, so a second listener started by a second early load does no harm.
    if (!(yield* select(selectAnnouncements)).loaded) yield* fork(listen);
    yield* call(load);
  } else if (announcementReadRequested.match(action)) yield* call(markRead, action);
  else if (announcementReactionRequested.match(action)) yield* call(react, action);
}
