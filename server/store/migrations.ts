/**
 * Versioned schema. Each entry runs once, in order, inside a transaction; the applied versions are
 * recorded in `schema_migrations`. Never edit an entry that has shipped: append a new one.
 */
export const migrations: { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  display_name TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  fields_json TEXT NOT NULL DEFAULT '[]',
  avatar TEXT,
  header TEXT,
  locked INTEGER NOT NULL DEFAULT 0,
  bot INTEGER NOT NULL DEFAULT 0,
  is_group INTEGER NOT NULL DEFAULT 0,
  discoverable INTEGER NOT NULL DEFAULT 1,
  indexable INTEGER NOT NULL DEFAULT 1,
  hide_collections INTEGER NOT NULL DEFAULT 0,
  memorial INTEGER NOT NULL DEFAULT 0,
  suspended INTEGER NOT NULL DEFAULT 0,
  moved_to_id TEXT,
  role_json TEXT,
  password_hash TEXT,
  default_privacy TEXT NOT NULL DEFAULT 'public',
  default_language TEXT,
  default_sensitive INTEGER NOT NULL DEFAULT 0,
  followers_count INTEGER NOT NULL DEFAULT 0,
  following_count INTEGER NOT NULL DEFAULT 0,
  statuses_count INTEGER NOT NULL DEFAULT 0,
  last_status_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE follows (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  target_id TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'accepted',
  show_reblogs INTEGER NOT NULL DEFAULT 1,
  notify INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (account_id, target_id)
);
CREATE INDEX follows_target ON follows (target_id, state);
CREATE TABLE statuses (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  spoiler_text TEXT NOT NULL DEFAULT '',
  visibility TEXT NOT NULL,
  language TEXT,
  sensitive INTEGER NOT NULL DEFAULT 0,
  content_type TEXT NOT NULL DEFAULT 'text/plain',
  local_only INTEGER NOT NULL DEFAULT 0,
  in_reply_to_id TEXT,
  in_reply_to_account_id TEXT,
  reblog_of_id TEXT,
  quote_of_id TEXT,
  quote_policy TEXT NOT NULL DEFAULT 'public',
  poll_id TEXT,
  application_name TEXT,
  replies_count INTEGER NOT NULL DEFAULT 0,
  reblogs_count INTEGER NOT NULL DEFAULT 0,
  favourites_count INTEGER NOT NULL DEFAULT 0,
  quotes_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  edited_at INTEGER
);
CREATE INDEX statuses_account ON statuses (account_id, id);
CREATE INDEX statuses_visibility ON statuses (visibility, id);
CREATE INDEX statuses_reblog ON statuses (reblog_of_id, account_id);
CREATE INDEX statuses_reply ON statuses (in_reply_to_id);
CREATE INDEX statuses_quote ON statuses (quote_of_id);
CREATE TABLE status_edits (
  id TEXT PRIMARY KEY,
  status_id TEXT NOT NULL,
  text TEXT NOT NULL,
  spoiler_text TEXT NOT NULL,
  sensitive INTEGER NOT NULL,
  poll_options_json TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX status_edits_status ON status_edits (status_id, id);
CREATE TABLE mentions (status_id TEXT NOT NULL, account_id TEXT NOT NULL, PRIMARY KEY (status_id, account_id));
CREATE INDEX mentions_account ON mentions (account_id, status_id);
CREATE TABLE status_tags (status_id TEXT NOT NULL, tag TEXT NOT NULL COLLATE NOCASE, PRIMARY KEY (status_id, tag));
CREATE INDEX status_tags_tag ON status_tags (tag, status_id);
CREATE TABLE favourites (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, status_id TEXT NOT NULL, UNIQUE (account_id, status_id));
CREATE TABLE bookmarks (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, status_id TEXT NOT NULL, UNIQUE (account_id, status_id));
CREATE TABLE pins (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, status_id TEXT NOT NULL, UNIQUE (account_id, status_id));
CREATE TABLE polls (
  id TEXT PRIMARY KEY,
  status_id TEXT NOT NULL,
  options_json TEXT NOT NULL,
  multiple INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER
);
CREATE TABLE poll_votes (poll_id TEXT NOT NULL, account_id TEXT NOT NULL, choice INTEGER NOT NULL, PRIMARY KEY (poll_id, account_id, choice));
CREATE TABLE custom_emojis (shortcode TEXT PRIMARY KEY, file TEXT NOT NULL, category TEXT, visible_in_picker INTEGER NOT NULL DEFAULT 1);
CREATE TABLE apps (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  website TEXT,
  redirect_uri TEXT NOT NULL,
  scopes TEXT NOT NULL,
  client_id TEXT NOT NULL UNIQUE,
  client_secret TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE auth_codes (
  code TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  scopes TEXT NOT NULL,
  code_challenge TEXT,
  code_challenge_method TEXT,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE tokens (
  token TEXT PRIMARY KEY,
  app_id TEXT NOT NULL,
  account_id TEXT,
  scopes TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE idempotency_keys (
  account_id TEXT NOT NULL,
  key TEXT NOT NULL,
  status_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE TABLE lists (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  title TEXT NOT NULL,
  replies_policy TEXT NOT NULL DEFAULT 'list',
  exclusive INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE list_accounts (
  id TEXT PRIMARY KEY,
  list_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  UNIQUE (list_id, account_id)
);
CREATE INDEX list_accounts_account ON list_accounts (account_id);
CREATE TABLE markers (
  account_id TEXT NOT NULL,
  timeline TEXT NOT NULL,
  last_read_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, timeline)
);
CREATE TABLE web_settings (account_id TEXT PRIMARY KEY, data_json TEXT NOT NULL);
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  from_account_id TEXT NOT NULL,
  type TEXT NOT NULL,
  status_id TEXT,
  group_key TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX notifications_account ON notifications (account_id, id);
CREATE INDEX notifications_group ON notifications (account_id, group_key, id);
`,
  },
  {
    version: 2,
    sql: `
CREATE TABLE blocks (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  target_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (account_id, target_id)
);
CREATE INDEX blocks_target ON blocks (target_id);
CREATE TABLE mutes (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  target_id TEXT NOT NULL,
  notifications INTEGER NOT NULL DEFAULT 1,
  expires_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (account_id, target_id)
);
CREATE TABLE account_notes (
  account_id TEXT NOT NULL,
  target_id TEXT NOT NULL,
  comment TEXT NOT NULL,
  PRIMARY KEY (account_id, target_id)
);
CREATE TABLE endorsements (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  target_id TEXT NOT NULL,
  UNIQUE (account_id, target_id)
);
CREATE TABLE featured_tags (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  tag TEXT NOT NULL COLLATE NOCASE,
  created_at INTEGER NOT NULL,
  UNIQUE (account_id, tag)
);
`,
  },
  {
    version: 3,
    sql: `
CREATE TABLE filters (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  title TEXT NOT NULL,
  context_json TEXT NOT NULL,
  filter_action TEXT NOT NULL DEFAULT 'warn',
  expires_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX filters_account ON filters (account_id, id);
CREATE TABLE filter_keywords (
  id TEXT PRIMARY KEY,
  filter_id TEXT NOT NULL,
  keyword TEXT NOT NULL,
  whole_word INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX filter_keywords_filter ON filter_keywords (filter_id);
CREATE TABLE filter_statuses (
  id TEXT PRIMARY KEY,
  filter_id TEXT NOT NULL,
  status_id TEXT NOT NULL,
  UNIQUE (filter_id, status_id)
);
`,
  },
  {
    version: 4,
    sql: `
ALTER TABLE statuses ADD COLUMN quote_state TEXT NOT NULL DEFAULT 'accepted';
`,
  },
  {
    version: 5,
    sql: `
CREATE TABLE media_attachments (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  status_id TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL,
  mime TEXT NOT NULL,
  file TEXT,
  preview_file TEXT,
  description TEXT,
  focus_x REAL,
  focus_y REAL,
  blurhash TEXT,
  meta_json TEXT NOT NULL DEFAULT '{}',
  state TEXT NOT NULL DEFAULT 'processing',
  created_at INTEGER NOT NULL
);
CREATE INDEX media_attachments_status ON media_attachments (status_id, position);
CREATE INDEX media_attachments_account ON media_attachments (account_id, id);
`,
  },
  {
    version: 6,
    sql: `
CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  token TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  standard INTEGER NOT NULL DEFAULT 0,
  alerts_json TEXT NOT NULL DEFAULT '{}',
  policy TEXT NOT NULL DEFAULT 'all',
  created_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_account ON push_subscriptions (account_id);
CREATE INDEX push_subscriptions_token ON push_subscriptions (token);
`,
  },
  {
    version: 7,
    sql: `
ALTER TABLE notifications ADD COLUMN filtered INTEGER NOT NULL DEFAULT 0;
ALTER TABLE notifications ADD COLUMN extra_json TEXT;
CREATE TABLE notification_policies (
  account_id TEXT PRIMARY KEY,
  for_not_following TEXT NOT NULL DEFAULT 'accept',
  for_not_followers TEXT NOT NULL DEFAULT 'accept',
  for_new_accounts TEXT NOT NULL DEFAULT 'accept',
  for_private_mentions TEXT NOT NULL DEFAULT 'filter',
  for_limited_accounts TEXT NOT NULL DEFAULT 'filter'
);
CREATE TABLE notification_requests (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  from_account_id TEXT NOT NULL,
  last_status_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (account_id, from_account_id)
);
CREATE TABLE notification_permissions (
  account_id TEXT NOT NULL,
  from_account_id TEXT NOT NULL,
  PRIMARY KEY (account_id, from_account_id)
);
`,
  },
  {
    version: 8,
    sql: `
ALTER TABLE statuses ADD COLUMN conversation_id TEXT;
CREATE TABLE account_conversations (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  participant_ids_json TEXT NOT NULL,
  last_status_id TEXT NOT NULL,
  unread INTEGER NOT NULL DEFAULT 0,
  UNIQUE (account_id, conversation_id)
);
CREATE INDEX account_conversations_last ON account_conversations (account_id, last_status_id);
`,
  },
  {
    version: 9,
    sql: `
CREATE TABLE announcements (
  id TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  all_day INTEGER NOT NULL DEFAULT 0,
  starts_at INTEGER,
  ends_at INTEGER,
  published INTEGER NOT NULL DEFAULT 0,
  scheduled_at INTEGER,
  published_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE TABLE announcement_dismissals (
  announcement_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  PRIMARY KEY (announcement_id, account_id)
);
CREATE TABLE announcement_reactions (
  announcement_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (announcement_id, account_id, name)
);
CREATE TABLE tag_follows (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  tag TEXT NOT NULL COLLATE NOCASE,
  UNIQUE (account_id, tag)
);
CREATE TABLE suggestion_dismissals (
  account_id TEXT NOT NULL,
  target_id TEXT NOT NULL,
  PRIMARY KEY (account_id, target_id)
);
CREATE TABLE preview_cards (
  url TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT 'link',
  author_name TEXT NOT NULL DEFAULT '',
  author_url TEXT NOT NULL DEFAULT '',
  author_account_id TEXT,
  provider_name TEXT NOT NULL DEFAULT '',
  provider_url TEXT NOT NULL DEFAULT '',
  image TEXT,
  width INTEGER NOT NULL DEFAULT 0,
  height INTEGER NOT NULL DEFAULT 0,
  blurhash TEXT,
  language TEXT,
  published_at INTEGER
);
`,
  },
  {
    version: 10,
    sql: `
CREATE TABLE conversation_mutes (
  account_id TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  PRIMARY KEY (account_id, conversation_id)
);
`,
  },
  {
    version: 11,
    sql: `
CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  target_account_id TEXT NOT NULL,
  category TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  status_ids_json TEXT NOT NULL DEFAULT '[]',
  rule_ids_json TEXT NOT NULL DEFAULT '[]',
  forwarded INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
`,
  },
  {
    version: 12,
    sql: `
CREATE TABLE domain_blocks (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  domain TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (account_id, domain)
);
`,
  },
  {
    version: 13,
    sql: `
CREATE TABLE home_feed_skips (
  account_id TEXT NOT NULL,
  status_id TEXT NOT NULL,
  PRIMARY KEY (account_id, status_id)
);
`,
  },
  {
    version: 14,
    sql: `
ALTER TABLE media_attachments ADD COLUMN file_size INTEGER NOT NULL DEFAULT 0;
ALTER TABLE media_attachments ADD COLUMN unattached_at INTEGER;
CREATE INDEX media_attachments_unattached ON media_attachments (account_id) WHERE status_id IS NULL;
`,
  },
  {
    version: 15,
    // Which token each exchanged authorization code gave, so that a replayed code can take it back.
    sql: `
CREATE TABLE auth_code_tokens (
  code TEXT PRIMARY KEY,
  token TEXT NOT NULL
);
`,
  },
];
