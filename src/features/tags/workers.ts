import { call, put, select } from 'typed-redux-saga/macro';
import { isApiError } from '../../api/errors';
import { capabilityLearned } from '../capabilities/public';
import { fetchFollowedTags, fetchTag, setTagFeatured, setTagFollowed } from '../../api/endpoints/tags';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import type { IntentHandlers } from '../../store/feature';
import type { tagsIntents } from './intents';
import {
  followedTagsFailed,
  followedTagsReceived,
  selectFollowedTags,
  tagActionFailed,
  tagReceived,
} from './slice';

function* loadTag(name: string) {
  const { api } = yield* appServices();
  try {
    yield* put(tagReceived((yield* call(fetchTag, api, name)).data));
  } catch (error) {
    // A server without the tag endpoint shows the tag's posts alone.
    yield* call(reportError, error, { skipNotFound: true });
  }
}

function* changeTag(name: string, send: () => Promise<{ data: unknown }>) {
  try {
    yield* put(tagReceived((yield* call(send)).data));
  } catch (error) {
    yield* put(tagActionFailed({ name }));
    yield* call(reportError, error);
  }
}

function* loadFollowed(more: boolean) {
  const { api } = yield* appServices();
  const { next } = yield* select(selectFollowedTags);
  if (more && !next) {
    yield* put(followedTagsFailed());
    return;
  }
  try {
    const response = yield* call(fetchFollowedTags, api, more && next ? next : undefined);
    yield* put(followedTagsReceived({ tags: response.data, next: response.links.next ?? null, more }));
  } catch (error) {
    yield* put(followedTagsFailed());
    // A server without followed hashtags: the page says so, with no alert.
    if (isApiError(error) && error.status === 404)
      yield* put(capabilityLearned({ feature: 'followedTags', supported: false }));
    else yield* call(reportError, error);
  }
}

/** Following, featuring and the followed list belong to a signed-in user: a visitor's ask does nothing. */
function* signedIn() {
  return !!(yield* appServices()).account;
}

export const handlers: IntentHandlers<typeof tagsIntents> = {
  *fetchRequested({ payload }) {
    yield* loadTag(payload.name);
  },
  *followRequested({ payload: { name, follow } }) {
    const { api } = yield* appServices();
    if (yield* signedIn()) yield* changeTag(name, () => setTagFollowed(api, name, follow));
  },
  *featureRequested({ payload: { name, feature } }) {
    const { api } = yield* appServices();
    if (yield* signedIn()) yield* changeTag(name, () => setTagFeatured(api, name, feature));
  },
  *followedRequested({ payload }) {
    if (yield* signedIn()) yield* loadFollowed(!!payload?.more);
  },
};
