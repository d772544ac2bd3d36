import { createAction } from '@reduxjs/toolkit';
import type { NormalizedEntities } from '../domain/importer/normalize';
import type { ComposeDraft, StoredServer, StoredSettings, TimelineItem } from './types';

export interface HydrationPayload {
  entities: NormalizedEntities;
  timelines: Record<string, TimelineItem[]>;
  draft: ComposeDraft | null;
  settings: StoredSettings | null;
  server?: StoredServer;
}

/** Start-up: what IndexedDB held, dispatched before the network answers. */
export const dbHydrated = createAction<HydrationPayload>('db/hydrated');
