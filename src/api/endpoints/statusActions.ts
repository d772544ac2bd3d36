import type { ApiClient } from '../client';
import type { Status, StatusSource, Translation } from '../entities';
import { path } from './statuses';

/** The calls a post's menu makes (apart from delete and edit), loaded with it. */
async function act(api: ApiClient, id: string, action: string) {
  return (await api.post<Status>(path(id, action))).data;
}

export const pinStatus = (api: ApiClient, id: string) => act(api, id, 'pin');
export const unpinStatus = (api: ApiClient, id: string) => act(api, id, 'unpin');
export const muteConversation = (api: ApiClient, id: string) => act(api, id, 'mute');
export const unmuteConversation = (api: ApiClient, id: string) => act(api, id, 'unmute');

/** The text and content warning as typed (not rendered), for editing. */
export async function fetchStatusSource(api: ApiClient, id: string) {
  return (await api.get<StatusSource>(path(id, 'source'))).data;
}

export async function translateStatus(api: ApiClient, id: string) {
  return (await api.post<Translation>(path(id, 'translate'))).data;
}

export async function updateQuotePolicy(
  api: ApiClient,
  id: string,
  policy: 'public' | 'followers' | 'nobody',
) {
  return (await api.put<Status>(path(id, 'interaction_policy'), { json: { quote_approval_policy: policy } }))
    .data;
}

/** Source language -> target languages the instance's translator offers (404 where it has none). */
export async function fetchTranslationLanguages(api: ApiClient) {
  return (await api.get<Record<string, string[]>>('/api/v1/instance/translation_languages')).data;
}
