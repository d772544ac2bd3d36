import type { ApiClient } from '../client';
import type { Poll, Status, StatusEdit } from '../entities';

// Calls only views loaded on demand make (their sagas load with them): kept apart from the
// always-loaded status calls.

const path = (id: string, action: string) => `/api/v1/statuses/${encodeURIComponent(id)}/${action}`;

/** The quoted post's author takes it out of the quoting post; the answer is the quoting post. */
export async function revokeQuote(api: ApiClient, quotedId: string, quotingId: string) {
  return (await api.post<Status>(path(quotedId, `quotes/${encodeURIComponent(quotingId)}/revoke`))).data;
}

/** The posts quoting one of the user's posts, a page at a time (`next` from the Link header). */
export async function fetchQuotes(api: ApiClient, id: string, next?: string | null) {
  const response = next ? await api.get<Status[]>(next) : await api.get<Status[]>(path(id, 'quotes'));
  return { statuses: response.data, next: response.links.next ?? null };
}

export async function fetchPoll(api: ApiClient, pollId: string) {
  return (await api.get<Poll>(`/api/v1/polls/${encodeURIComponent(pollId)}`)).data;
}

/** Every version of a post, oldest first (the first is the original). */
export async function fetchStatusHistory(api: ApiClient, id: string) {
  return (await api.get<StatusEdit[]>(path(id, 'history'))).data;
}
