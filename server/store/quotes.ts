import { sql, type ServerContext } from '../context';
import type { PageQuery } from './paging';
import type { StatusRow } from './rows';
import { getStatusRow } from './visibility';

/** Sets who may quote a post; streams the post's update. Answers the updated post. */
export function setQuotePolicy(ctx: ServerContext, statusId: string, policy: string): StatusRow {
  sql(ctx.db, 'UPDATE statuses SET quote_policy = ? WHERE id = ?').run(policy, statusId);
  const updated = getStatusRow(ctx.db, statusId)!;
  ctx.events.emit('statusPublished', { row: updated, event: 'status.update' });
  return updated;
}

/** The accepted quotes of a post. */
export function quotesOf(statusId: string): PageQuery {
  return {
    from: 'statuses s',
    where: ['s.quote_of_id = ?', "s.quote_state = 'accepted'", 's.reblog_of_id IS NULL'],
    args: [statusId],
    cursor: 's.id',
  };
}

/**
 * The quoted author withdraws an accepted quote: the quoting post shows it revoked, the count drops and
 * the quote notification goes; the quoting post's update is streamed. Answers the quoting post.
 */
export function revokeQuote(ctx: ServerContext, quoting: StatusRow): StatusRow {
  if (quoting.quote_state !== 'accepted' || !quoting.quote_of_id) return quoting;
  const quotedId = quoting.quote_of_id;
  ctx.db.transaction(() => {
    sql(ctx.db, "UPDATE statuses SET quote_state = 'revoked' WHERE id = ?").run(quoting.id);
    sql(ctx.db, 'UPDATE statuses SET quotes_count = MAX(quotes_count - 1, 0) WHERE id = ?').run(quotedId);
    sql(ctx.db, "DELETE FROM notifications WHERE type = 'quote' AND status_id = ?").run(quoting.id);
  })();
  const updated = getStatusRow(ctx.db, quoting.id)!;
  ctx.events.emit('statusPublished', { row: updated, event: 'status.update' });
  return updated;
}
