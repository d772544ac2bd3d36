import type { FastifyInstance } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { ApiError, notFound, unprocessable } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { list, obj, str } from '../http/params';
import { snowflakeId } from '../ids';
import { pollOptions, serializePoll } from '../serialize/poll';
import { Renderer } from '../serialize/renderer';
import type { PollRow } from '../store/rows';
import { fetchPage, pageParams } from '../store/paging';
import { favouriteStatus, reblogStatus, unfavouriteStatus, unreblogStatus } from '../store/interactions';
import { conversationOf, setConversationMuted } from '../store/moderation';
import { canView, getStatusRow } from '../store/visibility';
import { pagedAccounts } from './paged-accounts';

type IdParams = { Params: { id: string } };

export function registerStatusActionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const answer = (base: string, me: string, id: string): unknown => {
    const json = new Renderer(ctx, base, me).status(id);
    if (!json) throw notFound();
    return json;
  };
  const visible = (id: string, me: string | null) => {
    const row = getStatusRow(ctx.db, id);
    if (!row || !canView(ctx.db, me, row)) throw notFound();
    return row;
  };

  app.post<IdParams>('/api/v1/statuses/:id/favourite', async (req) => {
    const me = requireUser(ctx, req, 'write:favourites');
    const row = favouriteStatus(ctx, me, req.params.id);
    return answer(baseUrl(req), me, row.id);
  });
  app.post<IdParams>('/api/v1/statuses/:id/unfavourite', async (req) => {
    const me = requireUser(ctx, req, 'write:favourites');
    return answer(baseUrl(req), me, unfavouriteStatus(ctx, me, req.params.id).id);
  });
  app.post<IdParams>('/api/v1/statuses/:id/reblog', async (req) => {
    const me = requireUser(ctx, req, 'write:statuses');
    const row = reblogStatus(ctx, me, req.params.id, str(obj(req.body).visibility) ?? 'public');
    const json = new Renderer(ctx, baseUrl(req), me).statusFromRow(row);
    // As Mastodon answers it: the new boost, marked reblogged like the post it boosts.
    if (json) json.reblogged = true;
    return json;
  });
  app.post<IdParams>('/api/v1/statuses/:id/unreblog', async (req) => {
    const me = requireUser(ctx, req, 'write:statuses');
    return answer(baseUrl(req), me, unreblogStatus(ctx, me, req.params.id).id);
  });

  // Muting a thread: its posts show `muted` and it notifies the muter of nothing more.
  for (const [action, on] of [
    ['mute', true],
    ['unmute', false],
  ] as const) {
    app.post<IdParams>(`/api/v1/statuses/:id/${action}`, async (req) => {
      const me = requireUser(ctx, req, 'write:mutes');
      const shown = visible(req.params.id, me);
      const row = shown.reblog_of_id ? visible(shown.reblog_of_id, me) : shown;
      setConversationMuted(ctx.db, me, conversationOf(row), on);
      return answer(baseUrl(req), me, row.id);
    });
  }

  for (const [action, table, scope] of [
    ['bookmark', 'bookmarks', 'write:bookmarks'],
    ['pin', 'pins', 'write:accounts'],
  ] as const) {
    app.post<IdParams>(`/api/v1/statuses/:id/${action}`, async (req) => {
      const me = requireUser(ctx, req, scope);
      const row = visible(req.params.id, me);
      if (row.reblog_of_id) throw notFound();
      if (action === 'pin' && (row.account_id !== me || row.visibility === 'direct')) {
        throw unprocessable('Validation failed: You can only pin your own public posts');
      }
      sql(ctx.db, `INSERT OR IGNORE INTO ${table} (id, account_id, status_id) VALUES (?, ?, ?)`).run(
        snowflakeId(),
        me,
        row.id,
      );
      return answer(baseUrl(req), me, row.id);
    });
    app.post<IdParams>(`/api/v1/statuses/:id/un${action}`, async (req) => {
      const me = requireUser(ctx, req, scope);
      const row = visible(req.params.id, me);
      sql(ctx.db, `DELETE FROM ${table} WHERE account_id = ? AND status_id = ?`).run(me, row.id);
      return answer(baseUrl(req), me, row.id);
    });
  }

  for (const [path, table] of [
    ['favourites', 'favourites'],
    ['bookmarks', 'bookmarks'],
  ] as const) {
    app.get(`/api/v1/${path}`, async (req, reply) => {
      const me = requireUser(ctx, req, `read:${path}`);
      const rows = fetchPage(
        ctx.db,
        { from: `${table} x`, where: ['x.account_id = ?'], args: [me], cursor: 'x.id', item: 'x.status_id' },
        pageParams(req.query, 20, 40),
      );
      setPageLinks(req, reply, rows);
      return new Renderer(ctx, baseUrl(req), me).statuses(rows.map((row) => row.item));
    });
  }

  for (const [path, from, item] of [
    ['reblogged_by', 'statuses x', 'x.account_id'],
    ['favourited_by', 'favourites x', 'x.account_id'],
  ] as const) {
    app.get<IdParams>(`/api/v1/statuses/:id/${path}`, async (req, reply) => {
      const viewer = optionalUser(ctx, req);
      const row = visible(req.params.id, viewer);
      const column = path === 'reblogged_by' ? 'x.reblog_of_id' : 'x.status_id';
      return pagedAccounts(ctx, req, reply, viewer, {
        from,
        where: [`${column} = ?`],
        args: [row.id],
        cursor: 'x.id',
        item,
      });
    });
  }

  const pollOr404 = (id: string, viewer: string | null): PollRow => {
    const poll = sql(ctx.db, 'SELECT * FROM polls WHERE id = ?').get(id) as PollRow | undefined;
    if (!poll) throw notFound();
    visible(poll.status_id, viewer);
    return poll;
  };

  app.get<IdParams>('/api/v1/polls/:id', async (req) => {
    const viewer = optionalUser(ctx, req);
    return serializePoll(new Renderer(ctx, baseUrl(req), viewer), pollOr404(req.params.id, viewer).id);
  });

  app.post<IdParams>('/api/v1/polls/:id/votes', async (req) => {
    const me = requireUser(ctx, req, 'write:statuses');
    const poll = pollOr404(req.params.id, me);
    if (poll.expires_at !== null && poll.expires_at <= Date.now())
      throw unprocessable('Validation failed: The poll has already ended');
    if (sql(ctx.db, 'SELECT 1 FROM poll_votes WHERE poll_id = ? AND account_id = ?').get(poll.id, me)) {
      throw unprocessable('Validation failed: You have already voted on this poll');
    }
    const choices = [...new Set(list(obj(req.body).choices).map(Number))];
    const count = pollOptions(poll).length;
    if (choices.length === 0 || choices.some((c) => !Number.isInteger(c) || c < 0 || c >= count)) {
      throw unprocessable('Validation failed: Choices are invalid');
    }
    if (poll.multiple === 0 && choices.length > 1)
      throw new ApiError(422, 'Validation failed: This poll allows a single choice');
    for (const choice of choices)
      sql(ctx.db, 'INSERT INTO poll_votes (poll_id, account_id, choice) VALUES (?, ?, ?)').run(
        poll.id,
        me,
        choice,
      );
    return serializePoll(new Renderer(ctx, baseUrl(req), me), poll.id);
  });
}
