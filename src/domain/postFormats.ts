import type { Instance } from '../api/entities';

/** The formats a post can be written in that the app offers, in the order offered. */
export const POST_FORMATS = ['text/plain', 'text/markdown', 'text/html'] as const;

/**
 * The formats a post may be written in on this server (`configuration.statuses.supported_mime_types`,
 * as glitch-soc and others list them): none where it says nothing, so `content_type` is never sent by
 * assumption.
 */
export function supportedContentTypes(instance: Instance | null | undefined): string[] {
  const statuses = instance?.configuration?.statuses as { supported_mime_types?: unknown } | undefined;
  const types = statuses?.supported_mime_types;
  return Array.isArray(types) ? types.filter((type): type is string => typeof type === 'string') : [];
}

/** The formats offered for this server: only where it lists more than one of them. */
export function offeredPostFormats(instance: Instance | null | undefined): string[] {
  const supported = supportedContentTypes(instance);
  const offered = POST_FORMATS.filter((format) => supported.includes(format));
  return offered.length > 1 ? offered : [];
}
