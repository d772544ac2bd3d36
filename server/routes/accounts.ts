import type { FastifyInstance, FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { UploadedFile } from '../http/multipart';
import { optionalUser, requireUser } from '../auth';
import { sql, type ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { baseUrl, setPageLinks } from '../http/paging';
import { bool, checkLength, obj, str } from '../http/params';
import { parseFields } from '../serialize/account';
import { Renderer } from '../serialize/renderer';
import type { AccountRow } from '../store/rows';
import { fetchPage, pageParams } from '../store/paging';
import { isFollowing } from '../store/visibility';
import { HAS_MEDIA } from './timelines';
import { MediaError, processProfileImage } from '../media/process';
import { pagedAccounts } from './paged-accounts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Mastodon's avatar and header rules: 8 MB at most, then kept within 400×400 and 1500×500. */
const PROFILE_IMAGES = {
  avatar: { label: 'Avatar', box: { width: 400, height: 400 } },
  header: { label: 'Header', box: { width: 1500, height: 500 } },
} as const;
export const PROFILE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export function accountOr404(ctx: ServerContext, id: string): AccountRow {
  const row = sql(ctx.db, 'SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** A new avatar or header, decoded and resized, written under the media folder; answers its path. */
async function saveImage(
  ctx: ServerContext,
  accountId: string,
  kind: keyof typeof PROFILE_IMAGES,
  value: unknown,
): Promise<string | undefined> {
  if (value === undefined || value === '') return undefined;
  const { label, box } = PROFILE_IMAGES[kind];
  const file = value as Partial<UploadedFile>;
  if (!file || !Buffer.isBuffer(file.data)) throw unprocessable(`Validation failed: ${label} must be a file`);
  if (!IMAGE_TYPES.includes(file.mimetype ?? ''))
    throw unprocessable(`Validation failed: ${label} content type is invalid`);
  if (file.data.length > PROFILE_IMAGE_MAX_BYTES)
    throw unprocessable(`Validation failed: ${label} file size must be less than 8 MB`);
  let picture;
  try {
    picture = await processProfileImage(file.data, box);
  } catch (error) {
    if (error instanceof MediaError) throw unprocessable(`Validation failed: ${label} ${error.message}`);
    throw error;
  }
  const dir = path.join(ctx.mediaDir, `${kind}s`);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${accountId}-${crypto.randomBytes(6).toString('hex')}.${picture.ext}`;
  fs.writeFileSync(path.join(dir, name), picture.data);
  return `/system/${kind}s/${name}`;
}

/** Removes a replaced avatar or header file, when it is one of ours under the media folder. */
function deleteImage(ctx: ServerContext, kind: keyof typeof PROFILE_IMAGES, stored: string | null): void {
  const prefix = `/system/${kind}s/`;
  if (!stored?.startsWith(prefix)) return;
  const name = stored.slice(prefix.length);
  if (name === '' || name !== path.basename(name)) return;
  fs.rmSync(path.join(ctx.mediaDir, `${kind}s`, name), { force: true });
}

function fieldsFrom(body: Record<string, unknown>, current: AccountRow): string | undefined {
  const raw = body.fields_attributes;
  if (raw === undefined) return undefined;
  const entries = Array.isArray(raw)
    ? raw
    : Object.keys(obj(raw))
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => obj(raw)[k]);
  const previous = parseFields(current);
  const fields = entries
    .map((entry) => ({
      name: (str(obj(entry).name) ?? '').trim(),
      value: (str(obj(entry).value) ?? '').trim(),
    }))
    .filter((f) => f.name !== '' || f.value !== '')
    .map((f) => ({
      ...f,
      verified_at: previous.find((p) => p.name === f.name && p.value === f.value)?.verified_at ?? null,
    }));
  if (fields.length > 4) throw unprocessable('Validation failed: Fields is too long (maximum is 4 fields)');
  for (const field of fields) {
    checkLength(field.name, 255, 'Fields name');
    checkLength(field.value, 255, 'Fields value');
  }
  return JSON.stringify(fields);
}

async function updateCredentials(ctx: ServerContext, req: FastifyRequest, accountId: string): Promise<void> {
  const body = obj(req.body);
  const row = accountOr404(ctx, accountId);
  const displayName = str(body.display_name);
  const note = str(body.note);
  checkLength(displayName, 30, 'Display name');
  checkLength(note, 500, 'Note');
  const source = obj(body.source);
  const privacy = str(source.privacy);
  if (privacy !== undefined && !['public', 'unlisted', 'private', 'direct'].includes(privacy))
    throw unprocessable('Validation failed: Privacy is invalid');
  const flag = (value: unknown, current: number): number =>
    bool(value) === undefined ? current : bool(value) ? 1 : 0;
  const updated = {
    display_name: displayName ?? row.display_name,
    note: note ?? row.note,
    locked: flag(body.locked, row.locked),
    bot: flag(body.bot, row.bot),
    discoverable: flag(body.discoverable, row.discoverable),
    indexable: flag(body.indexable, row.indexable),
    hide_collections: flag(body.hide_collections, row.hide_collections),
    fields_json: fieldsFrom(body, row) ?? row.fields_json,
    avatar: row.avatar,
    header: row.header,
    default_privacy: privacy ?? row.default_privacy,
    default_sensitive: flag(source.sensitive, row.default_sensitive),
    default_language: str(source.language) ?? row.default_language,
    id: accountId,
  };
  // Pictures are processed after every other field has been checked, so a refused update writes no file.
  const avatar = await saveImage(ctx, accountId, 'avatar', body.avatar);
  let header: string | undefined;
  try {
    header = await saveImage(ctx, accountId, 'header', body.header);
  } catch (error) {
    deleteImage(ctx, 'avatar', avatar ?? null);
    throw error;
  }
  if (avatar) updated.avatar = avatar;
  if (header) updated.header = header;
  sql(
    ctx.db,
    `UPDATE accounts SET display_name = @display_name, note = @note, locked = @locked, bot = @bot, discoverable = @discoverable,
     indexable = @indexable, hide_collections = @hide_collections, fields_json = @fields_json, avatar = @avatar, header = @header,
     default_privacy = @default_privacy, default_sensitive = @default_sensitive, default_language = @default_language WHERE id = @id`,
  ).run(updated);
  if (avatar) deleteImage(ctx, 'avatar', row.avatar);
  if (header) deleteImage(ctx, 'header', row.header);
}

/** Which of an account's posts a viewer may list: public ones, plus what following or a mention opens. */
function accountStatusesWhere(
  ctx: ServerContext,
  targetId: string,
  viewerId: string | null,
  query: Record<string, unknown>,
): { from: string; where: string[]; args: unknown[] } {
  const where = ['s.account_id = ?'];
  const args: unknown[] = [targetId];
  if (viewerId !== targetId) {
    const follows = viewerId !== null && isFollowing(ctx.db, viewerId, targetId);
    where.push(
      `(s.visibility IN ('public', 'unlisted')${follows ? " OR s.visibility = 'private'" : ''} OR EXISTS (SELECT 1 FROM mentions m WHERE m.status_id = s.id AND m.account_id = ?))`,
    );
    args.push(viewerId ?? '');
  }
  let from = 'statuses s';
  if (bool(query.pinned)) from = 'statuses s JOIN pins p ON p.status_id = s.id';
  if (bool(query.only_media)) where.push(HAS_MEDIA);
  if (bool(query.exclude_replies))
    where.push('(s.in_reply_to_id IS NULL OR s.in_reply_to_account_id = s.account_id)');
  if (bool(query.exclude_reblogs)) where.push('s.reblog_of_id IS NULL');
  const tagged = str(query.tagged)?.replace(/^#/, '');
  if (tagged) {
    where.push('EXISTS (SELECT 1 FROM status_tags t WHERE t.status_id = s.id AND t.tag = ?)');
    args.push(tagged);
  }
  return { from, where, args };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/v1/accounts/verify_credentials', async (req) => {
    const me = requireUser(ctx, req, 'read:accounts');
    return new Renderer(ctx, baseUrl(req), me).credentialAccount(me);
  });

  app.patch('/api/v1/accounts/update_credentials', async (req) => {
    const me = requireUser(ctx, req, 'write:accounts');
    await updateCredentials(ctx, req, me);
    return new Renderer(ctx, baseUrl(req), me).credentialAccount(me);
  });

  app.get('/api/v1/accounts/lookup', async (req) => {
    const viewer = optionalUser(ctx, req);
    const acct = (str(obj(req.query).acct) ?? '').trim().replace(/^@/, '');
    const [username, domain] = acct.split('@');
    if (
      !username ||
      (domain &&
        domain.toLowerCase() !== req.host.toLowerCase() &&
        domain.toLowerCase() !== ctx.localDomain.toLowerCase())
    )
      throw notFound();
    const row = sql(ctx.db, 'SELECT id FROM accounts WHERE username = ?').get(username) as
      { id: string } | undefined;
    if (!row) throw notFound();
    return new Renderer(ctx, baseUrl(req), viewer).account(row.id);
  });

  app.get('/api/v1/accounts/search', async (req) => {
    const viewer = optionalUser(ctx, req);
    const q = obj(req.query);
    const term = (str(q.q) ?? '').trim().replace(/^@/, '').split('@')[0];
    const limit = Math.min(Math.max(Number(str(q.limit) ?? 40) || 40, 1), 80);
    if (!term) return [];
    const like = `${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const rows = sql(
      ctx.db,
      "SELECT id FROM accounts WHERE suspended = 0 AND (username LIKE ? ESCAPE '\\' OR display_name LIKE ? ESCAPE '\\') ORDER BY followers_count DESC LIMIT ?",
    ).all(like, like, limit) as { id: string }[];
    const r = new Renderer(ctx, baseUrl(req), viewer);
    return rows.map((row) => r.account(row.id));
  });

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id', async (req) => {
    const viewer = optionalUser(ctx, req);
    accountOr404(ctx, req.params.id);
    return new Renderer(ctx, baseUrl(req), viewer).account(req.params.id);
  });

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/statuses', async (req, reply) => {
    const viewer = optionalUser(ctx, req);
    const target = accountOr404(ctx, req.params.id);
    if (target.suspended === 1) return [];
    const query = obj(req.query);
    const rows = fetchPage(
      ctx.db,
      { ...accountStatusesWhere(ctx, target.id, viewer, query), cursor: 's.id' },
      pageParams(query, 20, 40),
    );
    setPageLinks(req, reply, rows);
    return new Renderer(ctx, baseUrl(req), viewer, 'account').timeline(rows.map((row) => row.item));
  });

  for (const kind of ['followers', 'following'] as const) {
    app.get<{ Params: { id: string } }>(`/api/v1/accounts/:id/${kind}`, async (req, reply) => {
      const viewer = optionalUser(ctx, req);
      const target = accountOr404(ctx, req.params.id);
      if (target.suspended === 1 || (target.hide_collections === 1 && viewer !== target.id)) return [];
      const [mine, theirs] =
        kind === 'followers' ? ['f.target_id', 'f.account_id'] : ['f.account_id', 'f.target_id'];
      return pagedAccounts(ctx, req, reply, viewer, {
        from: 'follows f',
        where: [`${mine} = ?`, "f.state = 'accepted'"],
        args: [target.id],
        cursor: 'f.id',
        item: theirs,
      });
    });
  }
}
