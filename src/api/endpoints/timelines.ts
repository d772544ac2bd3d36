import type { ApiClient, ApiResponse } from '../client';
import type { Status } from '../entities';

export interface TimelinePageParams {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: number;
}

export interface PublicTimelineParams extends TimelinePageParams {
  local?: boolean;
  remote?: boolean;
  only_media?: boolean;
  allow_local_only?: boolean;
}

export interface TagTimelineParams extends TimelinePageParams {
  any?: string[];
  all?: string[];
  none?: string[];
  local?: boolean;
}

type Signal = { signal?: AbortSignal };

/** A 206 answer means the server is still building the home feed (the timeline is partial). */
export const fetchHomeTimeline = (api: ApiClient, params: TimelinePageParams = {}, o: Signal = {}) =>
  api.get<Status[]>('/api/v1/timelines/home', { query: { ...params }, signal: o.signal });

export const fetchPublicTimeline = (api: ApiClient, params: PublicTimelineParams = {}, o: Signal = {}) =>
  api.get<Status[]>('/api/v1/timelines/public', { query: { ...params }, signal: o.signal });

/** Direct posts to and from the user (Mastodon's deprecated but still served timeline). */
export const fetchDirectTimeline = (api: ApiClient, params: TimelinePageParams = {}, o: Signal = {}) =>
  api.get<Status[]>('/api/v1/timelines/direct', { query: { ...params }, signal: o.signal });

export const fetchListTimeline = (
  api: ApiClient,
  listId: string,
  params: TimelinePageParams = {},
  o: Signal = {},
) =>
  api.get<Status[]>(`/api/v1/timelines/list/${encodeURIComponent(listId)}`, {
    query: { ...params },
    signal: o.signal,
  });

export const fetchTagTimeline = (
  api: ApiClient,
  tag: string,
  params: TagTimelineParams = {},
  o: Signal = {},
) =>
  api.get<Status[]>(`/api/v1/timelines/tag/${encodeURIComponent(tag)}`, {
    query: { ...params },
    signal: o.signal,
  });

/** Public posts linking to a trending article (Mastodon 4.3). */
export const fetchLinkTimeline = (
  api: ApiClient,
  url: string,
  params: TimelinePageParams = {},
  o: Signal = {},
) => api.get<Status[]>('/api/v1/timelines/link', { query: { ...params, url }, signal: o.signal });

export type TimelinePage = ApiResponse<Status[]>;
