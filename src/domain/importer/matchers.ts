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

/**
 * What an action brings of one kind of entity, against the records held. The local database's copy
 * (read at start-up, or with the kept notifications) only fills in what is missing: it was written
 * before anything the network has brought since, and would otherwise put back an older account (a
 * profile just edited), post or poll.
 */
export function importedOf<K extends keyof NormalizedEntities>(
  action: EntityAction,
  kind: K,
  held: Readonly<Record<string, unknown>>,
): NormalizedEntities[K] {
  const records = entitiesOf(action)[kind];
  if (!dbHydrated.match(action)) return records;
  return (records as readonly { id: string }[]).filter(
    (record) => held[record.id] === undefined,
  ) as NormalizedEntities[K];
}
