import type { ApiClient } from '../client';
import type { Context, Poll, Status, Visibility } from '../entities';
import { randomId } from '../../utils/uuid';

export interface StatusParams {
  status?: string;
  spoiler_text?: string;
  content_type?: string;
  in_reply_to_id?: string | null;
  media_ids?: string[];
  media_attributes?: { id: string; description?: string; focus?: string }[];
  sensitive?: boolean;
  visibility?: Visibility;
  poll?: { options: string[]; expires_in: number; multiple?: boolean; hide_totals?: boolean } | null;
  language?: string | null;
  quoted_status_id?: string | null;
  quote_approval_policy?: string;
}

export const path = (id: string, action = '') =>
  `/api/v1/statuses/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** `form`: the parameters form-encoded instead of JSON (see `statusForm`). */
export async function createStatus(
  api: ApiClient,
  params: StatusParams,
  idempotencyKey?: string,
  form?: URLSearchParams,
) {
  return (
    await api.post<Status>(
      '/api/v1/statuses',
      form ? { form, idempotencyKey } : { json: params, idempotencyKey },
    )
  ).data;
}

export async function editStatus(api: ApiClient, id: string, params: StatusParams, form?: URLSearchParams) {
  return (await api.put<Status>(path(id), form ? { form } : { json: params })).data;
}

/**
 * Answers with the deleted post and its source text, for redraft. Mastodon keeps the media for a
 * redraft unless asked to delete it, so both choices are sent explicitly.
 */
export async function deleteStatus(api: ApiClient, id: string, deleteMedia = true) {
  return (await api.delete<Status & { text?: string }>(path(id), { query: { delete_media: deleteMedia } }))
    .data;
}

export async function fetchStatus(api: ApiClient, id: string, signal?: AbortSignal) {
  return (await api.get<Status>(path(id), { signal })).data;
}

export async function fetchStatusContext(api: ApiClient, id: string, signal?: AbortSignal) {
  return (await api.get<Context>(path(id, 'context'), { signal })).data;
}

/**
 * Favourite, boost, bookmark and their undoing set a state: doing one twice leaves what once does, so each
 * carries an Idempotency-Key and the client may send it again after no answer or a 429, 502, 503, 504.
 */
async function act(api: ApiClient, id: string, action: string, json?: unknown) {
  return (await api.post<Status>(path(id, action), { json, idempotencyKey: randomId() })).data;
}

export const favouriteStatus = (api: ApiClient, id: string) => act(api, id, 'favourite');
export const unfavouriteStatus = (api: ApiClient, id: string) => act(api, id, 'unfavourite');
export const reblogStatus = (api: ApiClient, id: string, visibility?: Visibility) =>
  act(api, id, 'reblog', visibility ? { visibility } : undefined);
export const unreblogStatus = (api: ApiClient, id: string) => act(api, id, 'unreblog');
export const bookmarkStatus = (api: ApiClient, id: string) => act(api, id, 'bookmark');
export const unbookmarkStatus = (api: ApiClient, id: string) => act(api, id, 'unbookmark');

export async function votePoll(api: ApiClient, pollId: string, choices: number[]) {
  return (await api.post<Poll>(`/api/v1/polls/${encodeURIComponent(pollId)}/votes`, { json: { choices } }))
    .data;
}
