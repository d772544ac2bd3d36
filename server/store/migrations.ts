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
];
