import querystring from 'node:querystring';
import { ApiError } from '../errors';

type Params = Record<string, unknown>;

/** Names that would reach an object's prototype if they were walked as keys. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** An object with no prototype: no key a client sends can reach Object.prototype through it. */
function bare(): Params {
  return Object.create(null) as Params;
}

/**
 * At most this many parameters in a query string or a body. Rack allows 4,096; no call of the API takes
 * more than a few hundred (a filter's 100 keywords with their attributes, 100 ids of relationships), so
 * a quarter of that is room enough and a quarter of the work a hostile body can ask for. Each item of a repeated key counts (`id[]=1&id[]=2` is two), as each
 * `&`-separated pair counts in Rack; a JSON body counts its top-level keys and the items of its top-level
 * arrays, the parts that are expanded here.
 */
export const PARAMS_LIMIT = 1000;
/** A Rails-style key nests at most this many levels, its name included (Rack's `param_depth_limit`). */
export const PARAMS_DEPTH_LIMIT = 32;

function tooManyParameters(): ApiError {
  return new ApiError(422, `Validation failed: too many parameters (at most ${PARAMS_LIMIT})`);
}

/**
 * A form body is counted by its separators before it is parsed, so a body of a million keys is refused
 * before any of them is split or decoded.
 */
export function parseFormBody(text: string): Record<string, unknown> {
  let pairs = 1;
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1))
    if (++pairs > PARAMS_LIMIT) throw tooManyParameters();
  return querystring.parse(text, '&', '=', { maxKeys: 0 });
}

/** Levels of a Rails-style key (`a[b][]` is three), counted without building anything. */
function keyDepth(key: string): number {
  let depth = 1;
  for (let i = key.indexOf('['); i !== -1; i = key.indexOf('[', i + 1)) depth++;
  return depth;
}

/**
 * The cheap pass run before any expansion: how many parameters there are (each array item counts) and how
 * deep each key nests. Beyond either bound, 422 before anything is built.
 */
function checkBounds(entries: [string, unknown][]): void {
  if (entries.length > PARAMS_LIMIT) throw tooManyParameters();
  let count = 0;
  for (const [key, raw] of entries) {
    count += Array.isArray(raw) ? Math.max(raw.length, 1) : 1;
    if (count > PARAMS_LIMIT) throw tooManyParameters();
    if (keyDepth(key) > PARAMS_DEPTH_LIMIT)
      throw new ApiError(
        422,
        `Validation failed: parameters nest at most ${PARAMS_DEPTH_LIMIT} levels deep (${key.slice(0, 40)}...)`,
      );
  }
}

/**
 * Rails-style keys (`media_ids[]`, `poll[options][]`, `data[home][last_read_id]`) from form and multipart
 * bodies and query strings become arrays and objects, as Mastodon's Rack parser makes them. JSON bodies
 * pass through untouched when they hold no such keys. The objects built have no prototype, and a key that
 * names `__proto__`, `constructor` or `prototype` is refused with a 400 before anything is assigned: this
 * runs before authentication, on every request, so a walk into a shared prototype would change every
 * later request of every user.
 */
export function expandRailsKeys(input: unknown): Params {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return bare();
  const entries = Object.entries(input as Params);
  checkBounds(entries);
  const out = bare();
  for (const [key, raw] of entries) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
    if (!match) {
      if (FORBIDDEN_SEGMENTS.has(key)) throw new ApiError(400, `Invalid parameter name: ${key}`);
      out[key] = raw;
      continue;
    }
    const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    const forbidden = segments.find((segment) => FORBIDDEN_SEGMENTS.has(segment));
    if (forbidden !== undefined) throw new ApiError(400, `Invalid parameter name: ${key}`);
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) assign(out, segments, value);
  }
  return out;
}

function assign(target: Params, segments: string[], value: unknown): void {
  let node: Params = target;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i];
    const nextIsPush = segments[i + 1] === '';
    if (nextIsPush && i + 1 === segments.length - 1) {
      const existing = node[segment];
      const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [existing];
      list.push(value);
      node[segment] = list;
      return;
    }
    let child = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (child === null || typeof child !== 'object' || Array.isArray(child)) {
      child = bare();
      node[segment] = child;
    }
    node = child as Params;
  }
  node[segments[segments.length - 1]] = value;
}

export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.length > 0) return str(value[value.length - 1]);
  return undefined;
}

export function bool(value: unknown): boolean | undefined {
  const text = str(value);
  if (text === undefined || text === '') return undefined;
  return ['true', '1', 'on', 't', 'yes'].includes(text.toLowerCase());
}

export function list(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
  return items.map((item) => str(item)).filter((item): item is string => item !== undefined);
}

/**
 * The largest number an integer parameter takes (offsets, limits, durations and expiries in seconds): a
 * signed 32-bit integer, Rails' default integer range. Beyond it a value would overflow a date (a mute of
 * 2^53 seconds) or reach SQLite as a float (an offset of 1e300), so it answers 400 instead.
 */
export const INT_PARAM_MAX = 2 ** 31 - 1;

/** An integer parameter: 400 unless it is an integer within ±`INT_PARAM_MAX` (`1e300`, `2.5`, `x`). */
export function int(value: unknown, name: string): number | undefined {
  const text = str(value);
  if (text === undefined || text === '') return undefined;
  const parsed = Number(text);
  if (!Number.isInteger(parsed)) throw new ApiError(400, `${name} must be an integer`);
  if (Math.abs(parsed) > INT_PARAM_MAX)
    throw new ApiError(400, `${name} is out of range (at most ${INT_PARAM_MAX})`);
  return parsed;
}

/**
 * The first `max` distinct ids of a batch parameter (`id[]`), in the order given: the rest are never
 * looked at, so a long list costs no more than a short one. Mastodon's batch calls likewise read a
 * bounded number of ids.
 */
export function firstIds(value: unknown, max: number): string[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.size >= max) break;
    const id = str(item);
    if (id !== undefined && id !== '') ids.add(id);
  }
  return [...ids];
}

export function obj(value: unknown): Params {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
}

export function limitParam(value: unknown, fallback: number, max: number): number {
  const parsed = int(value, 'limit') ?? fallback;
  return Math.min(Math.max(parsed, 1), max);
}

/** Free text is held to Mastodon's limits, counted in characters (code points), with its message. */
/** `field` names the attribute in Mastodon's 422 `details`, for clients that show errors by their fields. */
export function checkLength(value: string | undefined, max: number, label: string, field?: string): void {
  if (value === undefined || [...value].length <= max) return;
  const description = `is too long (maximum is ${max} characters)`;
  throw new ApiError(
    422,
    `Validation failed: ${label} ${description}`,
    field ? { [field]: [{ error: 'ERR_TOO_LONG', description }] } : undefined,
  );
}
