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

export type Fetcher = (api: ApiClient, params: TimelinePageParams) => Promise<ApiResponse<Status[]>>;

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
