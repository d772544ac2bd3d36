import type { Account, Status } from '../../api/entities';
import { normalizeEntities } from '../../domain/importer/normalize';
import type { StatusesState } from '../statuses/public';
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

/** New posts waiting for their timeline's turn, per timeline, the one waiting longest first. */
export type WaitingPosts = Map<string, UpdateEvent[]>;

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
 * Spreads a burst into several timelines over frames: the batch's new posts join `waiting`, per
 * timeline, and what goes out now is the batch's entities and every other event (deletes, edits,
 * notifications) with the posts of one timeline, the one waiting longest (at most `partSize` of them).
 * Each frame then renders one column's new posts rather than every column's. A post deleted meanwhile
 * leaves the queue. Returns the batch to dispatch now; `waiting` keeps the rest.
 */
export function takeFramePart(batch: StreamBatch, waiting: WaitingPosts, partSize = Infinity): StreamBatch {
  const others: StreamEvent[] = [];
  for (const event of batch.events) {
    if (event.type !== 'update') {
      others.push(event);
      continue;
    }
    for (const timelineId of event.timelineIds) {
      const updates = waiting.get(timelineId) ?? [];
      updates.push(onlyFor(event, timelineId));
      waiting.set(timelineId, updates);
    }
  }
  const deleted = new Set(others.flatMap((e) => (e.type === 'delete' ? [e.statusId, ...e.reblogIds] : [])));
  if (deleted.size > 0) {
    for (const [timelineId, updates] of waiting) {
      const kept = updates.filter((update) => !deleted.has(update.statusId));
      if (kept.length > 0) waiting.set(timelineId, kept);
      else waiting.delete(timelineId);
    }
  }
  const next = waiting.entries().next();
  if (next.done) return { ...batch, events: others };
  const [timelineId, updates] = next.value;
  waiting.delete(timelineId);
  const part = updates.slice(0, partSize);
  // What is left of a long queue waits behind the other timelines.
  if (updates.length > partSize) waiting.set(timelineId, updates.slice(partSize));
  return { ...batch, events: [...others, ...part] };
}

/** Everything still waiting, for every timeline, as one batch (the connection closed). */
export function takeAllWaiting(waiting: WaitingPosts): StreamBatch {
  const events = [...waiting.values()].flat();
  waiting.clear();
  return { entities: normalizeEntities({}), events };
}
