import type { RootState } from '../../store/types';
import { call, put, select } from 'typed-redux-saga/macro';
import type { Account } from '../../api/entities';
import { isApiError } from '../../api/errors';
import * as endpoints from '../../api/endpoints/moderation';
import { entitiesImported } from '../../domain/importer/actions';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { relationshipChanged } from '../relationships/public';
import type { safetyListIntents } from './intents';
import {
  safetyListFetched,
  safetyListFetchFailed,
  safetyListFetchStarted,
  safetyUndone,
  selectSafetyList,
  type SafetyListKind,
} from './safetyLists';

const FETCHERS = {
  blocks: endpoints.fetchBlocks,
  mutes: endpoints.fetchMutes,
  domain_blocks: endpoints.fetchDomainBlocks,
} as const;

const UNDO = {
  blocks: endpoints.unblockAccount,
  mutes: endpoints.unmuteAccount,
  domain_blocks: endpoints.unblockDomain,
} as const;

/** Accounts arrive with `mute_expires_at` (mutes only): kept beside the ids, as the accounts table may lose it. */
function* importAccounts(data: unknown) {
  const accounts = (Array.isArray(data) ? data : []).filter(
    (account): account is Account => typeof (account as Account | null)?.id === 'string',
  );
  yield* put(entitiesImported({ accounts }));
  const expiresAt = Object.fromEntries(
    accounts.map(
      (account) =>
        [account.id, (account as { mute_expires_at?: string | null }).mute_expires_at ?? null] as const,
    ),
  );
  return { items: accounts.map((account) => account.id), expiresAt };
}

function* fetchList(kind: SafetyListKind, expand: boolean) {
  const { api } = yield* appServices();
  const { next, isLoading } = yield* select((state: RootState) => selectSafetyList(state, kind));
  if (isLoading || (expand && !next)) return;
  yield* put(safetyListFetchStarted({ list: kind }));
  try {
    const response = yield* call(FETCHERS[kind], api, expand ? next : null);
    const page =
      kind === 'domain_blocks'
        ? {
            items: (Array.isArray(response.data) ? (response.data as unknown[]) : []).filter(
              (domain): domain is string => typeof domain === 'string',
            ),
          }
        : yield* call(importAccounts, response.data);
    yield* put(safetyListFetched({ list: kind, ...page, next: response.links.next ?? null, expand }));
  } catch (error) {
    const unavailable = isApiError(error) && error.status === 404;
    yield* put(safetyListFetchFailed({ list: kind, unavailable }));
    if (!unavailable) yield* call(reportError, error);
  }
}

function* undo(kind: SafetyListKind, item: string) {
  const { api } = yield* appServices();
  try {
    const relationship = yield* call(UNDO[kind], api, item);
    yield* put(safetyUndone({ list: kind, item }));
    // A profile or follow button drawn elsewhere shows the unblock or unmute at once.
    if (typeof relationship?.id === 'string') yield* put(relationshipChanged({ relationship }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

export const handlers: IntentHandlers<typeof safetyListIntents> = {
  *fetchRequested({ payload }) {
    yield* call(fetchList, payload.list, payload.expand === true);
  },
  *undoRequested({ payload }) {
    yield* call(undo, payload.list, payload.item);
  },
};
