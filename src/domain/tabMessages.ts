/** Reading what other tabs post: only a well-formed message of `tabs.ts` is passed on. */
import type { MarkerIds, TabMessage, TabsChannel } from './tabs';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function markerIds(value: unknown): MarkerIds | null {
  if (!isObject(value)) return null;
  const ids: MarkerIds = {};
  for (const timeline of ['home', 'notifications'] as const) {
    const id = value[timeline];
    if (id === undefined) continue;
    if (!isText(id)) return null;
    ids[timeline] = id;
  }
  return ids;
}

// A key that would reach an object's prototype is never a setting.
const isKey = (key: unknown): key is string =>
  isText(key) && !['__proto__', 'prototype', 'constructor'].includes(key);

function device(value: unknown): Fields | null {
  if (!isObject(value)) return null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => isKey(key)));
}

function synced(value: unknown): { accountKey: string; path: string[]; value: unknown } | null {
  if (!isObject(value) || !isText(value.accountKey) || !Array.isArray(value.path)) return null;
  const path = value.path as unknown[];
  if (path.length === 0 || !path.every(isKey)) return null;
  return { accountKey: value.accountKey, path, value: value.value };
}

/** The message, when `data` is one of ours and well formed; null for anything else. */
export function parseTabMessage(data: unknown): TabMessage | null {
  if (!isObject(data)) return null;
  const { type, accountKey } = data;
  switch (type) {
    case 'signingOut':
    case 'switched':
      return isText(accountKey) ? { type, accountKey } : null;
    case 'signedOut':
      return isText(accountKey) &&
        isText(data.acct) &&
        typeof data.revoked === 'boolean' &&
        (data.next === null || isText(data.next))
        ? { type, accountKey, acct: data.acct, revoked: data.revoked, next: data.next }
        : null;
    case 'settingsChanged': {
      const values = data.device === undefined ? undefined : device(data.device);
      const change = data.synced === undefined ? undefined : synced(data.synced);
      if (values === null || change === null || (!values && !change)) return null;
      return { type, ...(values && { device: values }), ...(change && { synced: change }) };
    }
    case 'markersRead':
    case 'markersSent': {
      const markers = markerIds(data.markers);
      return isText(accountKey) && markers ? { type, accountKey, markers } : null;
    }
    default:
      return null;
  }
}

/** Calls `listener` with each well-formed message another tab posts; returns the unsubscribe. */
export const onTabMessage = (channel: TabsChannel, listener: (message: TabMessage) => void) =>
  channel.subscribe((data) => {
    const message = parseTabMessage(data);
    if (message) listener(message);
  });
