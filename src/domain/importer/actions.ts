import { createAction } from '@reduxjs/toolkit';
import { normalizeEntities, type EntityPayload, type NormalizedEntities } from './normalize';

/** The one way fetched entities enter the store: nested payloads are normalised here. */
export const entitiesImported = createAction('entities/imported', (payload: EntityPayload) => ({
  payload: normalizeEntities(payload),
}));

export type EntitiesImportedPayload = NormalizedEntities;
