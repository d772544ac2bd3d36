import type { EvictionOptions, EvictionResult } from './evict';
import type { Account, Filter, Instance, NotificationGroup, Poll } from '../api/entities';
import type { NotificationGap } from '../domain/notificationGaps';
import type { StatusRecord } from '../domain/importer/normalize';

/** A timeline item: a status id, or null for a gap (posts missing between its neighbours). */
export type TimelineItem = string | null;

export interface StoredTimeline {
  id: string;
  items: TimelineItem[];
  updatedAt: number;
}

/** The grouped notifications kept for a start-up without a connection: the list's first groups. */
export interface StoredNotifications {
  groups: NotificationGroup[];
  /** The page below the kept groups. */
  next: string | null;
  gaps?: NotificationGap[];
  /** The filter query (as JSON) the groups were loaded under: kept groups of another filter are not shown. */
  filter?: string;
  updatedAt: number;
}

import type { ComposeDraft } from '../domain/composeDraft';

import type { StatusParams } from '../api/endpoints/statuses';

export type { ComposeDraft };

/** A new post waiting to be sent (made offline, or its request got no answer). */
export interface OutboxEntry {
  /** The Idempotency-Key every attempt sends, so the post is made once however often it is sent. */
  key: string;
  /** The request body, as the compose box made it. */
  params: StatusParams;
  /** The compose box, to edit the post again or give it back after a refusal. */
  draft: ComposeDraft;
  createdAt: number;
  attempts: number;
  lastError?: string;
  /** failed: the server refused it (4xx); it goes back to the compose box when that is empty. */
  state: 'waiting' | 'failed';
  /**
   * Where and as whom to send it: the service worker cannot read localStorage, where the page keeps the
   * token. This is the same origin's IndexedDB that already holds the account's data, and it is
   * deleted with it on sign-out.
   */
  baseUrl: string;
  token: string;
}

/** The outbox of one account: every change that moves a post between it and the draft is one step. */
export interface OutboxStore {
  /** Oldest first. */
  list: () => Promise<OutboxEntry[]>;
  /** Queues a post and deletes the compose draft together: a crash leaves one of them, never both. */
  queue: (entry: OutboxEntry, draftKey: string) => Promise<void>;
  update: (entry: OutboxEntry) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** Moves a post back into the compose draft together; undefined when it is gone (sent meanwhile). */
  takeBack: (key: string, draftKey: string) => Promise<OutboxEntry | undefined>;
}

export interface StoredSettings {
  /** The settings document synced to /api/web/settings. */
  data: Record<string, unknown>;
  /** False when the last change has not reached the server. */
  saved: boolean;
  /** False when the instance refused the sync endpoint. */
  syncEnabled: boolean;
}

/**
 * What the settings store keeps, by key: the settings, and what the app learned about the account's
 * server, for a start without network: its instance description (the character limit, the poll limits,
 * where it streams) and its capabilities; and the account's filter list, which start-up applies to the
 * kept posts before the first render.
 */
export interface SettingsRecords {
  settings: StoredSettings;
  instance: Instance;
  /** What the server was found to lack (a 404, a refused handshake), and to offer. */
  capabilities: Partial<Record<string, 'yes' | 'no'>>;
  /** The account's filters as last fetched or changed here. */
  filters: Filter[];
}

export interface PersistBatch {
  statuses?: StatusRecord[];
  accounts?: Account[];
  polls?: Poll[];
  deletedStatusIds?: string[];
  timelines?: StoredTimeline[];
  instance?: Instance | null;
  capabilities?: SettingsRecords['capabilities'];
  filters?: Filter[];
  notifications?: StoredNotifications;
}

/** Records as stored: stamped with their write time, for eviction by age. */
export type Stamped<T> = T & { writtenAt: number };

/** One signed-in account's local data; IndexedDB-backed, or in memory when that is unavailable. */
export interface AccountDb {
  readonly kind: 'indexeddb' | 'memory';
  readonly name: string;
  getTimeline: (id: string) => Promise<StoredTimeline | undefined>;
  /** Every stored timeline page (a few dozen at most, each of at most 40 ids). */
  getTimelines: () => Promise<StoredTimeline[]>;
  getStatuses: (ids: readonly string[]) => Promise<StatusRecord[]>;
  getAccounts: (ids: readonly string[]) => Promise<Account[]>;
  getPolls: (ids: readonly string[]) => Promise<Poll[]>;
  getNotifications: () => Promise<StoredNotifications | undefined>;
  /** Writes everything in one transaction. */
  writeBatch: (batch: PersistBatch) => Promise<void>;
  getDraft: (key: string) => Promise<ComposeDraft | undefined>;
  putDraft: (key: string, draft: ComposeDraft) => Promise<void>;
  deleteDraft: (key: string) => Promise<void>;
  /** Every kept draft with its key (the compose session that wrote it; `compose` for one kept before sessions). */
  listDrafts: () => Promise<{ key: string; draft: ComposeDraft }[]>;
  /** Moves a draft to another key in one step; undefined when it is gone (posted or deleted meanwhile). */
  moveDraft: (from: string, to: string) => Promise<ComposeDraft | undefined>;
  getSetting: <K extends keyof SettingsRecords>(key: K) => Promise<SettingsRecords[K] | undefined>;
  putSettings: (settings: StoredSettings) => Promise<void>;
  /** How many posts wait to be sent: all that start-up reads of the outbox. */
  countOutbox: () => Promise<number>;
  /** The outbox, its code loaded when a post waits or is queued. */
  outbox: () => Promise<OutboxStore>;
  /** Deletes old records no stored timeline refers to; absent where data lives only in memory. */
  evictStale?: (options?: EvictionOptions) => Promise<EvictionResult>;
  /**
   * Calls `listener` each time a write found the device out of space and the stores the server can fill
   * again were cleared for it; absent where data lives only in memory.
   */
  onStorageFull?: (listener: () => void) => () => void;
  close: () => void;
}
