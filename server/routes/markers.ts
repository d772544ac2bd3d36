import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { ApiError, unprocessable } from '../errors';
import { list, obj, str } from '../http/params';
import { markerRow, saveMarker, saveWebSettingsJson, webSettingsJson } from '../store/markers';
import { iso } from '../store/rows';

const TIMELINES = ['home', 'notifications'] as const;
const MAX_SETTINGS_BYTES = 256 * 1024;
/** Web settings nest at most as deep as Rack parses parameters (32 levels below `data`). */
const MAX_SETTINGS_DEPTH = 32;
/** A post or notification id: Mastodon's ids are 64-bit integers, at most 19 digits here. */
const MARKER_ID = /^\d{1,19}$/;

function markersOf(ctx: ServerContext, me: string, timelines: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const timeline of timelines) {
    const row = markerRow(ctx.db, me, timeline);
    if (row)
      out[timeline] = {
        last_read_id: row.last_read_id,
        version: row.version,
        updated_at: iso(row.updated_at),
      };
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether a value nests objects and arrays deeper than `max` levels (walked without recursion). */
function deeperThan(value: unknown, max: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/** Deep merge, as the web settings PUT does: objects merge key by key, anything else replaces. */
function merge(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? merge(out[key], value) : value;
  }
  return out;
}

export function registerMarkerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/v1/markers', async (req) => {
    const me = requireUser(ctx, req, 'read:statuses');
    const asked = list(obj(req.query).timeline).filter((t): t is (typeof TIMELINES)[number] =>
      (TIMELINES as readonly string[]).includes(t),
    );
    return markersOf(ctx, me, asked.length ? asked : TIMELINES);
  });

  app.post('/api/v1/markers', async (req) => {
    const me = requireUser(ctx, req, 'write:statuses');
    const body = obj(req.body);
    const touched: string[] = [];
    for (const timeline of TIMELINES) {
      if (body[timeline] === undefined) continue;
      const lastReadId = str(obj(body[timeline]).last_read_id);
      if (!lastReadId) throw unprocessable(`Validation failed: ${timeline} last_read_id can't be blank`);
      if (!MARKER_ID.test(lastReadId) || BigInt(lastReadId) > 2n ** 63n - 1n)
        throw unprocessable(`Validation failed: ${timeline} last_read_id is not a valid id`);
      saveMarker(ctx.db, me, timeline, lastReadId);
      touched.push(timeline);
    }
    if (touched.length === 0) throw new ApiError(400, 'Missing home or notifications marker');
    return markersOf(ctx, me, touched);
  });

  app.get('/api/web/settings', async (req) => {
    const me = requireUser(ctx, req, 'read');
    const stored = webSettingsJson(ctx.db, me);
    return stored ? (JSON.parse(stored) as unknown) : {};
  });

  app.put('/api/web/settings', async (req) => {
    const me = requireUser(ctx, req, 'write');
    const data = obj(req.body).data;
    if (!isPlainObject(data)) throw unprocessable('Validation failed: data must be an object');
    if (deeperThan(data, MAX_SETTINGS_DEPTH))
      throw unprocessable(`Validation failed: settings nest at most ${MAX_SETTINGS_DEPTH} levels deep`);
    const stored = webSettingsJson(ctx.db, me);
    const merged = merge(stored ? (JSON.parse(stored) as Record<string, unknown>) : {}, data);
    const json = JSON.stringify(merged);
    if (json.length > MAX_SETTINGS_BYTES) throw unprocessable('Validation failed: settings are too large');
    saveWebSettingsJson(ctx.db, me, json);
    return merged;
  });
}
