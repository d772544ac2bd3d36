import { ACCOUNT_MEDIA_PAGE_SIZE } from '../../constants';
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
import { parseKey } from '../../domain/timelineKey';

export type Fetcher = (api: ApiClient, params: TimelinePageParams) => Promise<ApiResponse<Status[]>>;

export interface FetchOptions {
  /**
   * The federated timeline asks for the server's local-only posts too (`allow_local_only=true`, sent only
   * when on: a server that does not know it ignores it). The local timeline gets them with `local=true`.
   */
  allowLocalOnly?: boolean;
}

/** Which endpoint serves a timeline key; null for a key that names no timeline. */
export function fetcherFor(timelineId: string, options: FetchOptions = {}): Fetcher | null {
  const key = parseKey(timelineId);
  switch (key?.kind) {
    case 'home':
      return (api, params) => fetchHomeTimeline(api, params);
    case 'public': {
      const extra = {
        ...(key.scope === 'local' ? { local: true } : key.scope === 'remote' ? { remote: true } : {}),
        ...(key.onlyMedia ? { only_media: true } : {}),
        ...(key.scope === 'federated' && options.allowLocalOnly ? { allow_local_only: true } : {}),
      };
      return (api, params) => fetchPublicTimeline(api, { ...params, ...extra });
    }
    case 'hashtag': {
      const extra = {
        ...(key.any.length > 0 ? { any: key.any } : {}),
        ...(key.all.length > 0 ? { all: key.all } : {}),
        ...(key.none.length > 0 ? { none: key.none } : {}),
        ...(key.local ? { local: true } : {}),
      };
      return (api, params) => fetchTagTimeline(api, key.tag, { ...params, ...extra });
    }
    case 'direct':
      return (api, params) => fetchDirectTimeline(api, params);
    case 'list':
      return (api, params) => fetchListTimeline(api, key.id, params);
    case 'link':
      return (api, params) => fetchLinkTimeline(api, key.url, params);
    case 'account': {
      // A profile's tabs: `account:{id}:posts` leaves replies out, `account:{id}:media` asks media only.
      const [id = '', tab] = key.id.split(':');
      const extra =
        tab === 'media'
          ? { only_media: true, limit: ACCOUNT_MEDIA_PAGE_SIZE }
          : tab === 'posts' && { exclude_replies: true };
      return (api, params) => fetchAccountStatuses(api, id, { ...params, ...extra });
    }
    default:
      return null;
  }
}
