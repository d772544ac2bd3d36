import type { NormalizedEntities, StatusRecord } from '../domain/importer/normalize';
import type { HydrationPayload } from './actions';
import type { AccountDb, TimelineItem } from './types';

/**
 * The most recently written timelines are hydrated: the deck's columns and the pages last read, so
 * that every open column shows what it held, offline too (home always, when stored).
 */
export const HYDRATED_TIMELINES_MAX = 10;

/**
 * The stored statuses of `statusIds` with the posts they boost or quote, their authors (and the
 * accounts of `accountIds`) and their polls. A status whose author was not stored cannot be shown: it
 * is left for the network to bring back.
 */
export async function readEntities(
  db: AccountDb,
  statusIds: readonly string[],
  accountIds: readonly string[] = [],
): Promise<NormalizedEntities> {
  const statuses = new Map<string, StatusRecord>();
  const load = async (ids: string[]) => {
    const missing = [...new Set(ids)].filter((id) => !statuses.has(id));
    if (missing.length > 0) (await db.getStatuses(missing)).forEach((s) => statuses.set(s.id, s));
  };
  await load([...statusIds]);
  const nested = [...statuses.values()].flatMap((s) => [s.reblog, s.quote?.quoted_status ?? null]);
  await load(nested.filter((id): id is string => !!id));
  const accounts = await db.getAccounts([
    ...new Set([...[...statuses.values()].map((s) => s.account), ...accountIds]),
  ]);
  const accountIdsFound = new Set(accounts.map((a) => a.id));
  for (const [id, status] of statuses) if (!accountIdsFound.has(status.account)) statuses.delete(id);
  const pollIds = [...statuses.values()].flatMap((s) => (s.poll ? [s.poll] : []));
  const polls = pollIds.length > 0 ? await db.getPolls(pollIds) : [];
  return { statuses: [...statuses.values()], accounts, polls };
}

/**
 * Reads what the last session left: the recent timeline pages of ids with the statuses (and the boosted and quoted
 * posts), accounts and polls they need, the compose draft of this tab's compose session (`draftKey`; the
 * other sessions' drafts are in the Drafts list), the settings, what the server offers and the filter list.
 * Items whose post is missing are dropped, so a timeline never points at nothing.
 */
export async function readHydration(db: AccountDb, draftKey?: string): Promise<HydrationPayload> {
  const timelines: Record<string, TimelineItem[]> = {};
  // The draft and the settings are read with the timelines rather than after their posts: each round
  // of reads waits for the page's thread, so one round fewer brings the first posts sooner.
  const [all, [draft, settings, instance, learned, filters]] = await Promise.all([
    db.getTimelines(),
    Promise.all([
      draftKey ? db.getDraft(draftKey) : undefined,
      db.getSetting('settings'),
      db.getSetting('instance'),
      db.getSetting('capabilities'),
      db.getSetting('filters'),
    ]),
  ]);
  const stored = all
    .sort((a, b) => (a.id === 'home' ? -1 : b.id === 'home' ? 1 : b.updatedAt - a.updatedAt))
    .slice(0, HYDRATED_TIMELINES_MAX);
  const entities = await readEntities(
    db,
    stored.flatMap((timeline) => timeline.items.filter((id): id is string => id !== null)),
  );
  const found = new Set(entities.statuses.map((s) => s.id));
  for (const timeline of stored) {
    const items = timeline.items.filter((id) => id === null || found.has(id));
    if (items.some((id) => id !== null)) timelines[timeline.id] = items;
  }

  return {
    entities,
    timelines,
    draft: draft ?? null,
    settings: settings ?? null,
    // What the server lacks counts offline only: online, each feature learns it again with one call
    // (the server may have been upgraded meanwhile).
    server: { instance, capabilities: navigator.onLine ? {} : learned },
    ...(Array.isArray(filters) ? { filters } : {}),
  };
}

/** `readHydration`, or null when the database fails: the session then starts empty. */
export async function readKept(db: AccountDb, draftKey?: string): Promise<HydrationPayload | null> {
  try {
    return await readHydration(db, draftKey);
  } catch (error) {
    console.warn('Reading the local database failed; starting empty.', error);
    return null;
  }
}
