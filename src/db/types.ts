import type { EvictionOptions, EvictionResult } from './evict';
import type { Account, Poll } from '../api/entities';
import type { StatusRecord } from '../domain/importer/normalize';

/** A timeline item: a status id, or null for a gap (posts missing between its neighbours). */
export type TimelineItem = string | null;

export interface StoredTimeline {
  id: string;
  items: TimelineItem[];
  updatedAt: number;
}

import type { ComposeDraft } from '../domain/composeDraft';

export type { ComposeDraft };

export interface StoredSettings {
  /** The settings document synced to /api/web/settings. */
  data: Record<string, unknown>;
  /** False when the last change has not reached the server. */
  saved: boolean;
  /** False when the instance refused the sync endpoint. */
  syncEnabled: boolean;
}

export interface PersistBatch {
  statuses?: StatusRecord[];
  accounts?: Account[];
  polls?: Poll[];
  deletedStatusIds?: string[];
  timelines?: StoredTimeline[];
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
  /** Writes everything in one transaction. */
  writeBatch: (batch: PersistBatch) => Promise<void>;
  getDraft: (key: string) => Promise<ComposeDraft | undefined>;
  putDraft: (key: string, draft: ComposeDraft) => Promise<void>;
  deleteDraft: (key: string) => Promise<void>;
  getSettings: () => Promise<StoredSettings | undefined>;
  putSettings: (settings: StoredSettings) => Promise<void>;
  /** Deletes old records no stored timeline refers to; absent where data lives only in memory. */
  evictStale?: (options?: EvictionOptions) => Promise<EvictionResult>;
  close: () => void;
}
