import { sql, type ServerContext } from '../context';
import { ApiError, notFound, unprocessable } from '../errors';
import { snowflakeId } from '../ids';
import type { StatusRow } from './rows';
import type { Db } from './db';
import { countCharacters, extractEntities, graphemeLength } from '../text';
import { audienceOf } from './audience';
import { createNotification, notifyMentions } from './notifications';
import { forgetConversationStatus, recordConversation } from './conversations';
import { attachMedia, checkMediaIds, freeMedia, parseFocus } from './media';
import { isBlocking } from './blocks-mutes';
import { canView, getStatusRow, isFollowing, maySee } from './visibility';

export const LIMITS = {
  maxCharacters: 500,
  maxMediaAttachments: 4,
  charactersReservedPerUrl: 23,
  pollMaxOptions: 4,
  pollMaxCharactersPerOption: 50,
  pollMinExpiration: 300,
  pollMaxExpiration: 2_629_746,
};

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;
type Visibility = (typeof VISIBILITIES)[number];

export interface PollInput {
  options: string[];
  expiresIn: number;
  multiple: boolean;
}

export interface StatusInput {
  text: string;
  spoilerText?: string;
  visibility?: string;
  language?: string | null;
  sensitive?: boolean;
  inReplyToId?: string;
  quoteOfId?: string;
  quotePolicy?: string;
  contentType?: string;
  localOnly?: boolean;
  poll?: PollInput;
  mediaIds?: string[];
  applicationName?: string | null;
  createdAt?: number;
  /** Seeding writes history without streaming or notifying live. */
  silent?: boolean;
}

function validatePoll(poll: PollInput): void {
  if (poll.options.length < 2)
    throw unprocessable('Validation failed: Poll options must have at least 2 items');
  if (poll.options.length > LIMITS.pollMaxOptions) {
    throw unprocessable(`Validation failed: Poll options must have at most ${LIMITS.pollMaxOptions} items`);
  }
  if (poll.options.some((o) => o.trim() === '' || [...o].length > LIMITS.pollMaxCharactersPerOption)) {
    throw unprocessable('Validation failed: Poll options are invalid');
  }
  if (new Set(poll.options.map((o) => o.trim())).size !== poll.options.length)
    throw unprocessable('Validation failed: Poll options contain duplicate items');
  if (!(poll.expiresIn >= LIMITS.pollMinExpiration && poll.expiresIn <= LIMITS.pollMaxExpiration)) {
    throw unprocessable('Validation failed: Poll expiration is out of range');
  }
}

function validateText(input: StatusInput): void {
  const hasMedia = (input.mediaIds ?? []).length > 0;
  if (hasMedia && input.poll)
    throw unprocessable('Validation failed: Media attachments cannot be added to a poll');
  // A quote may stand alone: the quoted post is its content (with or without a content warning).
  if (input.text.trim() === '' && !input.poll && !hasMedia && !input.quoteOfId)
    throw unprocessable("Validation failed: Text can't be blank");
  const length = countCharacters(input.text) + graphemeLength(input.spoilerText ?? '');
  if (length > LIMITS.maxCharacters) {
    throw unprocessable(`Validation failed: Text character limit of ${LIMITS.maxCharacters} exceeded`);
  }
  if (input.poll) validatePoll(input.poll);
}

function storeEntities(ctx: ServerContext, statusId: string, text: string): void {
  const db = ctx.db;
  sql(db, 'DELETE FROM mentions WHERE status_id = ?').run(statusId);
  sql(db, 'DELETE FROM status_tags WHERE status_id = ?').run(statusId);
  const entities = extractEntities(text, ctx.localDomain);
  for (const username of entities.usernames) {
    const account = sql(db, 'SELECT id FROM accounts WHERE username = ? AND suspended = 0').get(username) as
      { id: string } | undefined;
    if (account)
      sql(db, 'INSERT OR IGNORE INTO mentions (status_id, account_id) VALUES (?, ?)').run(
        statusId,
        account.id,
      );
  }
  for (const tag of entities.tags)
    sql(db, 'INSERT OR IGNORE INTO status_tags (status_id, tag) VALUES (?, ?)').run(statusId, tag);
}

function insertPoll(ctx: ServerContext, statusId: string, poll: PollInput, createdAt: number): string {
  const id = snowflakeId(createdAt);
  sql(
    ctx.db,
    'INSERT INTO polls (id, status_id, options_json, multiple, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(id, statusId, JSON.stringify(poll.options), poll.multiple ? 1 : 0, createdAt + poll.expiresIn * 1000);
  return id;
}

/** The quote policy applied to a would-be quoter: automatic approval or none (local posts have no manual review). */
export function mayQuote(ctx: ServerContext, accountId: string, quoted: StatusRow): boolean {
  if (quoted.account_id === accountId) return true;
  if (quoted.visibility !== 'public' && quoted.visibility !== 'unlisted') return false;
  if (isBlocking(ctx.db, quoted.account_id, accountId) || isBlocking(ctx.db, accountId, quoted.account_id))
    return false;
  if (quoted.quote_policy === 'public') return true;
  return quoted.quote_policy === 'followers' && isFollowing(ctx.db, accountId, quoted.account_id);
}

export function createStatus(ctx: ServerContext, accountId: string, input: StatusInput): StatusRow {
  validateText(input);
  const visibility = (input.visibility ?? 'public') as Visibility;
  if (!VISIBILITIES.includes(visibility))
    throw unprocessable('Validation failed: Visibility is not included in the list');
  const db = ctx.db;
  let parent: StatusRow | undefined;
  if (input.inReplyToId) {
    parent = getStatusRow(db, input.inReplyToId);
    // As Mastodon: a reply to a post the author may not see (blocks included) answers 404.
    if (!parent || parent.reblog_of_id || !maySee(db, accountId, parent))
      throw new ApiError(404, 'The post you are trying to reply to does not appear to exist.');
  }
  if (input.quoteOfId) {
    const quoted = getStatusRow(db, input.quoteOfId);
    if (!quoted || quoted.reblog_of_id || !maySee(db, accountId, quoted))
      throw new ApiError(404, 'The post you are trying to quote does not appear to exist.');
    if (!mayQuote(ctx, accountId, quoted))
      throw new ApiError(403, 'You are not authorized to quote this post');
  }
  const media = checkMediaIds(ctx, accountId, input.mediaIds ?? []);
  const createdAt = input.createdAt ?? Date.now();
  const id = snowflakeId(createdAt);
  const quotePolicy =
    visibility === 'private' || visibility === 'direct' ? 'nobody' : (input.quotePolicy ?? 'public');
  if (!['public', 'followers', 'nobody'].includes(quotePolicy))
    throw unprocessable('Validation failed: Quote policy is invalid');
  db.transaction(() => {
    sql(
      db,
      `INSERT INTO statuses (id, account_id, text, spoiler_text, visibility, language, sensitive, content_type, local_only,
        in_reply_to_id, in_reply_to_account_id, quote_of_id, quote_policy, application_name, created_at, conversation_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      accountId,
      input.text,
      input.spoilerText ?? '',
      visibility,
      input.language ?? null,
      input.sensitive || (input.spoilerText ?? '') !== '' ? 1 : 0,
      input.contentType ?? 'text/plain',
      input.localOnly ? 1 : 0,
      parent?.id ?? null,
      parent?.account_id ?? null,
      input.quoteOfId ?? null,
      quotePolicy,
      input.applicationName ?? null,
      createdAt,
      parent ? (parent.conversation_id ?? parent.id) : id,
    );
    if (input.poll)
      sql(db, 'UPDATE statuses SET poll_id = ? WHERE id = ?').run(
        insertPoll(ctx, id, input.poll, createdAt),
        id,
      );
    storeEntities(ctx, id, input.text);
    attachMedia(ctx, id, media);
    if (parent) sql(db, 'UPDATE statuses SET replies_count = replies_count + 1 WHERE id = ?').run(parent.id);
    if (input.quoteOfId)
      sql(db, 'UPDATE statuses SET quotes_count = quotes_count + 1 WHERE id = ?').run(input.quoteOfId);
    bumpAuthor(ctx, accountId, 1, createdAt);
  })();
  const row = getStatusRow(db, id)!;
  recordConversation(ctx, row);
  notifyMentions(ctx, id, accountId, input.silent, createdAt);
  if (input.quoteOfId) {
    const quoted = getStatusRow(db, input.quoteOfId)!;
    createNotification(ctx, {
      recipientId: quoted.account_id,
      fromId: accountId,
      type: 'quote',
      statusId: id,
      silent: input.silent,
      createdAt,
    });
  }
  if (visibility !== 'direct' && (!parent || parent.account_id === accountId)) {
    const subscribers = sql(
      db,
      "SELECT account_id FROM follows WHERE target_id = ? AND notify = 1 AND state = 'accepted'",
    ).all(accountId) as { account_id: string }[];
    const mentioned = new Set(
      (
        sql(db, 'SELECT account_id FROM mentions WHERE status_id = ?').all(id) as { account_id: string }[]
      ).map((m) => m.account_id),
    );
    // A mentioned subscriber already gets the mention; Mastodon sends no second notification.
    for (const s of subscribers.filter((sub) => !mentioned.has(sub.account_id))) {
      createNotification(ctx, {
        recipientId: s.account_id,
        fromId: accountId,
        type: 'status',
        statusId: id,
        silent: input.silent,
        createdAt,
      });
    }
  }
  if (!input.silent) ctx.events.emit('statusPublished', { row, event: 'update' });
  return row;
}

export function bumpAuthor(ctx: ServerContext, accountId: string, delta: number, at?: number): void {
  sql(
    ctx.db,
    `UPDATE accounts SET statuses_count = MAX(statuses_count + ?, 0),
       last_status_at = CASE WHEN ? IS NULL THEN last_status_at ELSE MAX(COALESCE(last_status_at, 0), ?) END WHERE id = ?`,
  ).run(delta, at ?? null, at ?? null, accountId);
}

export interface EditInput {
  text: string;
  spoilerText?: string;
  sensitive?: boolean;
  language?: string | null;
  poll?: PollInput;
  /** Undefined leaves the post's media as they are. */
  mediaIds?: string[];
  mediaAttributes?: { id: string; description?: string; focus?: string }[];
}

function snapshot(ctx: ServerContext, row: StatusRow, at: number): void {
  const poll = row.poll_id
    ? (sql(ctx.db, 'SELECT options_json FROM polls WHERE id = ?').get(row.poll_id) as
        { options_json: string } | undefined)
    : undefined;
  sql(
    ctx.db,
    'INSERT INTO status_edits (id, status_id, text, spoiler_text, sensitive, poll_options_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(snowflakeId(at), row.id, row.text, row.spoiler_text, row.sensitive, poll?.options_json ?? null, at);
}

/** Edits keep history as Mastodon does: the first edit also records the original version. */
export function editStatus(
  ctx: ServerContext,
  accountId: string,
  statusId: string,
  input: EditInput,
): StatusRow {
  const db = ctx.db;
  const row = getStatusRow(db, statusId);
  if (!row || row.reblog_of_id || !canView(db, accountId, row)) throw notFound();
  if (row.account_id !== accountId) throw new ApiError(403, 'This action is not allowed');
  const poll = input.poll;
  const currentMedia = (
    sql(db, 'SELECT id FROM media_attachments WHERE status_id = ? ORDER BY position').all(statusId) as {
      id: string;
    }[]
  ).map((m) => m.id);
  const mediaIds = input.mediaIds ?? currentMedia;
  validateText({ text: input.text, spoilerText: input.spoilerText, poll, mediaIds });
  const media = checkMediaIds(ctx, accountId, mediaIds, statusId);
  for (const attrs of input.mediaAttributes ?? []) {
    if (!mediaIds.includes(attrs.id))
      throw unprocessable('Validation failed: Media attachment is not part of this post');
  }
  const now = Date.now();
  db.transaction(() => {
    const hasHistory = sql(db, 'SELECT 1 FROM status_edits WHERE status_id = ?').get(statusId) !== undefined;
    if (!hasHistory) snapshot(ctx, row, row.created_at);
    let pollId = row.poll_id;
    if (poll) {
      const current = pollId
        ? (sql(db, 'SELECT options_json FROM polls WHERE id = ?').get(pollId) as
            { options_json: string } | undefined)
        : undefined;
      if (current?.options_json !== JSON.stringify(poll.options)) {
        if (pollId) sql(db, 'DELETE FROM poll_votes WHERE poll_id = ?').run(pollId);
        if (pollId) sql(db, 'DELETE FROM polls WHERE id = ?').run(pollId);
        pollId = insertPoll(ctx, statusId, poll, now);
      }
    }
    sql(
      db,
      'UPDATE statuses SET text = ?, spoiler_text = ?, sensitive = ?, language = COALESCE(?, language), poll_id = ?, edited_at = ? WHERE id = ?',
    ).run(
      input.text,
      input.spoilerText ?? '',
      input.sensitive || (input.spoilerText ?? '') !== '' ? 1 : 0,
      input.language ?? null,
      pollId,
      now,
      statusId,
    );
    storeEntities(ctx, statusId, input.text);
    attachMedia(ctx, statusId, media);
    for (const attrs of input.mediaAttributes ?? []) {
      const focus = parseFocus(attrs.focus);
      sql(
        db,
        'UPDATE media_attachments SET description = COALESCE(?, description), focus_x = COALESCE(?, focus_x), focus_y = COALESCE(?, focus_y) WHERE id = ?',
      ).run(attrs.description ?? null, focus?.x ?? null, focus?.y ?? null, attrs.id);
    }
    snapshot(ctx, getStatusRow(db, statusId)!, now);
  })();
  const updated = getStatusRow(db, statusId)!;
  const boosters = sql(db, 'SELECT DISTINCT account_id FROM statuses WHERE reblog_of_id = ?').all(
    statusId,
  ) as { account_id: string }[];
  for (const b of boosters)
    createNotification(ctx, { recipientId: b.account_id, fromId: accountId, type: 'update', statusId });
  const quoters = sql(
    db,
    "SELECT DISTINCT account_id FROM statuses WHERE quote_of_id = ? AND quote_state = 'accepted'",
  ).all(statusId) as { account_id: string }[];
  for (const q of quoters)
    createNotification(ctx, {
      recipientId: q.account_id,
      fromId: accountId,
      type: 'quoted_update',
      statusId,
    });
  ctx.events.emit('statusPublished', { row: updated, event: 'status.update' });
  return updated;
}

export function removeRow(ctx: ServerContext, row: StatusRow): void {
  const db = ctx.db;
  const audience = audienceOf(ctx, row);
  db.transaction(() => {
    for (const table of [
      'mentions',
      'status_tags',
      'favourites',
      'bookmarks',
      'pins',
      'status_edits',
      'notifications',
      'home_feed_skips',
    ]) {
      sql(db, `DELETE FROM ${table} WHERE status_id = ?`).run(row.id);
    }
    if (row.poll_id) {
      sql(db, 'DELETE FROM poll_votes WHERE poll_id = ?').run(row.poll_id);
      sql(db, 'DELETE FROM polls WHERE id = ?').run(row.poll_id);
    }
    if (row.in_reply_to_id)
      sql(db, 'UPDATE statuses SET replies_count = MAX(replies_count - 1, 0) WHERE id = ?').run(
        row.in_reply_to_id,
      );
    if (row.reblog_of_id) {
      sql(db, 'UPDATE statuses SET reblogs_count = MAX(reblogs_count - 1, 0) WHERE id = ?').run(
        row.reblog_of_id,
      );
      sql(
        db,
        "DELETE FROM notifications WHERE type = 'reblog' AND status_id = ? AND from_account_id = ?",
      ).run(row.reblog_of_id, row.account_id);
    }
    if (row.quote_of_id)
      sql(db, 'UPDATE statuses SET quotes_count = MAX(quotes_count - 1, 0) WHERE id = ?').run(
        row.quote_of_id,
      );
    sql(db, 'DELETE FROM statuses WHERE id = ?').run(row.id);
    // Media go back to unattached, so that a redraft can post them again (for a day).
    freeMedia(ctx, row.id);
    bumpAuthor(ctx, row.account_id, -1);
    forgetConversationStatus(ctx, row);
  })();
  ctx.events.emit('statusDeleted', { statusId: row.id, audience });
}

/** Deletes a post and the boosts of it; answers the removed row for the redraft answer. */
export function deleteStatus(ctx: ServerContext, accountId: string, statusId: string): StatusRow {
  const row = getStatusRow(ctx.db, statusId);
  if (!row || !canView(ctx.db, accountId, row)) throw notFound();
  if (row.account_id !== accountId) throw new ApiError(403, 'This action is not allowed');
  const boosts = sql(ctx.db, 'SELECT * FROM statuses WHERE reblog_of_id = ?').all(statusId) as StatusRow[];
  for (const boost of boosts) removeRow(ctx, boost);
  removeRow(ctx, row);
  return row;
}

/** Direct replies to a post, oldest first. */
/** The posts of many ids with one statement (the ids as one JSON array), in the order asked. */
export function statusRows(db: Db, ids: readonly string[]): StatusRow[] {
  if (ids.length === 0) return [];
  return sql(db, 'SELECT s.* FROM json_each(?) t JOIN statuses s ON s.id = t.value ORDER BY t.key').all(
    JSON.stringify(ids),
  ) as StatusRow[];
}

export function repliesTo(db: Db, statusId: string): StatusRow[] {
  return sql(db, 'SELECT * FROM statuses WHERE in_reply_to_id = ? ORDER BY id').all(statusId) as StatusRow[];
}

export interface EditRow {
  text: string;
  spoiler_text: string;
  sensitive: number;
  poll_options_json: string | null;
  created_at: number;
}

/** A post's earlier versions, oldest first (none for a post never edited). */
export function statusEdits(db: Db, statusId: string): EditRow[] {
  return sql(db, 'SELECT * FROM status_edits WHERE status_id = ? ORDER BY id').all(statusId) as EditRow[];
}

/** The post an Idempotency-Key made, while the key is younger than `windowMs`. */
export function idempotentStatusId(
  db: Db,
  accountId: string,
  key: string,
  windowMs: number,
): string | undefined {
  const row = sql(
    db,
    'SELECT status_id, created_at FROM idempotency_keys WHERE account_id = ? AND key = ?',
  ).get(accountId, key) as { status_id: string; created_at: number } | undefined;
  return row && Date.now() - row.created_at < windowMs ? row.status_id : undefined;
}

export function rememberIdempotencyKey(db: Db, accountId: string, key: string, statusId: string): void {
  sql(
    db,
    'INSERT INTO idempotency_keys (account_id, key, status_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (account_id, key) DO UPDATE SET status_id = excluded.status_id, created_at = excluded.created_at',
  ).run(accountId, key, statusId, Date.now());
}

/** The name of the app the user signed in with last (a post's `application`). */
export function latestAppName(db: Db, accountId: string): string | null {
  const row = sql(
    db,
    'SELECT a.name FROM tokens t JOIN apps a ON a.id = t.app_id WHERE t.account_id = ? ORDER BY t.created_at DESC LIMIT 1',
  ).get(accountId) as { name: string } | undefined;
  return row?.name ?? null;
}
