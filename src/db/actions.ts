import { createAction } from '@reduxjs/toolkit';
import type { NormalizedEntities } from '../domain/importer/normalize';
import type { Instance } from '../api/entities';
import type { ComposeDraft, StoredSettings, TimelineItem } from './types';

export interface HydrationPayload {
  entities: NormalizedEntities;
  timelines: Record<string, TimelineItem[]>;
  draft: ComposeDraft | null;
  settings: StoredSettings | null;
  /** What the server said of itself and what it lacks, as an earlier start learned it. */
  server?: { instance?: Instance; capabilities?: Partial<Record<string, 'yes' | 'no'>> };
}

/** Start-up: what IndexedDB held, dispatched before the network answers. */
export const dbHydrated = createAction<HydrationPayload>('db/hydrated');
