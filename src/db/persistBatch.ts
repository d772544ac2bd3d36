import { PERSIST_CHUNK_SIZE, PERSISTED_TIMELINE_ITEMS } from '../constants';
import type { RootState } from '../store/types';
import type { PersistBatch, StoredTimeline } from './types';

/** The parts of the state kept in the local database. */
export type Snapshot = Pick<
  RootState,
  'statuses' | 'accounts' | 'polls' | 'timelines' | 'instance' | 'capabilities'
>;

function changedRecords<T>(before: Record<string, T | undefined>, after: Record<string, T | undefined>) {
  const changed: T[] = [];
  for (const [id, record] of Object.entries(after)) if (record && before[id] !== record) changed.push(record);
  return changed;
}

/** What changed between two states, as one write: records by reference, timelines as their first page. */
export function diffForPersistence(before: Snapshot, after: Snapshot, now = Date.now()): PersistBatch {
  const timelines: StoredTimeline[] = [];
  for (const [id, timeline] of Object.entries(after.timelines)) {
    if (before.timelines[id] === timeline || !timeline.loaded) continue;
    const items = timeline.items.slice(0, PERSISTED_TIMELINE_ITEMS);
    while (items.length > 0 && items[items.length - 1] === null) items.pop();
    timelines.push({ id, items, updatedAt: now });
  }
  return {
    statuses: changedRecords(before.statuses.entities, after.statuses.entities),
    accounts: changedRecords(before.accounts.entities, after.accounts.entities),
    polls: changedRecords(before.polls.entities, after.polls.entities),
    deletedStatusIds: before.statuses.ids.filter((id) => !after.statuses.entities[id]),
    timelines,
    // What the server offers, for a start without network (see `SettingsRecords`).
    ...(before.instance.info !== after.instance.info && { instance: after.instance.info }),
    ...(before.capabilities !== after.capabilities && { capabilities: after.capabilities }),
  };
}

/**
 * Cuts a write into writes of at most `size` records. Timeline pages and deletes go in the last one,
 * after the posts they show: a page is never stored before its posts.
 */
export function chunkPersistBatch(batch: PersistBatch, size = PERSIST_CHUNK_SIZE): PersistBatch[] {
  const statuses = batch.statuses ?? [];
  const accounts = batch.accounts ?? [];
  const polls = batch.polls ?? [];
  const total = statuses.length + accounts.length + polls.length;
  const chunks: PersistBatch[] = [];
  for (let start = 0; start < total; start += size) {
    // The window [start, start + size) over the three lists laid end to end.
    const cut = <T>(list: T[], offset: number) =>
      list.slice(Math.max(0, start - offset), Math.max(0, start + size - offset));
    chunks.push({
      statuses: cut(statuses, 0),
      accounts: cut(accounts, statuses.length),
      polls: cut(polls, statuses.length + accounts.length),
    });
  }
  const { deletedStatusIds, timelines, instance, capabilities } = batch;
  const tail = { deletedStatusIds, timelines, instance, capabilities };
  if (chunks.length === 0) return [tail];
  Object.assign(chunks[chunks.length - 1], tail);
  return chunks;
}
