import type { FastifyInstance, FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readUploadBody, UploadedFile } from '../http/multipart';
import { optionalUser, requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { publicHost } from '../http/origin';
import { baseUrl, setPageLinks } from '../http/paging';
import { bool, checkLength, obj, str } from '../http/params';
import { parseFields } from '../serialize/account';
import { Renderer } from '../serialize/renderer';
import { isVisibility, type AccountRow } from '../store/rows';
import { fetchPage, pageParams } from '../store/paging';
import {
  accountByUsername,
  accountRow,
  followAccounts,
  saveProfile,
  type ProfileUpdate,
} from '../store/accounts';
import { searchAccountIds } from '../store/search';
import { accountTimeline } from '../store/timelines';
import { DimensionsError, MediaError, processProfileImage } from '../media/process';
import { runMediaJob } from '../store/media';
import { pagedAccounts } from './paged-accounts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Mastodon's avatar and header rules: 8 MB at most, then kept within 400×400 and 1500×500. */
const PROFILE_IMAGES = {
  avatar: { label: 'Avatar', box: { width: 400, height: 400 } },
  header: { label: 'Header', box: { width: 1500, height: 500 } },
} as const;
export const PROFILE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export function accountOr404(ctx: ServerContext, id: string): AccountRow {
  const row = accountRow(ctx.db, id);
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
  const file = Array.isArray(value) ? value[value.length - 1] : value;
  if (!(file instanceof UploadedFile)) throw unprocessable(`Validation failed: ${label} must be a file`);
  if (!IMAGE_TYPES.includes(file.mimetype))
    throw unprocessable(`Validation failed: ${label} content type is invalid`, {
      [kind]: [{ error: 'ERR_INVALID', description: 'content type is invalid' }],
    });
  if (file.size > PROFILE_IMAGE_MAX_BYTES)
    throw unprocessable(`Validation failed: ${label} file size must be less than 8 MB`);
  let picture;
  try {
    // Decoded in the media queue every kind of media work shares, fairly between accounts.
    picture = await runMediaJob(ctx, accountId, () => processProfileImage(fs.readFileSync(file.path), box));
  } catch (error) {
    // Over the size limits the answer is Mastodon's own sentence ("8000x8000 images are not supported").
    if (error instanceof DimensionsError) throw unprocessable(error.message);
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
  checkLength(displayName, 30, 'Display name', 'display_name');
  checkLength(note, 500, 'Note', 'note');
  const source = obj(body.source);
  const privacy = str(source.privacy);
  if (privacy !== undefined && !isVisibility(privacy))
    throw unprocessable('Validation failed: Privacy is invalid');
  const flag = (value: unknown, current: number): number =>
    bool(value) === undefined ? current : bool(value) ? 1 : 0;
  const updated: ProfileUpdate = {
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
  saveProfile(ctx.db, updated);
  if (avatar) deleteImage(ctx, 'avatar', row.avatar);
  if (header) deleteImage(ctx, 'header', row.header);
}

export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/v1/accounts/verify_credentials', async (req) => {
    const me = requireUser(ctx, req, 'read:accounts');
    return new Renderer(ctx, baseUrl(req), me).credentialAccount(me);
  });

  app.patch('/api/v1/accounts/update_credentials', async (req) => {
    const me = requireUser(ctx, req, 'write:accounts');
    // A multipart body (avatar, header) is read only once the token and its scope are checked.
    await readUploadBody(req, ctx);
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
        domain.toLowerCase() !== publicHost(req).toLowerCase() &&
        domain.toLowerCase() !== ctx.localDomain.toLowerCase())
    )
      throw notFound();
    const row = accountByUsername(ctx.db, username);
    if (!row) throw notFound();
    return new Renderer(ctx, baseUrl(req), viewer).account(row.id);
  });

  app.get('/api/v1/accounts/search', async (req) => {
    const viewer = optionalUser(ctx, req);
    const q = obj(req.query);
    const term = (str(q.q) ?? '').trim().replace(/^@/, '').split('@')[0];
    const limit = Math.min(Math.max(Number(str(q.limit) ?? 40) || 40, 1), 80);
    if (!term) return [];
    const r = new Renderer(ctx, baseUrl(req), viewer);
    const following = bool(q.following) === true && viewer !== null ? viewer : null;
    return searchAccountIds(ctx.db, term, limit, following).map((id) => r.account(id));
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
    const options = {
      pinned: bool(query.pinned) === true,
      onlyMedia: bool(query.only_media) === true,
      excludeReplies: bool(query.exclude_replies) === true,
      excludeReblogs: bool(query.exclude_reblogs) === true,
      tagged: str(query.tagged)?.replace(/^#/, ''),
    };
    const rows = fetchPage(ctx.db, accountTimeline(target.id, viewer, options), pageParams(query, 20, 40));
    setPageLinks(req, reply, rows);
    return new Renderer(ctx, baseUrl(req), viewer, 'account').timeline(rows.map((row) => row.item));
  });

  for (const kind of ['followers', 'following'] as const) {
    app.get<{ Params: { id: string } }>(`/api/v1/accounts/:id/${kind}`, async (req, reply) => {
      const viewer = optionalUser(ctx, req);
      const target = accountOr404(ctx, req.params.id);
      if (target.suspended === 1 || (target.hide_collections === 1 && viewer !== target.id)) return [];
      return pagedAccounts(ctx, req, reply, viewer, followAccounts(kind, target.id));
    });
  }
}
