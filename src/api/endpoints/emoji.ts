import type { ApiClient } from '../client';
import type { CustomEmoji } from '../entities';
import { isApiError } from '../errors';

export const EMOJI_FETCH_FAILED = 'Failed to fetch emoji data';
export const EMOJI_UNEXPECTED_FORMAT = 'Unexpected data format';

/** What the instance answered for a locale's emoji pack: new data with its ETag, or "what you have is current". */
export type EmojiPackAnswer =
  { notModified: true } | { notModified: false; etag: string | null; data: unknown };

/**
 * The standard emoji of a locale, `/packs/emoji/{locale}.json`. With the ETag of a stored copy the
 * instance answers 304 when that copy is current (the body is not sent again).
 */
export async function fetchEmojiPack(
  api: ApiClient,
  locale: string,
  etag?: string | null,
): Promise<EmojiPackAnswer> {
  try {
    const response = await api.get<unknown>(`/packs/emoji/${encodeURIComponent(locale)}.json`, {
      auth: false,
      headers: etag ? { 'If-None-Match': etag } : undefined,
    });
    return { notModified: false, etag: response.headers.get('ETag'), data: response.data };
  } catch (error) {
    if (isApiError(error) && error.status === 304) return { notModified: true };
    if (isApiError(error) && error.kind === 'parse')
      throw new Error(EMOJI_UNEXPECTED_FORMAT, { cause: error });
    throw new Error(EMOJI_FETCH_FAILED, { cause: error });
  }
}

/** The instance's custom emoji (all of them; the picker shows those marked visible_in_picker). */
export async function fetchCustomEmojis(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<CustomEmoji[]>('/api/v1/custom_emojis', { signal })).data;
}
