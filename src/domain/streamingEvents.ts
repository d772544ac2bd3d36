import { createAction } from '@reduxjs/toolkit';
import type { FilterAction } from './filtering';
import type { NormalizedEntities } from './importer/normalize';

/** One streamed event after its entities were taken out into `entities`. */
export type StreamEvent =
  | {
      type: 'update';
      timelineIds: string[];
      statusId: string;
      /** The filter treatment per timeline id, where a filter matched in that timeline's context. */
      filterActions?: Record<string, FilterAction>;
    }
  | { type: 'delete'; statusId: string; reblogIds: string[] }
  | { type: 'status.update'; statusId: string }
  | { type: 'other'; event: string; stream: string[]; payload: unknown };

export interface StreamBatch {
  entities: NormalizedEntities;
  events: StreamEvent[];
}

/** A burst of streamed events, delivered as one dispatch so the page renders once. */
export const streamingEventsReceived = createAction<StreamBatch>('streaming/eventsReceived');
/** `reconnected` is true when an earlier connection had dropped (timelines then have a gap). */
export const streamingConnected = createAction<{ reconnected: boolean }>('streaming/connected');
export const streamingDisconnected = createAction('streaming/disconnected');
