import { followRequestCount } from '../store/accounts';
import type { Renderer } from './renderer';
import type { AccountRow, FieldSource } from '../store/rows';
import type { AccountEntity, CredentialAccountEntity } from '../entities';
import { iso } from '../store/rows';
import { escapeHtml, linkHtml, renderText } from '../text';

const EVERYONE_ROLE = { id: '-99', name: '', color: '', permissions: '65536', highlighted: false };

function absolute(r: Renderer, url: string | null, fallback: string): string {
  const value = url ?? fallback;
  return value.startsWith('/') ? r.base + value : value;
}

function renderFieldValue(value: string): string {
  return /^https?:\/\/\S+$/.test(value) ? linkHtml(value, 'nofollow noopener me') : escapeHtml(value);
}

export function parseFields(row: AccountRow): FieldSource[] {
  try {
    const parsed: unknown = JSON.parse(row.fields_json);
    return Array.isArray(parsed) ? (parsed as FieldSource[]) : [];
  } catch {
    return [];
  }
}

export function roleOf(row: AccountRow): typeof EVERYONE_ROLE {
  if (!row.role_json) return EVERYONE_ROLE;
  return { ...EVERYONE_ROLE, ...(JSON.parse(row.role_json) as Partial<typeof EVERYONE_ROLE>) };
}

export function serializeAccount(r: Renderer, row: AccountRow, depth = 0): AccountEntity {
  const suspended = row.suspended === 1;
  const avatar = absolute(r, row.avatar, '/avatars/original/missing.png');
  const header = absolute(r, row.header, '/headers/original/missing.png');
  const fields = suspended ? [] : parseFields(row);
  const role = roleOf(row);
  const moved = row.moved_to_id && depth === 0 ? r.account(row.moved_to_id, depth + 1) : null;
  const json: AccountEntity = {
    id: row.id,
    username: row.username,
    acct: row.username,
    display_name: suspended ? '' : row.display_name,
    locked: row.locked === 1,
    bot: row.bot === 1,
    discoverable: row.discoverable === 1,
    indexable: row.indexable === 1,
    group: row.is_group === 1,
    created_at: iso(Math.floor(row.created_at / 86_400_000) * 86_400_000),
    note: suspended
      ? ''
      : renderText(row.note, { base: r.base, localDomain: r.ctx.localDomain, mentions: [] }),
    url: `${r.base}/@${row.username}`,
    uri: `${r.base}/users/${row.username}`,
    avatar: suspended ? `${r.base}/avatars/original/missing.png` : avatar,
    avatar_static: suspended ? `${r.base}/avatars/original/missing.png` : avatar,
    header: suspended ? `${r.base}/headers/original/missing.png` : header,
    header_static: suspended ? `${r.base}/headers/original/missing.png` : header,
    followers_count: suspended ? 0 : row.followers_count,
    following_count: suspended ? 0 : row.following_count,
    statuses_count: suspended ? 0 : row.statuses_count,
    last_status_at: row.last_status_at === null ? null : iso(row.last_status_at).slice(0, 10),
    hide_collections: row.hide_collections === 1,
    noindex: row.indexable !== 1,
    emojis: suspended ? [] : r.emojisIn([row.display_name, row.note]),
    roles: role.highlighted ? [{ id: role.id, name: role.name, color: role.color }] : [],
    fields: fields.map((field) => ({
      name: field.name,
      value: renderFieldValue(field.value),
      verified_at: field.verified_at ?? null,
    })),
  };
  if (moved) json.moved = moved;
  if (row.memorial === 1) json.memorial = true;
  if (suspended) json.suspended = true;
  return json;
}

export function serializeCredentialAccount(r: Renderer, row: AccountRow): CredentialAccountEntity {
  return {
    ...serializeAccount(r, row),
    source: {
      privacy: row.default_privacy,
      sensitive: row.default_sensitive === 1,
      language: row.default_language,
      note: row.note,
      fields: parseFields(row).map((f) => ({
        name: f.name,
        value: f.value,
        verified_at: f.verified_at ?? null,
      })),
      follow_requests_count: followRequestCount(r.ctx.db, row.id),
      hide_collections: row.hide_collections === 1,
      discoverable: row.discoverable === 1,
      indexable: row.indexable === 1,
      attribution_domains: [],
      quote_policy: 'public',
    },
    role: roleOf(row),
  };
}
