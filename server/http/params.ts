import { ApiError } from '../errors';

type Params = Record<string, unknown>;

/** Names that would reach an object's prototype if they were walked as keys. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** An object with no prototype: no key a client sends can reach Object.prototype through it. */
function bare(): Params {
  return Object.create(null) as Params;
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
  const out = bare();
  for (const [key, raw] of Object.entries(input as Params)) {
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

export function int(value: unknown, name: string): number | undefined {
  const text = str(value);
  if (text === undefined || text === '') return undefined;
  const parsed = Number(text);
  if (!Number.isInteger(parsed)) throw new ApiError(400, `${name} must be an integer`);
  return parsed;
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
