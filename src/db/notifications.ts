// The notifications kept on this device: read with the list's first load, not at start-up.
import type { NotificationGroup } from '../api/entities';
import type { HydrationPayload } from './actions';
import { readEntities } from './hydrate';
import type { AccountDb } from './types';

/**
 * The stored notifications list with the posts and accounts its groups show. As with timelines, a
 * group whose post was not kept is left out, and so is one none of whose accounts was.
 */
export async function readStoredNotifications(db: AccountDb): Promise<HydrationPayload | null> {
  const stored = await db.getNotifications();
  if (!stored || stored.groups.length === 0) return null;
  const entities = await readEntities(
    db,
    stored.groups.flatMap((group) => (group.status_id ? [group.status_id] : [])),
    stored.groups.flatMap((group) => group.sample_account_ids),
  );
  const statuses = new Set(entities.statuses.map((status) => status.id));
  const accounts = new Set(entities.accounts.map((account) => account.id));
  const groups = stored.groups.flatMap((group): NotificationGroup[] => {
    if (group.status_id && !statuses.has(group.status_id)) return [];
    const samples = group.sample_account_ids.filter((id) => accounts.has(id));
    if (group.sample_account_ids.length > 0 && samples.length === 0) return [];
    return [{ ...group, sample_account_ids: samples }];
  });
  if (groups.length === 0) return null;
  return { entities, timelines: {}, draft: null, settings: null, notifications: { ...stored, groups } };
}
