import type { RootState } from '../../store/types';
import { filterContextFor, judgeStatus, withImportedFilters, type FilterAction } from '../filters/public';
import type { StreamBatch } from '../../domain/streamingEvents';

/**
 * Adds to each streamed post the treatment its filters give it in each timeline it goes to, the same
 * judgement `selectFilterState` makes, so the reducer can leave hidden posts out and not count
 * filtered ones as unread.
 */
export function withFilterActions(batch: StreamBatch, state: RootState, now = Date.now()): StreamBatch {
  const records = new Map(batch.entities.statuses.map((s) => [s.id, s]));
  const lookup = (id: string) => records.get(id) ?? state.statuses.entities[id];
  // The filters the batch's posts carry count already, as they will once the batch is imported.
  const filters = withImportedFilters(state.filters, batch.entities.statuses);
  const known = filters.loaded ? filters.items : null;
  const events = batch.events.map((event) => {
    if (event.type !== 'update') return event;
    const status = lookup(event.statusId);
    const reblog = status?.reblog ? lookup(status.reblog) : undefined;
    const filterActions: Record<string, FilterAction> = {};
    for (const timelineId of event.timelineIds) {
      const context = filterContextFor(timelineId);
      const { action } = judgeStatus(status, reblog, known, context, now, state.auth.accountId);
      if (action) filterActions[timelineId] = action;
    }
    return Object.keys(filterActions).length > 0 ? { ...event, filterActions } : event;
  });
  return { ...batch, events };
}
