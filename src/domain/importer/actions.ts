import { createAction } from '@reduxjs/toolkit';
import { normalizeEntities, type EntityPayload, type NormalizedEntities } from './normalize';

/** The one way fetched entities enter the store: nested payloads are normalised here. */
export const entitiesImported = createAction('entities/imported', (payload: EntityPayload) => ({
  payload: normalizeEntities(payload),
}));

export type EntitiesImportedPayload = NormalizedEntities;

/**
 * Posts, accounts and polls that nothing in the state shows any more, released from the entity tables
 * in a long session (`domain/importer/release.ts`); the local database keeps its copies. Maps keyed by
 * a post's id drop their entries with it.
 */
export const entitiesReleased = createAction<{
  statusIds: string[];
  accountIds: string[];
  pollIds: string[];
}>('entities/released');
