import { call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { ApiClient, ApiResponse } from '../../api/client';
import type { Status } from '../../api/entities';
import { fetchAccountStatuses } from '../../api/endpoints/accounts';
import {
  fetchHomeTimeline,
  fetchListTimeline,
  fetchPublicTimeline,
  fetchTagTimeline,
  type TimelinePageParams,
} from '../../api/endpoints/timelines';
import { TIMELINE_PAGE_SIZE } from '../../constants';
import type { AppServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/sagas';
import { entitiesImported } from '../importer/actions';
import { streamingConnected } from '../streaming/actions';
import { selectNewestId, selectOldestId } from './selectors';
import { expandFailed, expandRequested, expandSucceeded, type ExpandKind } from './slice';

type Fetcher = (api: ApiClient, params: TimelinePageParams) => Promise<ApiResponse<Status[]>>;

/** Which endpoint serves a timeline id: home, public, public:local, public:remote, hashtag:x, list:x, account:x. */
export function fetcherFor(timelineId: string): Fetcher | null {
  const [kind, ...rest] = timelineId.split(':');
  const arg = rest.join(':');
  switch (kind) {
    case 'home':
      return (api, params) => fetchHomeTimeline(api, params);
    case 'public':
      if (arg === 'local') return (api, params) => fetchPublicTimeline(api, { ...params, local: true });
      if (arg === 'remote') return (api, params) => fetchPublicTimeline(api, { ...params, remote: true });
      return arg ? null : (api, params) => fetchPublicTimeline(api, params);
    case 'hashtag':
      return arg ? (api, params) => fetchTagTimeline(api, arg, params) : null;
    case 'list':
      return arg ? (api, params) => fetchListTimeline(api, arg, params) : null;
    case 'account':
      return arg ? (api, params) => fetchAccountStatuses(api, arg, params) : null;
    default:
      return null;
  }
}

function* expandTimeline(inFlight: Set<string>, action: ReturnType<typeof expandRequested>) {
  const { timelineId, maxId } = action.payload;
  let { sinceId } = action.payload;
  const fetcher = fetcherFor(timelineId);
  if (!fetcher || inFlight.has(timelineId)) {
    if (!fetcher) yield put(expandFailed({ timelineId }));
    return;
  }
  inFlight.add(timelineId);
  try {
    const { api } = (yield getContext('services')) as AppServices;
    let kind: ExpandKind;
    if (maxId) {
      const oldest = (yield select(selectOldestId, timelineId)) as string | undefined;
      kind = maxId === oldest ? 'older' : 'gap';
    } else {
      sinceId ??= (yield select(selectNewestId, timelineId)) as string | undefined;
      kind = sinceId ? 'recent' : 'initial';
    }
    const response = (yield call(fetcher, api, {
      max_id: maxId,
      since_id: maxId ? undefined : sinceId,
      limit: TIMELINE_PAGE_SIZE,
    })) as ApiResponse<Status[]>;
    const statuses = Array.isArray(response.data) ? response.data : [];
    yield put(entitiesImported({ statuses }));
    const statusIds = statuses.flatMap((s) => (typeof s?.id === 'string' && s.account ? [s.id] : []));
    yield put(
      expandSucceeded({
        timelineId,
        kind,
        statusIds,
        next: response.links.next ?? null,
        isPartial: response.status === 206,
        moreBetween: kind === 'recent' && statuses.length >= TIMELINE_PAGE_SIZE,
      }),
    );
  } catch (error) {
    yield put(expandFailed({ timelineId }));
    yield call(reportError, error);
  } finally {
    inFlight.delete(timelineId);
  }
}

/** After a reconnect, each loaded streamed timeline fetches what was posted since its newest item. */
function* refreshAfterReconnect(action: ReturnType<typeof streamingConnected>) {
  if (!action.payload.reconnected) return;
  const timelines = (yield select((state: RootState) => state.timelines)) as RootState['timelines'];
  for (const [timelineId, timeline] of Object.entries(timelines)) {
    if (timeline.loaded && !timelineId.startsWith('account:')) yield put(expandRequested({ timelineId }));
  }
}

export function* timelinesSaga() {
  const inFlight = new Set<string>();
  yield takeEvery(expandRequested.type, expandTimeline, inFlight);
  yield takeEvery(streamingConnected.type, refreshAfterReconnect);
}
