import { call, put, select } from 'typed-redux-saga/macro';
import type { Status } from '../../api/entities';
import { entitiesImported } from '../../domain/importer/actions';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { capabilityLearned } from '../capabilities/public';
import { isApiError } from '../../api/errors';
import type { IntentHandlers } from '../../store/feature';
import type { statusListsIntents } from './intents';
import { selectStatusList, statusListFetched, statusListFetchFailed, type StatusListKey } from './slice';

/** Where a list's first page is. */
export function firstPagePath(list: StatusListKey): string {
  if (list.startsWith('pins:'))
    return `/api/v1/accounts/${encodeURIComponent(list.slice('pins:'.length))}/statuses?pinned=true`;
  if (list === 'trending') return '/api/v1/trends/statuses';
  return `/api/v1/${list}`;
}

/**
 * One page of a list. Favourites and bookmarks page by ids of their own (when the post was
 * favourited or bookmarked), not by post ids, so a next page is only ever the Link header's URL.
 */
export function* fetchStatusList({ list, expand = false }: { list: StatusListKey; expand?: boolean }) {
  const { api } = yield* appServices();
  const next = yield* select((state: RootState) => selectStatusList(state, list).next);
  if (expand && !next) {
    yield* put(statusListFetchFailed({ list }));
    return;
  }
  try {
    const response = yield* call(() => api.get<Status[]>(expand && next ? next : firstPagePath(list)));
    const statuses = Array.isArray(response.data) ? response.data : [];
    yield* put(entitiesImported({ statuses }));
    yield* put(
      statusListFetched({
        list,
        ids: statuses.flatMap((status) => (typeof status?.id === 'string' ? [status.id] : [])),
        next: response.links.next ?? null,
        expand,
      }),
    );
  } catch (error) {
    yield* put(statusListFetchFailed({ list }));
    // A server without trends: Explore says so in place of them.
    if (list === 'trending' && isApiError(error) && error.kind === 'http' && error.status === 404)
      yield* put(capabilityLearned({ feature: 'trends', supported: false }));
    // The trends fetches are silent.
    yield* call(reportError, error, list === 'trending' ? { kind: 'trends' } : {});
  }
}

export const handlers: IntentHandlers<typeof statusListsIntents> = {
  *fetchRequested({ payload }) {
    yield* fetchStatusList(payload);
  },
};
