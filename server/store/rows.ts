/** Row shapes of the tables the serialisers read. */
export interface AccountRow {
  id: string;
  username: string;
  display_name: string;
  note: string;
  fields_json: string;
  avatar: string | null;
  header: string | null;
  locked: number;
  bot: number;
  is_group: number;
  discoverable: number;
  indexable: number;
  hide_collections: number;
  memorial: number;
  suspended: number;
  moved_to_id: string | null;
  role_json: string | null;
  password_hash: string | null;
  default_privacy: Visibility;
  default_language: string | null;
  default_sensitive: number;
  followers_count: number;
  following_count: number;
  statuses_count: number;
  last_status_at: number | null;
  created_at: number;
}

export const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const isVisibility = (value: string): value is Visibility =>
  (VISIBILITIES as readonly string[]).includes(value);

export interface StatusRow {
  id: string;
  account_id: string;
  text: string;
  spoiler_text: string;
  visibility: Visibility;
  language: string | null;
  sensitive: number;
  content_type: string;
  local_only: number;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog_of_id: string | null;
  quote_of_id: string | null;
  quote_policy: string;
  /** accepted, pending, rejected or revoked; deleted and unauthorized are worked out when serialising. */
  quote_state: string;
  poll_id: string | null;
  application_name: string | null;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  quotes_count: number;
  created_at: number;
  edited_at: number | null;
  /** The thread a direct post belongs to (its root's id); null for older rows. */
  conversation_id: string | null;
}

export interface PollRow {
  id: string;
  status_id: string;
  options_json: string;
  multiple: number;
  expires_at: number | null;
}

export interface NotificationRow {
  id: string;
  account_id: string;
  from_account_id: string;
  type: string;
  status_id: string | null;
  group_key: string;
  created_at: number;
  /** 1 when a notification policy sent it to the requests instead of the list. */
  filtered: number;
  /** The report, moderation warning or severance event some types carry. */
  extra_json: string | null;
}

export interface EmojiRow {
  shortcode: string;
  file: string;
  category: string | null;
  visible_in_picker: number;
}

export interface FieldSource {
  name: string;
  value: string;
  verified_at?: string | null;
}

export type Json = Record<string, unknown>;

export const iso = (ms: number): string => new Date(ms).toISOString();
