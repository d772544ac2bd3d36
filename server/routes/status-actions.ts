import type { FastifyInstance } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import type { ServerContext } from '../context';
import { ApiError, notFound, unprocessable } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { list, obj, str } from '../http/params';
import { pollOptions, serializePoll } from '../serialize/poll';
import { Renderer } from '../serialize/renderer';
import type { PollRow } from '../store/rows';
import { fetchPage, pageParams } from '../store/paging';
import { statusActors } from '../store/accounts';
import {
  castVote,
  favouriteStatus,
  hasStatusMark,
  hasVoted,
  pollRow,
  reblogStatus,
  setStatusMark,
  unfavouriteStatus,
  unreblogStatus,
} from '../store/interactions';
import { savedStatuses } from '../store/timelines';
import { conversationOf, setConversationMuted } from '../store/moderation';
import { getStatusRow, maySee } from '../store/visibility';
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
    if (!row || !maySee(ctx.db, me, row)) throw notFound();
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

  for (const [action, mark, scope] of [
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
      setStatusMark(ctx.db, mark, me, row.id, true);
      return answer(baseUrl(req), me, row.id);
    });
    app.post<IdParams>(`/api/v1/statuses/:id/un${action}`, async (req) => {
      const me = requireUser(ctx, req, scope);
      // As Mastodon: a mark of one's own can always be taken off; otherwise the post must be one the
      // account may see.
      const marked = getStatusRow(ctx.db, req.params.id);
      const row = marked && hasStatusMark(ctx.db, mark, me, marked.id) ? marked : visible(req.params.id, me);
      setStatusMark(ctx.db, mark, me, row.id, false);
      const json = new Renderer(ctx, baseUrl(req), me).statusFromRow(row);
      if (!json) throw notFound();
      return json;
    });
  }

  for (const path of ['favourites', 'bookmarks'] as const) {
    app.get(`/api/v1/${path}`, async (req, reply) => {
      const me = requireUser(ctx, req, `read:${path}`);
      const rows = fetchPage(ctx.db, savedStatuses(path, me), pageParams(req.query, 20, 40));
      setPageLinks(req, reply, rows);
      return new Renderer(ctx, baseUrl(req), me).statuses(rows.map((row) => row.item));
    });
  }

  for (const path of ['reblogged_by', 'favourited_by'] as const) {
    app.get<IdParams>(`/api/v1/statuses/:id/${path}`, async (req, reply) => {
      const viewer = optionalUser(ctx, req);
      const row = visible(req.params.id, viewer);
      return pagedAccounts(ctx, req, reply, viewer, statusActors(path, row.id));
    });
  }

  const pollOr404 = (id: string, viewer: string | null): PollRow => {
    const poll = pollRow(ctx.db, id);
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
    if (hasVoted(ctx.db, poll.id, me)) {
      throw unprocessable('Validation failed: You have already voted on this poll');
    }
    const choices = [...new Set(list(obj(req.body).choices).map(Number))];
    const count = pollOptions(poll).length;
    if (choices.length === 0 || choices.some((c) => !Number.isInteger(c) || c < 0 || c >= count)) {
      throw unprocessable('Validation failed: Choices are invalid');
    }
    if (poll.multiple === 0 && choices.length > 1)
      throw new ApiError(422, 'Validation failed: This poll allows a single choice');
    castVote(ctx.db, poll.id, me, choices);
    return serializePoll(new Renderer(ctx, baseUrl(req), me), poll.id);
  });
}
