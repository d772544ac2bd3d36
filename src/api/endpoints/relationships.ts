import { isApiError } from '../errors';
import type { ApiClient } from '../client';
import type { Account, Relationship } from '../entities';

const accountPath = (id: string, action: string) => `/api/v1/accounts/${encodeURIComponent(id)}/${action}`;

/** Suspended accounts too, so a suspended profile still shows whether the user followed it. */
export async function fetchRelationshipsOf(api: ApiClient, ids: readonly string[], signal?: AbortSignal) {
  const { data } = await api.get<Relationship[]>('/api/v1/accounts/relationships', {
    query: { with_suspended: true, id: ids },
    signal,
  });
  return Array.isArray(data) ? data : [];
}

export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
  languages?: string[] | null;
}

export async function follow(api: ApiClient, id: string, options: FollowOptions = {}) {
  return (await api.post<Relationship>(accountPath(id, 'follow'), { json: { ...options } })).data;
}

export type RelationshipVerb = 'unfollow' | 'remove_from_followers' | 'unblock' | 'unmute';

export async function relationshipAction(api: ApiClient, id: string, verb: RelationshipVerb) {
  return (await api.post<Relationship>(accountPath(id, verb))).data;
}

export async function saveNote(api: ApiClient, id: string, comment: string) {
  return (await api.post<Relationship>(accountPath(id, 'note'), { json: { comment } })).data;
}

/**
 * Mastodon 4.4 names it `endorse`, older servers `pin`: the other name is tried on a 404.
 */
export async function setEndorsed(api: ApiClient, id: string, endorsed: boolean) {
  const [current, older] = endorsed ? ['endorse', 'pin'] : ['unendorse', 'unpin'];
  try {
    return (await api.post<Relationship>(accountPath(id, current))).data;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    return (await api.post<Relationship>(accountPath(id, older))).data;
  }
}

export interface FeaturedTag {
  id: string;
  name: string;
  url?: string;
  statuses_count: number | string;
  last_status_at?: string | null;
}

export async function fetchFeaturedTags(api: ApiClient, id: string, signal?: AbortSignal) {
  const { data } = await api.get<FeaturedTag[]>(accountPath(id, 'featured_tags'), { signal });
  return Array.isArray(data) ? data : [];
}

export async function fetchEndorsements(api: ApiClient, id: string, signal?: AbortSignal) {
  const { data } = await api.get<Account[]>(accountPath(id, 'endorsements'), { signal });
  return Array.isArray(data) ? data : [];
}

export interface FamiliarFollowers {
  id: string;
  accounts: Account[];
}

export async function fetchFamiliarFollowers(api: ApiClient, ids: readonly string[], signal?: AbortSignal) {
  const { data } = await api.get<FamiliarFollowers[]>('/api/v1/accounts/familiar_followers', {
    query: { id: ids },
    signal,
  });
  return Array.isArray(data) ? data : [];
}
