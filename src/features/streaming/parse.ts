import type { Account, Status } from '../../api/entities';
import { emptyEntities, normalizeEntities } from '../../domain/importer/normalize';
import type { StatusesState } from '../statuses';
import type { StreamBatch, StreamEvent } from '../../domain/streamingEvents';
import { keysForStream } from '../../domain/timelineKey';

interface RawMessage {
  stream?: unknown;
  event?: unknown;
  payload?: unknown;
}

const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

const isStatus = (value: unknown): value is Status =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Status).id === 'string' &&
  !!(value as Status).account;

/**
 * Turns a burst of raw socket messages into one batch; messages that are not valid JSON or lack what
 * their event needs are dropped. `statuses` is read for deletes: the author and the boosts of a post.
 * `route` names the timelines a message's `stream` array feeds.
 */
export function buildBatch(
  messages: string[],
  statuses: StatusesState,
  route: (stream: readonly string[]) => string[] = keysForStream,
): StreamBatch {
  const events: StreamEvent[] = [];
  const imported: Status[] = [];
  const accounts: Account[] = [];
  for (const data of messages) {
    const message = parseJson(data) as RawMessage | undefined;
    if (!message || typeof message !== 'object' || typeof message.event !== 'string') continue;
    const stream = Array.isArray(message.stream) ? message.stream.map(String) : [];
    const payload = parseJson(message.payload);
    switch (message.event) {
      case 'update':
        if (!isStatus(payload)) break;
        imported.push(payload);
        events.push({
          type: 'update',
          timelineIds: route(stream),
          statusId: payload.id,
        });
        break;
      case 'status.update':
        if (!isStatus(payload)) break;
        imported.push(payload);
        events.push({ type: 'status.update', statusId: payload.id });
        break;
      case 'delete': {
        // The payload is the bare id. Parsing it as JSON would make a number of it and lose digits
        // (ids are opaque strings, longer than a double holds exactly), so it is read as it came.
        const raw: unknown = message.payload;
        const statusId =
          typeof raw === 'string'
            ? raw.replace(/^"(.*)"$/, '$1')
            : typeof raw === 'number'
              ? String(raw)
              : null;
        if (!statusId) break;
        const reblogIds = Object.values(statuses.entities).flatMap((s) =>
          s?.reblog === statusId ? [s.id] : [],
        );
        events.push({ type: 'delete', statusId, reblogIds });
        break;
      }
      default:
        // Everything else, streamed notifications included, is passed on unparsed: nothing in the app
        // listens to them yet (the notifications column loads its grouped list from the API).
        events.push({ type: 'other', event: message.event, stream, payload });
    }
  }
  return { entities: normalizeEntities({ statuses: imported, accounts }), events };
}

type UpdateEvent = Extract<StreamEvent, { type: 'update' }>;

/** An update narrowed to one of its timelines, with that timeline's filter treatment. */
function onlyFor(event: UpdateEvent, timelineId: string): UpdateEvent {
  const filterAction = event.filterActions?.[timelineId];
  return {
    type: 'update',
    statusId: event.statusId,
    timelineIds: [timelineId],
    ...(filterAction ? { filterActions: { [timelineId]: filterAction } } : {}),
  };
}

/**
 * Splits a batch that feeds several timelines into parts: first the entities with every event other
 * than `update` (deletes, edits, notifications), then one part per timeline with at most `partSize`
 * of its new posts. Dispatched a task apart, a burst into four columns renders as a few short tasks
 * per column rather than one long one. Posts the batch also deletes are left out, as the timeline
 * parts come after the delete. A batch for one timeline stays whole.
 */
export function splitByTimeline(batch: StreamBatch, partSize = Infinity): StreamBatch[] {
  const perTimeline = new Map<string, UpdateEvent[]>();
  for (const event of batch.events) {
    if (event.type !== 'update') continue;
    for (const timelineId of event.timelineIds) {
      const updates = perTimeline.get(timelineId) ?? [];
      updates.push(onlyFor(event, timelineId));
      perTimeline.set(timelineId, updates);
    }
  }
  const chunks: UpdateEvent[][] = [];
  for (const updates of perTimeline.values()) {
    for (let i = 0; i < updates.length; i += partSize) chunks.push(updates.slice(i, i + partSize));
  }
  if (chunks.length <= 1) return [batch];
  const others = batch.events.filter((e) => e.type !== 'update');
  const deleted = new Set(others.flatMap((e) => (e.type === 'delete' ? [e.statusId, ...e.reblogIds] : [])));
  const parts: StreamBatch[] = [{ entities: batch.entities, events: others }];
  for (const chunk of chunks) {
    const events = chunk.filter((e) => !deleted.has(e.statusId));
    if (events.length > 0) parts.push({ entities: emptyEntities(), events });
  }
  return parts;
}
