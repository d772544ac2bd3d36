import { isAnyOf } from '@reduxjs/toolkit';
import { dbHydrated } from '../../db/actions';
import { streamingEventsReceived } from '../streamingEvents';
import { entitiesImported } from './actions';
import type { NormalizedEntities } from './normalize';

/** Every action whose payload carries normalised entities for the entity tables. */
export const carriesEntities = isAnyOf(entitiesImported, streamingEventsReceived, dbHydrated);

type EntityAction =
  | ReturnType<typeof entitiesImported>
  | ReturnType<typeof streamingEventsReceived>
  | ReturnType<typeof dbHydrated>;

export function entitiesOf(action: EntityAction): NormalizedEntities {
  return 'entities' in action.payload ? action.payload.entities : action.payload;
}
