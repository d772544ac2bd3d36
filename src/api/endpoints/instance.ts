import type { ApiClient } from '../client';
import type { CustomEmoji, Instance } from '../entities';

export async function fetchInstance(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<Instance>('/api/v2/instance', { signal })).data;
}

export async function fetchCustomEmojis(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<CustomEmoji[]>('/api/v1/custom_emojis', { signal })).data;
}

/** The languages the instance offers for posts (ISO 639 codes with their names); 404 before Mastodon 4.0. */
export async function fetchInstanceLanguages(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<{ code: string; name: string }[]>('/api/v1/instance/languages', { signal })).data;
}
