import type { ApiClient, ApiResponse } from '../../api/client';
import type { Status } from '../../api/entities';
import { fetchAccountStatuses } from '../../api/endpoints/accounts';
import {
  fetchHomeTimeline,
  fetchDirectTimeline,
  fetchLinkTimeline,
  fetchListTimeline,
  fetchPublicTimeline,
  fetchTagTimeline,
  type TimelinePageParams,
} from '../../api/endpoints/timelines';
import { parseHashtagArg } from './timelineIds';

export type Fetcher = (api: ApiClient, params: TimelinePageParams) => Promise<ApiResponse<Status[]>>;

const PUBLIC_SCOPES = new Set(['', 'local', 'remote']);

/**
 * Which endpoint serves a timeline id: home, public[:local|:remote][:media], hashtag:x[?options]
 * (see timelineIds.ts), list:x, direct, account:x, link:<url> (posts about a trending link).
 */
export function fetcherFor(timelineId: string): Fetcher | null {
  const [kind, ...rest] = timelineId.split(':');
  const arg = rest.join(':');
  switch (kind) {
    case 'home':
      return (api, params) => fetchHomeTimeline(api, params);
    case 'public': {
      const onlyMedia = arg === 'media' || arg.endsWith(':media');
      const scope = onlyMedia ? arg.slice(0, -'media'.length).replace(/:$/, '') : arg;
      if (!PUBLIC_SCOPES.has(scope)) return null;
      const extra = {
        ...(scope === 'local' ? { local: true } : scope === 'remote' ? { remote: true } : {}),
        ...(onlyMedia ? { only_media: true } : {}),
      };
      return (api, params) => fetchPublicTimeline(api, { ...params, ...extra });
    }
    case 'hashtag': {
      const tag = parseHashtagArg(arg);
      if (!tag) return null;
      const extra = {
        ...(tag.any.length > 0 ? { any: tag.any } : {}),
        ...(tag.all.length > 0 ? { all: tag.all } : {}),
        ...(tag.none.length > 0 ? { none: tag.none } : {}),
        ...(tag.local ? { local: true } : {}),
      };
      return (api, params) => fetchTagTimeline(api, tag.tag, { ...params, ...extra });
    }
    case 'direct':
      return arg ? null : (api, params) => fetchDirectTimeline(api, params);
    case 'list':
      return arg ? (api, params) => fetchListTimeline(api, arg, params) : null;
    case 'link':
      return /^https?:\/\//.test(arg) ? (api, params) => fetchLinkTimeline(api, arg, params) : null;
    case 'account':
      return arg ? (api, params) => fetchAccountStatuses(api, arg, params) : null;
    default:
      return null;
  }
}
