import { createAction } from '@reduxjs/toolkit';
import type { NormalizedEntities } from '../domain/importer/normalize';
import type { Filter, Instance } from '../api/entities';
import type { ComposeDraft, StoredNotifications, StoredSettings, TimelineItem } from './types';

export interface HydrationPayload {
  entities: NormalizedEntities;
  timelines: Record<string, TimelineItem[]>;
  draft: ComposeDraft | null;
  settings: StoredSettings | null;
  /** What the server said of itself and what it lacks, as an earlier start learned it. */
  server?: { instance?: Instance; capabilities?: Partial<Record<string, 'yes' | 'no'>> };
  /** The account's filter list as last kept: applied to the kept posts before they are dispatched. */
  filters?: Filter[];
  /** The notifications list, read with the list's first load rather than at start-up. */
  notifications?: StoredNotifications;
}

/**
 * What IndexedDB held, dispatched before the network answers: at start-up, and the kept notifications
 * (with the posts and accounts they show) when the notifications first load.
 */
export const dbHydrated = createAction<HydrationPayload>('db/hydrated');

/** Where the account's data is kept: IndexedDB, or memory only (a private window, a refusing browser). */
export const dbKindLearned = createAction<{ kind: 'indexeddb' | 'memory' }>('db/kindLearned');

/** A write found the device out of space: the timelines kept on it were cleared to keep the drafts. */
export const dbStorageFull = createAction('db/storageFull');
