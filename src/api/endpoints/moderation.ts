import type { ApiClient } from '../client';
import type { Account, Filter, Relationship, Report } from '../entities';

/** Mute, block, report and "Filter this post": the calls of a post's menu about its author. */

/** `duration` in seconds, 0 for ever; `notifications` also hides their notifications. */
export async function muteAccount(
  api: ApiClient,
  id: string,
  params: { notifications: boolean; duration: number },
) {
  return (await api.post<Relationship>(`/api/v1/accounts/${encodeURIComponent(id)}/mute`, { json: params }))
    .data;
}

export async function blockAccount(api: ApiClient, id: string) {
  return (await api.post<Relationship>(`/api/v1/accounts/${encodeURIComponent(id)}/block`)).data;
}

export interface ReportParams {
  account_id: string;
  status_ids: string[];
  comment: string;
  category: 'spam' | 'legal' | 'violation' | 'other';
  rule_ids: string[];
  forward: boolean;
}

export async function createReport(api: ApiClient, params: ReportParams) {
  return (await api.post<Report>('/api/v1/reports', { json: params })).data;
}

export type FilterContextName = 'home' | 'notifications' | 'public' | 'thread' | 'account';

export async function createFilter(
  api: ApiClient,
  params: { title: string; context: FilterContextName[]; filter_action: 'warn' | 'hide' | 'blur' },
) {
  return (await api.post<Filter>('/api/v2/filters', { json: params })).data;
}

/** Adds one post to a filter. */
export async function addFilterStatus(api: ApiClient, filterId: string, statusId: string) {
  return (
    await api.post<{ id: string; status_id: string }>(
      `/api/v2/filters/${encodeURIComponent(filterId)}/statuses`,
      { json: { status_id: statusId } },
    )
  ).data;
}

/** The pages of the user's blocks, mutes (each with `mute_expires_at`) and blocked domains; later pages through `links.next`. */
export const fetchBlocks = (api: ApiClient, next?: string | null) =>
  api.get<Account[]>(next ?? '/api/v1/blocks');
export const fetchMutes = (api: ApiClient, next?: string | null) =>
  api.get<Account[]>(next ?? '/api/v1/mutes');
export const fetchDomainBlocks = (api: ApiClient, next?: string | null) =>
  api.get<string[]>(next ?? '/api/v1/domain_blocks');

export async function unblockAccount(api: ApiClient, id: string) {
  return (await api.post<Relationship>(`/api/v1/accounts/${encodeURIComponent(id)}/unblock`)).data;
}

export async function unmuteAccount(api: ApiClient, id: string) {
  return (await api.post<Relationship>(`/api/v1/accounts/${encodeURIComponent(id)}/unmute`)).data;
}

export async function unblockDomain(api: ApiClient, domain: string) {
  await api.delete<unknown>('/api/v1/domain_blocks', { query: { domain } });
}
