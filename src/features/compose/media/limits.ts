import { MEDIA_POLL_BACKOFF_UNIT_MS } from '../../../constants';
import type { Instance } from '../../../api/entities';

/** Mastodon's defaults, for a server that does not say. */
export const DEFAULT_MAX_ATTACHMENTS = 4;
export const DEFAULT_DESCRIPTION_LIMIT = 1500;
export const ACCEPT_ANY_MEDIA = 'image/*,video/*,audio/*';

export interface MediaLimits {
  maxAttachments: number;
  descriptionLimit: number;
  /** Bytes; null when the server does not say. */
  imageSizeLimit: number | null;
  videoSizeLimit: number | null;
  /** Null when the server does not list them: any image, video or audio file is offered. */
  mimeTypes: string[] | null;
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The instance's media limits, read defensively: `configuration.statuses.max_media_attachments` and
 * `configuration.media_attachments` (v2, and v1 since Mastodon 3.4), else the top-level
 * `max_media_attachments` some servers put in v1.
 */
export function mediaLimitsOf(instance: Instance | null | undefined): MediaLimits {
  const raw = (instance ?? {}) as {
    max_media_attachments?: unknown;
    configuration?: { statuses?: Record<string, unknown>; media_attachments?: Record<string, unknown> };
  };
  const statuses = raw.configuration?.statuses ?? {};
  const media = raw.configuration?.media_attachments ?? {};
  const mimeTypes = Array.isArray(media.supported_mime_types)
    ? media.supported_mime_types.filter((type): type is string => typeof type === 'string')
    : null;
  return {
    maxAttachments:
      positive(statuses.max_media_attachments) ??
      positive(raw.max_media_attachments) ??
      DEFAULT_MAX_ATTACHMENTS,
    descriptionLimit: positive(media.description_limit) ?? DEFAULT_DESCRIPTION_LIMIT,
    imageSizeLimit: positive(media.image_size_limit),
    videoSizeLimit: positive(media.video_size_limit),
    mimeTypes: mimeTypes && mimeTypes.length > 0 ? mimeTypes : null,
  };
}

/** What the file picker offers. */
export const acceptOf = (limits: MediaLimits) => limits.mimeTypes?.join(',') ?? ACCEPT_ANY_MEDIA;

export type Refusal = { reason: 'type' } | { reason: 'size'; limit: number };

/** Why a file cannot be sent to this server (null: it can), checked before any byte leaves. */
export function refusalOf(file: Pick<File, 'type' | 'size'>, limits: MediaLimits): Refusal | null {
  const type = file.type.toLowerCase();
  const known = limits.mimeTypes ? limits.mimeTypes.includes(type) : /^(image|video|audio)\//.test(type);
  if (!known) return { reason: 'type' };
  // Video and audio share the video limit on Mastodon.
  const limit = type.startsWith('image/') ? limits.imageSizeLimit : limits.videoSizeLimit;
  if (limit !== null && file.size > limit) return { reason: 'size', limit };
  return null;
}

/**
 * Wait before polling a processing attachment again after its `attempt`-th 206: log2 of the attempt
 * count times 1 s, as Mastodon's web client does it, where the first wait (log2(1) = 0) is 1 s rather
 * than none, since the server has just said it is not done. The first poll itself follows the 202 at once.
 */
export const pollDelayMs = (attempt: number) => (Math.log2(attempt) || 1) * MEDIA_POLL_BACKOFF_UNIT_MS;
