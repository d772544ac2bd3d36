import { PERSIST_CHUNK_SIZE, PERSISTED_TIMELINE_ITEMS } from '../constants';
import { gapIndex } from '../domain/notificationGaps';
import type { RootState } from '../store/types';
import type { AccountDb, PersistBatch, StoredNotifications, StoredTimeline } from './types';

/** The parts of the state kept in the local database. */
export type Snapshot = Pick<
  RootState,
  'statuses' | 'accounts' | 'polls' | 'timelines' | 'notifications' | 'instance' | 'capabilities' | 'filters'
>;

/**
 * The notifications list as kept: its first groups, as many as a timeline keeps posts, the page below
 * them and the gaps among them (one below the last kept group is covered by that page).
 */
export function storedNotifications(list: Snapshot['notifications'], now: number): StoredNotifications {
  const groups = list.groups.slice(0, PERSISTED_TIMELINE_ITEMS);
  const cut = groups.length < list.groups.length;
  const last = groups[groups.length - 1];
  const gaps = (list.gaps ?? [])
    .filter((gap) => !cut || gapIndex(groups, gap) < groups.length)
    .map(({ sinceId, maxId }) => ({ sinceId, maxId }));
  return {
    groups,
    next: cut
      ? `/api/v2/notifications?max_id=${last.page_min_id ?? last.most_recent_notification_id}`
      : list.next,
    ...(gaps.length > 0 ? { gaps } : {}),
    ...(list.filter !== undefined ? { filter: list.filter } : {}),
    updatedAt: now,
  };
}

function changedRecords<T>(before: Record<string, T | undefined>, after: Record<string, T | undefined>) {
  const changed: T[] = [];
  for (const [id, record] of Object.entries(after)) if (record && before[id] !== record) changed.push(record);
  return changed;
}

/**
 * What changed between two states, as one write: records by reference, timelines as their first page.
 * A post gone from the state is deleted here too, unless it was only released from memory (`released`).
 */
export function diffForPersistence(
  before: Snapshot,
  after: Snapshot,
  now = Date.now(),
  released: ReadonlySet<string> = new Set(),
): PersistBatch {
  const timelines: StoredTimeline[] = [];
  for (const [id, timeline] of Object.entries(after.timelines)) {
    if (before.timelines[id] === timeline || !timeline.loaded) continue;
    const items = timeline.items.slice(0, PERSISTED_TIMELINE_ITEMS);
    while (items.length > 0 && items[items.length - 1] === null) items.pop();
    timelines.push({ id, items, updatedAt: now });
  }
  // Written once the list loaded from the server; what was read from here is not written back.
  const list = after.notifications;
  const notificationsChanged =
    list.loaded && (before.notifications.groups !== list.groups || before.notifications.gaps !== list.gaps);
  return {
    ...(notificationsChanged ? { notifications: storedNotifications(list, now) } : {}),
    statuses: changedRecords(before.statuses.entities, after.statuses.entities),
    accounts: changedRecords(before.accounts.entities, after.accounts.entities),
    polls: changedRecords(before.polls.entities, after.polls.entities),
    deletedStatusIds: before.statuses.ids.filter((id) => !after.statuses.entities[id] && !released.has(id)),
    timelines,
    // What the server offers, for a start without network (see `SettingsRecords`).
    ...(before.instance.info !== after.instance.info && { instance: after.instance.info }),
    ...(before.capabilities !== after.capabilities && { capabilities: after.capabilities }),
    // The filter list once known (fetched, changed here, or read from here), for the next start.
    ...(after.filters?.loaded &&
      before.filters?.items !== after.filters.items && { filters: Object.values(after.filters.items) }),
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
  const { deletedStatusIds, timelines, instance, capabilities, filters } = batch;
  const tail = {
    deletedStatusIds,
    timelines,
    instance,
    capabilities,
    filters,
    ...(batch.notifications ? { notifications: batch.notifications } : {}),
  };
  if (chunks.length === 0) return [tail];
  Object.assign(chunks[chunks.length - 1], tail);
  return chunks;
}

/** Writes what changed between two states, a chunk per idle callback, the timeline pages last. */
export async function writeChanges(
  db: AccountDb,
  before: Snapshot,
  after: Snapshot,
  idle: () => Promise<void>,
  released?: ReadonlySet<string>,
) {
  for (const chunk of chunkPersistBatch(diffForPersistence(before, after, Date.now(), released))) {
    await idle();
    await db.writeBatch(chunk);
  }
}
