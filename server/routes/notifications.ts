import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { baseUrl, setLinkHeader, setPageLinks } from '../http/paging';
import { bool, limitParam, list, obj, str } from '../http/params';
import { apiGroupKey, notificationExtras, serializeNotification } from '../serialize/notification';
import { Renderer } from '../serialize/renderer';
import type { Json, NotificationRow } from '../store/rows';
import { iso } from '../store/rows';
import { isHiddenByFilter } from '../store/filters';
import { markerRow } from '../store/markers';
import {
  clearNotifications,
  dismissNotification,
  GROUPABLE_TYPES,
  notificationList,
  notificationRow,
  unreadNotificationCount,
  type NotificationListOptions,
} from '../store/notifications';
import { fetchPage, pageParams } from '../store/paging';

const SAMPLE_ACCOUNTS = 8;
const SCAN_CAP = 5000;

/** The list's options from the query string. */
function listOptions(query: Record<string, unknown>): NotificationListOptions {
  return {
    types: list(query.types),
    excludeTypes: list(query.exclude_types),
    accountId: str(query.account_id),
    includeFiltered: bool(query.include_filtered) === true,
  };
}

/** A notification by id that the page just listed (so it exists). */
function listed(ctx: ServerContext, id: string): NotificationRow {
  return notificationRow(ctx.db, id)!;
}

interface Group {
  key: string;
  rows: NotificationRow[];
}

/**
 * Groups a page as Mastodon's v2 API does: groups appear in order of their newest notification; the page
 * ends before the first notification of a group beyond the limit, so the next page resumes exactly there.
 */
function groupPage(
  ctx: ServerContext,
  me: string,
  query: Record<string, unknown>,
): { groups: Group[]; lastId?: string } {
  const limit = limitParam(query.limit, 40, 80);
  const groupedTypes =
    query.grouped_types === undefined
      ? GROUPABLE_TYPES
      : new Set(list(query.grouped_types).filter((type) => GROUPABLE_TYPES.has(type)));
  const rows = fetchPage(ctx.db, notificationList(ctx.db, me, listOptions(query)), {
    ...pageParams(query, 40, 80),
    limit: SCAN_CAP,
  });
  const groups = new Map<string, Group>();
  let lastId: string | undefined;
  for (const { item } of rows) {
    const row = listed(ctx, item);
    const key = groupedTypes.has(row.type) ? apiGroupKey(row) : `ungrouped-${row.id}`;
    let group = groups.get(key);
    if (!group) {
      if (groups.size >= limit) break;
      group = { key, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
    lastId = row.id;
  }
  return { groups: [...groups.values()], lastId };
}

export function registerNotificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/v1/notifications', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:notifications');
    const query = obj(req.query);
    const rows = fetchPage(
      ctx.db,
      notificationList(ctx.db, me, listOptions(query)),
      pageParams(query, 40, 80),
    );
    setPageLinks(req, reply, rows);
    const r = new Renderer(ctx, baseUrl(req), me, 'notifications');
    const notifications = rows.map((row) => listed(ctx, row.item));
    r.cache.load(notifications.flatMap((n) => (n.status_id ? [n.status_id] : [])));
    return notifications.map((n) => serializeNotification(r, n)).filter(Boolean);
  });

  app.get<{ Params: { id: string } }>('/api/v1/notifications/:id', async (req) => {
    const me = requireUser(ctx, req, 'read:notifications');
    const found = notificationRow(ctx.db, req.params.id);
    const row = found?.account_id === me ? found : undefined;
    const json = row && serializeNotification(new Renderer(ctx, baseUrl(req), me, 'notifications'), row);
    if (!json) throw notFound();
    return json;
  });

  app.post<{ Params: { id: string } }>('/api/v1/notifications/:id/dismiss', async (req) => {
    const me = requireUser(ctx, req, 'write:notifications');
    // Another user's notification (or one that does not exist) is not found, as on Mastodon.
    if (!dismissNotification(ctx.db, me, req.params.id)) throw notFound();
    return {};
  });

  app.post('/api/v1/notifications/clear', async (req) => {
    const me = requireUser(ctx, req, 'write:notifications');
    clearNotifications(ctx.db, me);
    return {};
  });

  for (const path of ['/api/v1/notifications/unread_count', '/api/v2/notifications/unread_count']) {
    app.get(path, async (req) => {
      const me = requireUser(ctx, req, 'read:notifications');
      const marker = markerRow(ctx.db, me, 'notifications');
      return { count: unreadNotificationCount(ctx.db, me, marker?.last_read_id) };
    });
  }

  app.get('/api/v2/notifications', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:notifications');
    const query = obj(req.query);
    const { groups, lastId } = groupPage(ctx, me, query);
    const r = new Renderer(ctx, baseUrl(req), me, 'notifications');
    r.cache.load(groups.flatMap((g) => (g.rows[0].status_id ? [g.rows[0].status_id] : [])));
    const accountIds = new Set<string>();
    const statuses = new Map<string, Json>();
    const notificationGroups: Json[] = [];
    for (const group of groups) {
      const newest = group.rows[0];
      let status: Json | null = null;
      if (newest.status_id) {
        status = statuses.get(newest.status_id) ?? r.status(newest.status_id);
        if (!status || isHiddenByFilter(status, 'notifications')) continue;
        statuses.set(newest.status_id, status);
        accountIds.add((status.account as Json).id as string);
      }
      const samples = [...new Set(group.rows.map((row) => row.from_account_id))].slice(0, SAMPLE_ACCOUNTS);
      samples.forEach((id) => accountIds.add(id));
      notificationGroups.push({
        group_key: group.key,
        notifications_count: group.rows.length,
        type: newest.type,
        most_recent_notification_id: newest.id,
        page_min_id: group.rows[group.rows.length - 1].id,
        page_max_id: newest.id,
        latest_page_notification_at: iso(newest.created_at),
        sample_account_ids: samples,
        status_id: newest.status_id,
        ...notificationExtras(r, newest),
      });
    }
    if (groups.length > 0 && lastId) setLinkHeader(req, reply, lastId, groups[0].rows[0].id);
    return {
      accounts: [...accountIds].map((id) => r.account(id)).filter(Boolean),
      statuses: [...statuses.values()],
      notification_groups: notificationGroups,
    };
  });
}
