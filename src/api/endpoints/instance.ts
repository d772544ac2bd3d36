import type { ApiClient } from '../client';
import type { CustomEmoji, Instance } from '../entities';

export async function fetchInstance(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<Instance>('/api/v2/instance', { signal })).data;
}

export async function fetchCustomEmojis(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<CustomEmoji[]>('/api/v1/custom_emojis', { signal })).data;
}
