import type { ApiClient } from '../client';
import type { Conversation } from '../entities';

/** The user's conversations (direct messages), newest first; later pages only through `links.next`. */
export const fetchConversations = (api: ApiClient, next?: string | null) =>
  api.get<Conversation[]>(next ?? '/api/v1/conversations');

export async function markConversationRead(api: ApiClient, id: string) {
  return (await api.post<Conversation>(`/api/v1/conversations/${encodeURIComponent(id)}/read`)).data;
}

export async function deleteConversation(api: ApiClient, id: string) {
  await api.delete<unknown>(`/api/v1/conversations/${encodeURIComponent(id)}`);
}
