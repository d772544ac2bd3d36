import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { baseUrl } from '../http/paging';
import { bool, firstIds, int, list, obj, str } from '../http/params';
import { Renderer } from '../serialize/renderer';
import type { Json, StatusRow } from '../store/rows';
import { iso } from '../store/rows';
import { mentionTargets, statusContent } from '../serialize/status';
import { accountRow } from '../store/accounts';
import { deleteMedia, mediaIdsOf } from '../store/media';
import {
  createStatus,
  deleteStatus,
  editStatus,
  idempotentStatusId,
  latestAppName,
  rememberIdempotencyKey,
  repliesTo,
  statusEdits,
  statusRows,
  type PollInput,
} from '../store/statuses';
import { getStatusRow, maySee } from '../store/visibility';

type IdParams = { Params: { id: string } };
const IDEMPOTENCY_WINDOW_MS = 60 * 60 * 1000;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

function pollFrom(value: unknown): PollInput | undefined {
  const poll = obj(value);
  const options = list(poll.options);
  if (value === undefined || (options.length === 0 && poll.expires_in === undefined)) return undefined;
  const expiresIn = int(poll.expires_in, 'poll[expires_in]');
  if (expiresIn === undefined) throw unprocessable("Validation failed: Poll expires in can't be blank");
  return { options, expiresIn, multiple: bool(poll.multiple) === true };
}

function languageFrom(value: unknown): string | null {
  const language = str(value);
  if (language === undefined || language === '') return null;
  if (!LANGUAGE.test(language))
    throw unprocessable('Validation failed: Language is not a valid language code');
  return language;
}

const MANY_STATUSES_MAX = 20;

function visibleOr404(ctx: ServerContext, id: string, viewer: string | null): StatusRow {
  const row = getStatusRow(ctx.db, id);
  if (!row || !maySee(ctx.db, viewer, row)) throw notFound();
  return row;
}

/**
 * Mastodon's bounds on a thread: 4,096 ancestors and descendants for a signed-in viewer; for a visitor the
 * 40 nearest ancestors and 60 descendants at most 20 replies deep, as its contexts controller keeps
 * signed-out views cheap.
 */
const CONTEXT_LIMIT = 4096;
const VISITOR_ANCESTORS = 40;
const VISITOR_DESCENDANTS = 60;
const VISITOR_DEPTH = 20;

function threadOf(
  ctx: ServerContext,
  row: StatusRow,
  viewer: string | null,
): { ancestors: string[]; descendants: string[] } {
  const ancestorsMax = viewer === null ? VISITOR_ANCESTORS : CONTEXT_LIMIT;
  const descendantsMax = viewer === null ? VISITOR_DESCENDANTS : CONTEXT_LIMIT;
  const depthMax = viewer === null ? VISITOR_DEPTH : Infinity;
  // The nearest ancestors are read first; those the viewer may not see still count, as in Mastodon.
  const ancestors: string[] = [];
  let parentId = row.in_reply_to_id;
  for (let read = 0; parentId && read < ancestorsMax; read++) {
    const parent = getStatusRow(ctx.db, parentId);
    if (!parent) break;
    if (maySee(ctx.db, viewer, parent)) ancestors.unshift(parent.id);
    parentId = parent.in_reply_to_id;
  }
  const descendants: string[] = [];
  const walk = (id: string, depth: number): void => {
    if (depth > depthMax) return;
    for (const child of repliesTo(ctx.db, id)) {
      if (descendants.length >= descendantsMax) return;
      if (!maySee(ctx.db, viewer, child)) continue;
      descendants.push(child.id);
      walk(child.id, depth + 1);
    }
  };
  walk(row.id, 1);
  return { ancestors, descendants };
}

function history(r: Renderer, row: StatusRow): Json[] {
  const edits = statusEdits(r.ctx.db, row.id);
  const versions = edits.length > 0 ? edits : [{ ...row, poll_options_json: null }];
  const mentions = mentionTargets(r, row.id);
  return versions.map((v) => {
    const json: Json = {
      content: statusContent(r, { ...row, text: v.text }, mentions),
      spoiler_text: v.spoiler_text,
      sensitive: v.sensitive === 1,
      created_at: iso(v.created_at),
      account: r.account(row.account_id),
      poll: v.poll_options_json
        ? { options: (JSON.parse(v.poll_options_json) as string[]).map((title) => ({ title })) }
        : null,
      media_attachments: [],
      emojis: r.emojisIn([v.text, v.spoiler_text]),
    };
    return json;
  });
}

/** `media_attributes[][id|description|focus]` from JSON or a form (Rails turns the latter into an object). */
function mediaAttributesFrom(value: unknown): { id: string; description?: string; focus?: string }[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : Object.values(obj(value));
  return items.map((item) => {
    const attrs = obj(item);
    const id = str(attrs.id);
    if (!id) throw unprocessable('Validation failed: Media attributes need an id');
    return { id, description: str(attrs.description), focus: str(attrs.focus) };
  });
}

function createFromRequest(ctx: ServerContext, req: FastifyRequest, me: string): StatusRow {
  const body = obj(req.body);
  const key = str(req.headers['idempotency-key']);
  if (key) {
    const previous = idempotentStatusId(ctx.db, me, key, IDEMPOTENCY_WINDOW_MS);
    const existing = previous === undefined ? undefined : getStatusRow(ctx.db, previous);
    if (existing) return existing;
  }
  const author = accountRow(ctx.db, me)!;
  const row = createStatus(ctx, me, {
    text: str(body.status) ?? '',
    spoilerText: str(body.spoiler_text) ?? '',
    visibility: str(body.visibility) || author.default_privacy,
    language: languageFrom(body.language),
    sensitive: bool(body.sensitive) === true,
    inReplyToId: str(body.in_reply_to_id) || undefined,
    quoteOfId: str(body.quoted_status_id) || undefined,
    quotePolicy: str(body.quote_approval_policy) || undefined,
    contentType: str(body.content_type) || undefined,
    localOnly: bool(body.local_only) === true,
    poll: pollFrom(body.poll),
    mediaIds: list(body.media_ids),
    applicationName: latestAppName(ctx.db, me),
  });
  if (key) rememberIdempotencyKey(ctx.db, me, key, row.id);
  return row;
}

export function registerStatusRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/v1/statuses', async (req) => {
    const me = requireUser(ctx, req, 'write:statuses');
    const row = createFromRequest(ctx, req, me);
    return new Renderer(ctx, baseUrl(req), me).statusFromRow(row);
  });

  // Many posts at once, in the order asked: the ones that do not exist or that the viewer may not see are
  // left out; at most the first 20 distinct ids are read.
  app.get('/api/v1/statuses', async (req) => {
    const viewer = optionalUser(ctx, req);
    const ids = firstIds(obj(req.query).id, MANY_STATUSES_MAX);
    const rows = statusRows(ctx.db, ids).filter((row) => maySee(ctx.db, viewer, row));
    return new Renderer(ctx, baseUrl(req), viewer).statuses(rows.map((row) => row.id));
  });

  app.get<IdParams>('/api/v1/statuses/:id', async (req) => {
    const viewer = optionalUser(ctx, req);
    return new Renderer(ctx, baseUrl(req), viewer).statusFromRow(visibleOr404(ctx, req.params.id, viewer));
  });

  app.get<IdParams>('/api/v1/statuses/:id/context', async (req) => {
    const viewer = optionalUser(ctx, req);
    const thread = threadOf(ctx, visibleOr404(ctx, req.params.id, viewer), viewer);
    const r = new Renderer(ctx, baseUrl(req), viewer, 'thread');
    return { ancestors: r.timeline(thread.ancestors), descendants: r.timeline(thread.descendants) };
  });

  app.get<IdParams>('/api/v1/statuses/:id/source', async (req) => {
    const me = requireUser(ctx, req, 'read:statuses');
    const row = visibleOr404(ctx, req.params.id, me);
    if (row.account_id !== me) throw notFound();
    return { id: row.id, text: row.text, spoiler_text: row.spoiler_text, content_type: row.content_type };
  });

  app.get<IdParams>('/api/v1/statuses/:id/history', async (req) => {
    const viewer = optionalUser(ctx, req);
    return history(new Renderer(ctx, baseUrl(req), viewer), visibleOr404(ctx, req.params.id, viewer));
  });

  app.put<IdParams>('/api/v1/statuses/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:statuses');
    const body = obj(req.body);
    const row = editStatus(ctx, me, req.params.id, {
      text: str(body.status) ?? '',
      spoilerText: str(body.spoiler_text) ?? '',
      sensitive: bool(body.sensitive) === true,
      language: languageFrom(body.language),
      poll: pollFrom(body.poll),
      mediaIds: body.media_ids === undefined ? undefined : list(body.media_ids),
      mediaAttributes: mediaAttributesFrom(body.media_attributes),
    });
    return new Renderer(ctx, baseUrl(req), me).statusFromRow(row);
  });

  app.delete<IdParams>('/api/v1/statuses/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:statuses');
    const row = visibleOr404(ctx, req.params.id, me);
    const json = new Renderer(ctx, baseUrl(req), me).statusFromRow(row);
    const media = mediaIdsOf(ctx.db, row.id);
    deleteStatus(ctx, me, row.id);
    if (bool(obj(req.query).delete_media) === true) for (const id of media) deleteMedia(ctx, id);
    return { ...json, text: row.text, reblogs_count: 0, favourites_count: 0 };
  });
}
