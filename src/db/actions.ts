import { createAction } from '@reduxjs/toolkit';
import type { NormalizedEntities } from '../domain/importer/normalize';
import type { ComposeDraft, StoredNotifications, StoredSettings, TimelineItem } from './types';

export interface HydrationPayload {
  entities: NormalizedEntities;
  timelines: Record<string, TimelineItem[]>;
  draft: ComposeDraft | null;
  settings: StoredSettings | null;
}

/** Start-up: what IndexedDB held, dispatched before the network answers. */
export const dbHydrated = createAction<HydrationPayload>('db/hydrated');

/**
 * The notifications list kept on this device, read with the list's first load (its code is not part of
 * start-up): shown until the server answers, or instead of it without a connection.
 */
export const dbNotificationsRead = createAction<{
  entities: NormalizedEntities;
  notifications: StoredNotifications;
}>('db/notificationsRead');
