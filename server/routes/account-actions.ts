import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser, requireUser } from '../auth';
import type { ServerContext } from '../context';
import { unprocessable } from '../errors';
import { baseUrl, setCollectionLinks } from '../http/paging';
import { bool, firstIds, int, obj, str } from '../http/params';
import { Renderer } from '../serialize/renderer';
import { iso, type Json } from '../store/rows';
import {
  blockedAccounts,
  endorsedAccounts,
  familiarFollowersOf,
  featuredTagStats,
  mutedAccounts,
  muteExpiry,
  setAccountNote,
  setEndorsed,
} from '../store/accounts';
import { block, mute, unblock, unmute } from '../store/moderation';
import { fetchPage, pageParams } from '../store/paging';
import { relationship } from '../store/relationships';
import { isFollowing } from '../store/visibility';
import { accountOr404 } from './accounts';
import { pagedAccounts } from './paged-accounts';

/** Accounts asked about at once by `familiar_followers` (the first ones; the rest are not read). */
const FAMILIAR_FOLLOWERS_MAX = 100;

type IdParams = { Params: { id: string } };
const NOTE_MAX = 2000;

/** The other account of an action on `/accounts/{id}/...`: it must exist and not be the caller. */
function targetOf(ctx: ServerContext, req: FastifyRequest<IdParams>, me: string): string {
  const target = accountOr404(ctx, req.params.id);
  if (target.id === me) throw unprocessable('Validation failed: You cannot do this to yourself');
  return target.id;
}

function featuredTags(ctx: ServerContext, base: string, accountId: string): Json[] {
  const username = accountOr404(ctx, accountId).username;
  return featuredTagStats(ctx.db, accountId).map((row) => ({
    id: row.id,
    name: row.tag,
    url: `${base}/@${username}/tagged/${encodeURIComponent(row.tag)}`,
    // Mastodon sends this count as a string.
    statuses_count: String(row.n),
    last_status_at: row.last === null ? null : iso(row.last).slice(0, 10),
  }));
}

export function registerAccountActionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** An action on another account that answers with the resulting relationship. */
  const relationshipAction = (
    action: string,
    scope: string,
    act: (me: string, target: string, body: Record<string, unknown>) => void,
  ) =>
    app.post<IdParams>(`/api/v1/accounts/:id/${action}`, async (req) => {
      const me = requireUser(ctx, req, scope);
      const target = targetOf(ctx, req, me);
      act(me, target, obj(req.body));
      return relationship(ctx, me, target);
    });

  relationshipAction('block', 'write:blocks', (me, target) => block(ctx, me, target));
  relationshipAction('unblock', 'write:blocks', (me, target) => unblock(ctx, me, target));
  relationshipAction('mute', 'write:mutes', (me, target, body) => {
    const duration = int(body.duration, 'duration') ?? 0;
    if (duration < 0) throw unprocessable('Validation failed: Duration must be positive');
    mute(ctx, me, target, { notifications: bool(body.notifications) !== false, durationS: duration });
  });
  relationshipAction('unmute', 'write:mutes', (me, target) => unmute(ctx, me, target));

  relationshipAction('note', 'write:accounts', (me, target, body) => {
    const comment = str(body.comment) ?? '';
    if ([...comment].length > NOTE_MAX)
      throw unprocessable(`Validation failed: Comment is too long (maximum is ${NOTE_MAX} characters)`);
    setAccountNote(ctx.db, me, target, comment);
  });

  // `pin` is the older name of `endorse`; both stay, as Mastodon 4.4 keeps both.
  for (const action of ['pin', 'endorse']) {
    relationshipAction(action, 'write:accounts', (me, target) => {
      if (!isFollowing(ctx.db, me, target))
        throw unprocessable('Validation failed: You must be following the person you want to endorse');
      setEndorsed(ctx.db, me, target, true);
    });
  }
  for (const action of ['unpin', 'unendorse']) {
    relationshipAction(action, 'write:accounts', (me, target) => setEndorsed(ctx.db, me, target, false));
  }

  app.get('/api/v1/blocks', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:blocks');
    return pagedAccounts(ctx, req, reply, me, blockedAccounts(me));
  });

  app.get('/api/v1/mutes', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:mutes');
    const page = pageParams(req.query, 40, 80);
    const rows = fetchPage(ctx.db, mutedAccounts(me), page);
    setCollectionLinks(req, reply, rows, page.limit);
    const r = new Renderer(ctx, baseUrl(req), me);
    return rows.flatMap((row) => {
      const account = r.account(row.item);
      if (!account) return [];
      const expires = muteExpiry(ctx.db, row.cursor);
      return [{ ...account, mute_expires_at: expires === null ? null : iso(expires) }];
    });
  });

  // The signed-in user's own featured tags.
  app.get('/api/v1/featured_tags', async (req) => {
    const me = requireUser(ctx, req, 'read:accounts');
    return featuredTags(ctx, baseUrl(req), me);
  });

  // Posting and reading defaults as Mastodon reports them; reading ones are the web defaults here.
  app.get('/api/v1/preferences', async (req) => {
    const me = requireUser(ctx, req, 'read:accounts');
    const row = accountOr404(ctx, me);
    return {
      'posting:default:visibility': row.default_privacy,
      'posting:default:sensitive': row.default_sensitive === 1,
      'posting:default:language': row.default_language,
      'posting:default:quote_policy': row.default_privacy === 'private' ? 'nobody' : 'public',
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
      'reading:autoplay:gifs': false,
    };
  });

  app.get<IdParams>('/api/v1/accounts/:id/featured_tags', async (req) => {
    accountOr404(ctx, req.params.id);
    return featuredTags(ctx, baseUrl(req), req.params.id);
  });

  app.get<IdParams>('/api/v1/accounts/:id/endorsements', async (req, reply) => {
    const viewer = optionalUser(ctx, req);
    const target = accountOr404(ctx, req.params.id);
    if (target.hide_collections === 1 && viewer !== target.id) return [];
    return pagedAccounts(ctx, req, reply, viewer, endorsedAccounts(target.id));
  });

  app.get('/api/v1/endorsements', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:accounts');
    return pagedAccounts(ctx, req, reply, me, endorsedAccounts(me));
  });

  app.get('/api/v1/accounts/familiar_followers', async (req) => {
    const me = requireUser(ctx, req, 'read:follows');
    const ids = firstIds(obj(req.query).id, FAMILIAR_FOLLOWERS_MAX);
    const r = new Renderer(ctx, baseUrl(req), me);
    const familiar = familiarFollowersOf(ctx.db, me, ids);
    return ids.map((id) => ({
      id,
      accounts: (familiar.get(id) ?? []).map((accountId) => r.account(accountId)).filter(Boolean),
    }));
  });
}
