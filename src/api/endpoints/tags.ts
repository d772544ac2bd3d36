import type { ApiClient } from '../client';
import type { Tag } from '../entities';

/** Hashtags: one tag with the user's following and featuring, follow and feature, the tags followed. */

const tagPath = (name: string) => `/api/v1/tags/${encodeURIComponent(name)}`;

export const fetchTag = (api: ApiClient, name: string) => api.get<Tag>(tagPath(name));

export const setTagFollowed = (api: ApiClient, name: string, follow: boolean) =>
  api.post<Tag>(`${tagPath(name)}/${follow ? 'follow' : 'unfollow'}`);

/** Featuring a tag on the profile through the tag (Mastodon 4.4 and later). */
export const setTagFeatured = (api: ApiClient, name: string, feature: boolean) =>
  api.post<Tag>(`${tagPath(name)}/${feature ? 'feature' : 'unfeature'}`);

/** Paged: `url` is the Link header's next page when expanding. */
export const fetchFollowedTags = (api: ApiClient, url = '/api/v1/followed_tags') => api.get<Tag[]>(url);
