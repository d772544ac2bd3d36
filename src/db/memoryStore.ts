import type { Account, Poll } from '../api/entities';
import type { StatusRecord } from '../domain/importer/normalize';
import { draftsChanged } from './draftsChannel';
import type {
  AccountDb,
  ComposeDraft,
  OutboxEntry,
  SettingsRecords,
  StoredNotifications,
  StoredTimeline,
} from './types';

/** The same interface kept in memory: used when IndexedDB is missing, refuses to open, or is blocked. */
export function createMemoryAccountDb(name: string): AccountDb {
  const statuses = new Map<string, StatusRecord>();
  const accounts = new Map<string, Account>();
  const polls = new Map<string, Poll>();
  const timelines = new Map<string, StoredTimeline>();
  const drafts = new Map<string, ComposeDraft>();
  const outbox = new Map<string, OutboxEntry>();
  const records: Partial<SettingsRecords> = {};
  let notifications: StoredNotifications | undefined;
  const pick = <T>(map: Map<string, T>, ids: readonly string[]) =>
    ids.flatMap((id) => (map.has(id) ? [map.get(id) as T] : []));

  return {
    kind: 'memory',
    name,
    getTimeline: async (id) => timelines.get(id),
    getTimelines: async () => [...timelines.values()],
    getStatuses: async (ids) => pick(statuses, ids),
    getAccounts: async (ids) => pick(accounts, ids),
    getPolls: async (ids) => pick(polls, ids),
    getNotifications: async () => notifications,
    async writeBatch(batch) {
      batch.statuses?.forEach((s) => statuses.set(s.id, s));
      batch.accounts?.forEach((a) => accounts.set(a.id, a));
      batch.polls?.forEach((p) => polls.set(p.id, p));
      batch.deletedStatusIds?.forEach((id) => statuses.delete(id));
      batch.timelines?.forEach((t) => timelines.set(t.id, t));
      if (batch.instance) records.instance = batch.instance;
      if (batch.capabilities) records.capabilities = batch.capabilities;
      if (batch.filters) records.filters = batch.filters;
      notifications = batch.notifications ?? notifications;
    },
    getDraft: async (key) => drafts.get(key),
    putDraft: async (key, draft) => {
      drafts.set(key, draft);
      draftsChanged(name);
    },
    deleteDraft: async (key) => {
      drafts.delete(key);
      draftsChanged(name);
    },
    listDrafts: async () => [...drafts].map(([key, draft]) => ({ key, draft })),
    moveDraft: async (from, to) => {
      const draft = drafts.get(from);
      if (draft) {
        drafts.delete(from);
        drafts.set(to, draft);
      }
      draftsChanged(name);
      return draft;
    },
    getSetting: async (key) => records[key],
    putSettings: async (value) => {
      records.settings = value;
    },
    countOutbox: async () => outbox.size,
    outbox: async () => (await import('./outbox')).memoryOutbox(outbox, drafts),
    close: () => undefined,
  };
}
