import { call, delay, put, select } from 'typed-redux-saga/macro';
import type { Relationship } from '../../api/entities';
import type { ApiClient } from '../../api/client';
import type { Account } from '../../api/entities';
import {
  fetchEndorsements,
  fetchFamiliarFollowers,
  fetchFeaturedTags,
  fetchRelationshipsOf,
  follow,
  relationshipAction,
  saveNote,
  setEndorsed,
} from '../../api/endpoints/relationships';
import { RELATIONSHIP_BATCH_DELAY_MS, RELATIONSHIPS_PER_REQUEST } from '../../constants';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { entitiesImported } from '../../domain/importer/actions';
import { isApiError } from '../../api/errors';
import { postsOf, repliesTo } from '../../domain/accountPosts';
import { accountHidden } from '../../domain/events';
import { capabilityLearned, selectCapability } from '../capabilities/public';
import { selectAccountById } from '../accounts/public';
import { reportError } from '../alerts/public';
import { selectCurrentAccountId } from '../auth/public';
import {
  relationshipChanged,
  relationshipChangeFailed,
  relationshipsBatchQueued,
  relationshipsFetched,
  relationshipsFetchFailed,
  selectRelationships,
} from './slice';
import { profileExtrasFetched } from './profileExtras';
import type { IntentHandlers } from '../../store/feature';
import type { relationshipsIntents } from './intents';

/**
 * Ids asked for while a batch waits join it: everything drawn together costs one request. One batch
 * per store (keyed by its API client), so a store torn down mid-wait never holds another's ids.
 */
const waitingFor = new WeakMap<object, Set<string>>();

function* fetchBatch(api: ApiClient, ids: string[]) {
  try {
    const relationships = yield* call(fetchRelationshipsOf, api, ids);
    yield* put(relationshipsFetched({ ids, relationships }));
  } catch {
    // Silent, as Mastodon: without a relationship the buttons keep their default until asked again.
    yield* put(relationshipsFetchFailed({ ids }));
  }
}

export function* requestRelationships(ids: readonly string[]) {
  // Visitors have no relationships to ask for.
  if (!(yield* select((state: RootState) => state.auth.signedIn))) return;
  const { api } = yield* appServices();
  const { byId, pending } = yield* select(selectRelationships);
  const waiting = waitingFor.get(api);
  const fresh = [...new Set(ids)].filter(
    (id) => typeof id === 'string' && id && !byId[id] && !pending[id] && !waiting?.has(id),
  );
  if (fresh.length === 0) return;
  yield* put(relationshipsBatchQueued({ ids: fresh }));
  if (waiting) {
    for (const id of fresh) waiting.add(id);
    return;
  }
  const batch = new Set(fresh);
  waitingFor.set(api, batch);
  try {
    yield* delay(RELATIONSHIP_BATCH_DELAY_MS);
  } finally {
    waitingFor.delete(api);
  }
  const all = [...batch];
  for (let start = 0; start < all.length; start += RELATIONSHIPS_PER_REQUEST)
    yield* call(fetchBatch, api, all.slice(start, start + RELATIONSHIPS_PER_REQUEST));
}

/**
 * The relationships of the kept posts' authors and boosters, asked again (in requests of at most
 * RELATIONSHIPS_PER_REQUEST ids): an account blocked, muted or whose server is blocked since is hidden
 * as a block or mute made here is, so its kept posts leave every timeline, thread and list, and its
 * notifications go. Quiet: a server without the endpoint (404) is not asked again, and any other
 * failure leaves the posts as they are.
 */
function* recheckKeptAuthors(ids: readonly string[]) {
  if (!(yield* select((state: RootState) => state.auth.signedIn))) return;
  if ((yield* select(selectCapability, 'relationships')) === 'no') return;
  const { api } = yield* appServices();
  const me = yield* select(selectCurrentAccountId);
  const asked = [...new Set(ids)].filter((id) => typeof id === 'string' && id && id !== me);
  for (let start = 0; start < asked.length; start += RELATIONSHIPS_PER_REQUEST) {
    const chunk = asked.slice(start, start + RELATIONSHIPS_PER_REQUEST);
    let answer: Relationship[];
    try {
      answer = yield* call(fetchRelationshipsOf, api, chunk);
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status === 404)
        yield* put(capabilityLearned({ feature: 'relationships', supported: false }));
      return;
    }
    yield* put(relationshipsFetched({ ids: chunk, relationships: answer }));
    for (const relationship of answer) {
      if (typeof relationship?.id !== 'string' || !chunk.includes(relationship.id)) continue;
      const blocked = !!relationship.blocking || !!relationship.domain_blocking;
      if (!blocked && !relationship.muting) continue;
      const accountId = relationship.id;
      const statusIds = yield* select((s: RootState) => postsOf(s, accountId));
      const replyIds = yield* select((s: RootState) => repliesTo(s, accountId));
      const notifications = blocked || relationship.muting_notifications !== false;
      yield* put(accountHidden({ accountId, blocked, statusIds, notifications, replyIds, relationship }));
    }
  }
}

/**
 * A follow started (+1) or ended (-1): the followed account's followers and the follower's following
 * move by one, never below 0. The accounts are imported again with the new counts.
 */
function* shiftFollowCounts(followedId: string, followerId: string | null | undefined, delta: number) {
  const shift = (count: number | undefined) => Math.max(0, (count ?? 0) + delta);
  const followed = yield* select((state: RootState) => selectAccountById(state, followedId));
  const follower = followerId
    ? yield* select((state: RootState) => selectAccountById(state, followerId))
    : undefined;
  const accounts = [
    ...(followed ? [{ ...followed, followers_count: shift(followed.followers_count) }] : []),
    ...(follower ? [{ ...follower, following_count: shift(follower.following_count) }] : []),
  ];
  if (accounts.length > 0) yield* put(entitiesImported({ accounts }));
}

/**
 * Sends an intent already applied optimistically: the server's relationship replaces it, a refusal
 * puts the one before back and says why. A follow that starts or ends moves the counts.
 */
function* send(accountId: string, request: (api: ApiClient) => Promise<Relationship>) {
  const { api } = yield* appServices();
  const before = (yield* select(selectRelationships)).before[accountId] ?? null;
  try {
    const answer = yield* call(request, api);
    const relationship = { ...answer, id: accountId };
    yield* put(relationshipChanged({ relationship }));
    const me = yield* select(selectCurrentAccountId);
    const following = Number(!!relationship.following) - Number(!!before?.following);
    if (following !== 0) yield* call(shiftFollowCounts, accountId, me, following);
    const followedBy = Number(!!relationship.followed_by) - Number(!!before?.followed_by);
    if (followedBy < 0 && me) yield* call(shiftFollowCounts, me, accountId, -1);
  } catch (error) {
    yield* put(relationshipChangeFailed({ accountId }));
    yield* call(reportError, error);
  }
}

const ids = (accounts: Account[]) => accounts.flatMap((a) => (typeof a?.id === 'string' ? [a.id] : []));

/** Each part is optional on other servers (404, or not there at all): a failure leaves it out, silently. */
const quietly = <T>(request: Promise<T>) => request.catch(() => undefined);

function* loadExtras(accountId: string) {
  const { api } = yield* appServices();
  const me = yield* select(selectCurrentAccountId);
  const signedIn = !!me && me !== accountId;
  const [featuredTags, endorsed, familiar] = yield* call(() =>
    Promise.all([
      quietly(fetchFeaturedTags(api, accountId)),
      quietly(fetchEndorsements(api, accountId)),
      // Familiar followers exist only for a signed-in user looking at someone else.
      signedIn ? quietly(fetchFamiliarFollowers(api, [accountId])) : undefined,
    ]),
  );
  const familiarAccounts = familiar?.find((entry) => entry?.id === accountId)?.accounts ?? [];
  const accounts = [...(endorsed ?? []), ...(Array.isArray(familiarAccounts) ? familiarAccounts : [])];
  if (accounts.length > 0) yield* put(entitiesImported({ accounts }));
  yield* put(
    profileExtrasFetched({
      accountId,
      featuredTags: featuredTags ?? [],
      endorsed: ids(endorsed ?? []),
      familiarFollowers: ids(Array.isArray(familiarAccounts) ? familiarAccounts : []),
    }),
  );
}

export const handlers: IntentHandlers<typeof relationshipsIntents> = {
  *profileExtrasRequested({ payload }) {
    yield* call(loadExtras, payload.accountId);
  },
  *keptAuthorsRecheckRequested({ payload }) {
    yield* call(recheckKeptAuthors, payload.ids);
  },
  *relationshipsRequested({ payload }) {
    yield* call(requestRelationships, payload.ids);
  },
  *followRequested({ payload }) {
    const { accountId, reblogs, notify, languages } = payload;
    yield* call(send, accountId, (api: ApiClient) => follow(api, accountId, { reblogs, notify, languages }));
  },
  *unfollowRequested({ payload: { accountId } }) {
    yield* call(send, accountId, (api: ApiClient) => relationshipAction(api, accountId, 'unfollow'));
  },
  *removeFromFollowersRequested({ payload: { accountId } }) {
    yield* call(send, accountId, (api: ApiClient) =>
      relationshipAction(api, accountId, 'remove_from_followers'),
    );
  },
  *unblockRequested({ payload: { accountId } }) {
    yield* call(send, accountId, (api: ApiClient) => relationshipAction(api, accountId, 'unblock'));
  },
  *unmuteRequested({ payload: { accountId } }) {
    yield* call(send, accountId, (api: ApiClient) => relationshipAction(api, accountId, 'unmute'));
  },
  *endorseRequested({ payload: { accountId, endorsed } }) {
    yield* call(send, accountId, (api: ApiClient) => setEndorsed(api, accountId, endorsed));
  },
  *noteRequested({ payload: { accountId, comment } }) {
    yield* call(send, accountId, (api: ApiClient) => saveNote(api, accountId, comment));
  },
};
