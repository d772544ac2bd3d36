import type { ApiClient } from '../client';

/** `/api/v1/instance` as servers answer it: older Mastodon, and other software, with fields of their own. */
export interface InstanceV1 {
  uri?: string;
  domain?: string;
  title?: string;
  version?: string;
  description?: string;
  short_description?: string;
  email?: string;
  languages?: string[];
  rules?: unknown[];
  api_versions?: Record<string, number>;
  max_toot_chars?: number;
  max_media_attachments?: number;
  urls?: { streaming_api?: string };
  configuration?: Record<string, unknown> & {
    statuses?: Record<string, unknown> & { max_characters?: number };
    translation?: { enabled?: boolean };
  };
  registrations?: boolean;
  approval_required?: boolean;
  contact_account?: unknown;
}

export async function fetchInstanceV1(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<InstanceV1 | null>('/api/v1/instance', { signal })).data;
}
