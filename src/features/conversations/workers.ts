import { call, put, select, take } from 'typed-redux-saga/macro';
import type { Account, Conversation, Status } from '../../api/entities';
import {
  deleteConversation,
  fetchConversations,
  markConversationRead,
} from '../../api/endpoints/conversations';
import { entitiesImported } from '../../domain/importer/actions';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { capabilityLearned, selectCapability } from '../capabilities/public';
import { isApiError } from '../../api/errors';
import type { IntentHandlers } from '../../store/feature';
import type { conversationsIntents } from './intents';
import {
  conversationDeleted,
  conversationRecord,
  conversationsFetched,
  conversationsFetchFailed,
  conversationsFetchStarted,
  conversationStreamed,
  selectConversations,
  type ConversationRecord,
} from './slice';

/** The participants and last posts of conversations, into the entity tables. */
function* importConversations(conversations: Conversation[]) {
  const accounts: Account[] = conversations.flatMap((c) => (Array.isArray(c.accounts) ? c.accounts : []));
  const statuses: Status[] = conversations.flatMap((c) => (c.last_status ? [c.last_status] : []));
  yield* put(entitiesImported({ accounts, statuses }));
  return conversations.map(conversationRecord).filter((c): c is ConversationRecord => c !== null);
}

function* fetchPage(expand: boolean) {
  const { api } = yield* appServices();
  const { next, isLoading } = yield* select(selectConversations);
  if (isLoading || (expand && !next)) return;
  if ((yield* select(selectCapability, 'conversations')) === 'no') return;
  yield* put(conversationsFetchStarted());
  try {
    const response = yield* call(fetchConversations, api, expand ? next : null);
    const conversations = yield* call(importConversations, Array.isArray(response.data) ? response.data : []);
    yield* put(conversationsFetched({ conversations, next: response.links.next ?? null, expand }));
  } catch (error) {
    yield* put(conversationsFetchFailed());
    // A server without conversations: the column says so, once, in place of the list.
    if (isApiError(error) && error.kind === 'http' && error.status === 404)
      yield* put(capabilityLearned({ feature: 'conversations', supported: false }));
    else yield* call(reportError, error);
  }
}

function* markRead(id: string) {
  const { api } = yield* appServices();
  try {
    yield* call(markConversationRead, api, id);
  } catch (error) {
    yield* call(reportError, error, { skipNotFound: true });
  }
}

function* remove(id: string) {
  const { api } = yield* appServices();
  try {
    yield* call(deleteConversation, api, id);
    yield* put(conversationDeleted({ id }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

const isConversation = (value: unknown): value is Conversation =>
  !!value && typeof value === 'object' && typeof (value as Conversation).id === 'string';

/** The stores whose list already follows the stream (each store has its own services object). */
const following = new WeakSet<object>();

/** Conversations streamed on the direct stream join the list at its top, for as long as the store lives. */
function* followStream() {
  const services = yield* appServices();
  if (following.has(services)) return;
  following.add(services);
  for (;;) {
    const { payload } = yield* take(streamingEventsReceived);
    const streamed = payload.events.flatMap((event) =>
      event.type === 'other' && event.event === 'conversation' && isConversation(event.payload)
        ? [event.payload]
        : [],
    );
    if (streamed.length === 0) continue;
    const records = yield* call(importConversations, streamed);
    for (const conversation of records) yield* put(conversationStreamed({ conversation }));
  }
}

export const handlers: IntentHandlers<typeof conversationsIntents> = {
  *fetchRequested({ payload }) {
    yield* call(fetchPage, payload?.expand === true);
  },
  *readRequested({ payload }) {
    yield* call(markRead, payload.id);
  },
  *deleteRequested({ payload }) {
    yield* call(remove, payload.id);
  },
  *liveRequested() {
    yield* call(followStream);
  },
};
