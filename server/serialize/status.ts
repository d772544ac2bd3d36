import { conversationOf } from '../store/moderation';
import { serializeMedia } from './media';
import { serializePoll } from './poll';
import type { Renderer } from './renderer';
import type { Json, StatusRow } from '../store/rows';
import type { QuoteApprovalEntity, QuoteEntity, ShallowQuoteEntity, StatusEntity } from '../entities';

type QuoteState = QuoteEntity['state'];
import { iso } from '../store/rows';
import { renderText, type MentionTarget } from '../text';

export function mentionTargets(r: Renderer, statusId: string): MentionTarget[] {
  return r.cache.mentionsOf(statusId);
}

/**
 * Rendered HTML by status version. Mastodon stores a post's HTML when it is written; here it is
 * rendered once per version (text and mentions) and kept, so timeline pages do not re-parse text.
 */
const renderedContent = new Map<string, string>();
const RENDERED_CONTENT_MAX = 5000;

export function statusContent(r: Renderer, row: StatusRow, mentions: MentionTarget[]): string {
  const key = `${r.base}\u0000${row.id}\u0000${row.text}\u0000${mentions.map((m) => `${m.id}:${m.username}`).join(',')}`;
  let html = renderedContent.get(key);
  if (html === undefined) {
    html = renderText(row.text, { base: r.base, localDomain: r.ctx.localDomain, mentions });
    if (renderedContent.size >= RENDERED_CONTENT_MAX) renderedContent.clear();
    renderedContent.set(key, html);
  }
  return html;
}

/**
 * Mastodon 4.5's QuoteApproval: who is quoted automatically (local posts have no manual review list) and
 * what that means for the viewer. Private and direct posts can never be quoted.
 */
export function quoteApproval(r: Renderer, row: StatusRow): QuoteApprovalEntity {
  const policy = row.visibility === 'private' || row.visibility === 'direct' ? 'nobody' : row.quote_policy;
  const automatic: QuoteApprovalEntity['automatic'] =
    policy === 'public' ? ['public'] : policy === 'followers' ? ['followers'] : [];
  let currentUser: QuoteApprovalEntity['current_user'];
  const viewer = r.viewerId;
  if (viewer === null) currentUser = 'unknown';
  else if (viewer === row.account_id) currentUser = 'automatic';
  else if (r.moderation.blocking.has(row.account_id) || r.moderation.blockedBy.has(row.account_id))
    currentUser = 'denied';
  else if (policy === 'public') currentUser = 'automatic';
  else if (policy === 'followers' && r.cache.viewerFollows(row.account_id)) currentUser = 'automatic';
  else currentUser = 'denied';
  return { automatic, manual: [], current_user: currentUser };
}

/**
 * The quote as Mastodon's QuoteSerializer sends it: a Quote with the quoted post at the top level, a
 * ShallowQuote (only its id) inside a quoted post. The post is shown for accepted quotes, and for
 * blocked or muted authors (the client hides it behind a notice); other states carry null.
 */
function quoteOf(r: Renderer, row: StatusRow, depth: number): QuoteEntity | ShallowQuoteEntity | null {
  if (!row.quote_of_id) return null;
  const shallow = depth > 0;
  const empty = (state: QuoteState): QuoteEntity | ShallowQuoteEntity =>
    shallow ? { state, quoted_status_id: null } : { state, quoted_status: null };
  // The store writes only the states Mastodon defines.
  if (row.quote_state !== 'accepted') return empty(row.quote_state as QuoteState);
  const quoted = r.cache.row(row.quote_of_id);
  if (!quoted) return empty('deleted');
  if (!r.visibleStatusRow(quoted.id) || r.moderation.blockedBy.has(quoted.account_id))
    return empty('unauthorized');
  const state: QuoteState = r.moderation.blocking.has(quoted.account_id)
    ? 'blocked_account'
    : r.moderation.muting.has(quoted.account_id)
      ? 'muted_account'
      : 'accepted';
  if (shallow) return { state, quoted_status_id: quoted.id };
  const json = r.statusFromRow(quoted, depth + 1);
  return json ? { state, quoted_status: json } : empty('unauthorized');
}

function filterResults(r: Renderer, proper: StatusRow): Json[] {
  const descriptions = r.cache.mediaOf(proper.id).flatMap((m) => (m.description ? [m.description] : []));
  return r.filters.resultsFor(proper, null, descriptions);
}

function viewerFlags(r: Renderer, row: StatusRow): Json {
  if (r.viewerId === null) return {};
  const flags = r.cache.flagsOf(row.id);
  const proper = (row.reblog_of_id && r.cache.row(row.reblog_of_id)) || row;
  const json: Json = {
    favourited: flags.favourited,
    reblogged: flags.reblogged,
    muted: r.mutedConversations.has(conversationOf(proper)),
    bookmarked: flags.bookmarked,
    // A boost carries the results of the post it boosts, whose text (and media descriptions) matched.
    filtered: filterResults(r, proper),
  };
  if (row.account_id === r.viewerId && (row.visibility === 'public' || row.visibility === 'unlisted'))
    json.pinned = flags.pinned;
  return json;
}

export function serializeStatus(r: Renderer, row: StatusRow, depth: number): StatusEntity | null {
  const account = r.account(row.account_id);
  if (!account) return null;
  const username = account.username;
  const url = `${r.base}/@${username}/${row.id}`;
  let reblog: StatusEntity | null = null;
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
    media_attachments: row.reblog_of_id ? [] : r.cache.mediaOf(row.id).map((m) => serializeMedia(r.base, m)),
    mentions: mentions.map((m) => ({
      id: m.id,
      username: m.username,
      acct: m.username,
      url: `${r.base}/@${m.username}`,
    })),
    tags: tags.map((tag) => ({ name: tag, url: `${r.base}/tags/${encodeURIComponent(tag)}` })),
    emojis: row.reblog_of_id ? [] : r.emojisIn([row.text, row.spoiler_text]),
    card: row.reblog_of_id ? null : r.cardFor(row.text),
    poll: row.poll_id ? serializePoll(r, row.poll_id) : null,
    quote: quoteOf(r, row, depth),
    quote_approval: quoteApproval(r, row),
  };
}
