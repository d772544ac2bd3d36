import { serializePoll } from './poll';
import type { Renderer } from './renderer';
import type { Json, StatusRow } from './rows';
import { iso } from './rows';
import { renderText, type MentionTarget } from './text';

export function mentionTargets(r: Renderer, statusId: string): MentionTarget[] {
  return r.cache.mentionsOf(statusId);
}

export function statusContent(r: Renderer, row: StatusRow, mentions: MentionTarget[]): string {
  return renderText(row.text, { base: r.base, localDomain: r.ctx.localDomain, mentions });
}

/** Who may quote a post, from its policy and visibility, and what that means for the viewer. */
function quoteApproval(r: Renderer, row: StatusRow): Json {
  const policy = row.visibility === 'private' || row.visibility === 'direct' ? 'nobody' : row.quote_policy;
  const automatic = policy === 'public' ? ['public'] : policy === 'followers' ? ['followers'] : [];
  let currentUser: string;
  if (r.viewerId === null) currentUser = 'unknown';
  else if (r.viewerId === row.account_id) currentUser = 'automatic';
  else if (policy === 'public') currentUser = 'automatic';
  else if (policy === 'followers' && r.cache.viewerFollows(row.account_id)) currentUser = 'automatic';
  else currentUser = 'denied';
  return { automatic, manual: [], current_user: currentUser };
}

function quoteOf(r: Renderer, row: StatusRow, depth: number): Json | null {
  if (!row.quote_of_id) return null;
  const quoted = r.cache.row(row.quote_of_id);
  if (!quoted)
    return depth > 0
      ? { state: 'deleted', quoted_status_id: null }
      : { state: 'deleted', quoted_status: null };
  if (!r.visibleStatusRow(quoted.id)) {
    return depth > 0
      ? { state: 'unauthorized', quoted_status_id: null }
      : { state: 'unauthorized', quoted_status: null };
  }
  if (depth > 0) return { state: 'accepted', quoted_status_id: quoted.id };
  return { state: 'accepted', quoted_status: r.statusFromRow(quoted, depth + 1) };
}

function viewerFlags(r: Renderer, row: StatusRow): Json {
  if (r.viewerId === null) return {};
  const flags = r.cache.flagsOf(row.id);
  const json: Json = {
    favourited: flags.favourited,
    reblogged: flags.reblogged,
    muted: false,
    bookmarked: flags.bookmarked,
    filtered: [],
  };
  if (row.account_id === r.viewerId && (row.visibility === 'public' || row.visibility === 'unlisted'))
    json.pinned = flags.pinned;
  return json;
}

export function serializeStatus(r: Renderer, row: StatusRow, depth: number): Json | null {
  const account = r.account(row.account_id);
  if (!account) return null;
  const username = account.username as string;
  const url = `${r.base}/@${username}/${row.id}`;
  let reblog: Json | null = null;
  if (row.reblog_of_id) {
    const original = r.visibleStatusRow(row.reblog_of_id);
    if (!original) return null;
    reblog = r.statusFromRow(original, depth);
    if (!reblog) return null;
  }
  const mentions = row.reblog_of_id ? [] : mentionTargets(r, row.id);
  const tags = row.reblog_of_id ? [] : r.cache.tagsOf(row.id);
  return {
    id: row.id,
    created_at: iso(row.created_at),
    in_reply_to_id: row.in_reply_to_id,
    in_reply_to_account_id: row.in_reply_to_account_id,
    sensitive: row.sensitive === 1,
    spoiler_text: row.spoiler_text,
    visibility: row.visibility,
    language: row.reblog_of_id ? null : row.language,
    uri: row.reblog_of_id
      ? `${r.base}/users/${username}/statuses/${row.id}/activity`
      : `${r.base}/users/${username}/statuses/${row.id}`,
    url: row.reblog_of_id ? null : url,
    replies_count: row.replies_count,
    reblogs_count: row.reblogs_count,
    favourites_count: row.favourites_count,
    quotes_count: row.quotes_count,
    edited_at: row.edited_at === null ? null : iso(row.edited_at),
    local_only: row.local_only === 1,
    ...viewerFlags(r, row),
    content: row.reblog_of_id ? '' : statusContent(r, row, mentions),
    reblog,
    application: row.application_name ? { name: row.application_name, website: null } : null,
    account,
    media_attachments: [],
    mentions: mentions.map((m) => ({
      id: m.id,
      username: m.username,
      acct: m.username,
      url: `${r.base}/@${m.username}`,
    })),
    tags: tags.map((tag) => ({ name: tag, url: `${r.base}/tags/${encodeURIComponent(tag)}` })),
    emojis: row.reblog_of_id ? [] : r.emojisIn([row.text, row.spoiler_text]),
    card: null,
    poll: row.poll_id ? serializePoll(r, row.poll_id) : null,
    quote: quoteOf(r, row, depth),
    quote_approval: quoteApproval(r, row),
  };
}
