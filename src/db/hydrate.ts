import type { Account, Poll } from '../api/entities';
import type { StatusRecord } from '../domain/importer/normalize';
import type { HydrationPayload } from './actions';
import type { AccountDb, TimelineItem } from './types';

/**
 * The most recently written timelines are hydrated: the deck's columns and the pages last read, so
 * that every open column shows what it held, offline too (home always, when stored).
 */
export const HYDRATED_TIMELINES_MAX = 10;
export const DRAFT_KEY = 'compose';

/**
 * Reads what the last session left: the recent timeline pages of ids with the statuses (and the boosted and quoted
 * posts), accounts and polls they need, the compose draft, the settings and what the server offers. Items whose post is
 * missing are dropped, so a timeline never points at nothing.
 */
export async function readHydration(db: AccountDb): Promise<HydrationPayload> {
  const timelines: Record<string, TimelineItem[]> = {};
  const statuses = new Map<string, StatusRecord>();

  const loadStatuses = async (ids: string[]) => {
    const missing = [...new Set(ids)].filter((id) => !statuses.has(id));
    if (missing.length === 0) return [];
    const found = await db.getStatuses(missing);
    found.forEach((s) => statuses.set(s.id, s));
    return found;
  };

  const stored = (await db.getTimelines())
    .sort((a, b) => (a.id === 'home' ? -1 : b.id === 'home' ? 1 : b.updatedAt - a.updatedAt))
    .slice(0, HYDRATED_TIMELINES_MAX);
  for (const timeline of stored) {
    await loadStatuses(timeline.items.filter((id): id is string => id !== null));
    timelines[timeline.id] = timeline.items;
  }
  const nested = [...statuses.values()].flatMap((s) => [s.reblog, s.quote?.quoted_status ?? null]);
  await loadStatuses(nested.filter((id): id is string => !!id));

  const accounts: Account[] = await db.getAccounts([
    ...new Set([...statuses.values()].map((s) => s.account)),
  ]);
  const accountIds = new Set(accounts.map((a) => a.id));
  // A status whose author was not stored cannot be shown; it is left for the network to bring back.
  for (const [id, status] of statuses) if (!accountIds.has(status.account)) statuses.delete(id);
  const pollIds = [...statuses.values()].flatMap((s) => (s.poll ? [s.poll] : []));
  const polls: Poll[] = pollIds.length > 0 ? await db.getPolls(pollIds) : [];

  for (const [timelineId, items] of Object.entries(timelines)) {
    timelines[timelineId] = items.filter((id) => id === null || statuses.has(id));
    if (timelines[timelineId].every((id) => id === null)) delete timelines[timelineId];
  }

  const [draft, settings, instance, learned] = await Promise.all([
    db.getDraft(DRAFT_KEY),
    db.getSetting('settings'),
    db.getSetting('instance'),
    db.getSetting('capabilities'),
  ]);
  return {
    entities: { statuses: [...statuses.values()], accounts, polls },
    timelines,
    draft: draft ?? null,
    settings: settings ?? null,
    // What the server lacks counts offline only: online, each feature learns it again with one call
    // (the server may have been upgraded meanwhile).
    server: { instance, capabilities: navigator.onLine ? {} : learned },
  };
}
