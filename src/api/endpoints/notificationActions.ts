import type { ApiClient } from '../client';
import type { Relationship } from '../entities';

/** Accepts (`authorize`) or declines (`reject`) a follow request from the account. */
export async function answerFollowRequest(api: ApiClient, accountId: string, accept: boolean) {
  const verb = accept ? 'authorize' : 'reject';
  return (await api.post<Relationship>(`/api/v1/follow_requests/${encodeURIComponent(accountId)}/${verb}`))
    .data;
}

export async function fetchRelationships(api: ApiClient, ids: readonly string[], signal?: AbortSignal) {
  return (await api.get<Relationship[]>('/api/v1/accounts/relationships', { query: { id: ids }, signal }))
    .data;
}

export async function followAccount(api: ApiClient, accountId: string) {
  return (await api.post<Relationship>(`/api/v1/accounts/${encodeURIComponent(accountId)}/follow`)).data;
}
