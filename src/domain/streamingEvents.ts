import { createAction } from '@reduxjs/toolkit';
import { getContext } from 'typed-redux-saga/macro';
import type { Notification } from '../api/entities';
import type { RootState } from '../store/types';
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
  /**
   * The streamed notifications the notifications column lists, with how they group: added before the
   * batch is dispatched (`prepareStreamBatch`), so the list changes in the same store update as the
   * timelines. Their accounts and posts are then in `entities`.
   */
  notifications?: { items: Notification[]; groupFollows: boolean };
}

/** What a feature adds to a batch from the state before it is dispatched; it returns a new batch. */
export type StreamBatchPreparer = (batch: StreamBatch, state: RootState) => StreamBatch;

// Each store's preparers, by its services (one set per running store).
const preparersOf = new WeakMap<object, StreamBatchPreparer[]>();

/**
 * A running feature's saga adds what it needs to each batch its store's stream dispatches from then
 * on; a batch dispatched before then goes without it.
 */
export function* addStreamBatchPreparer(preparer: StreamBatchPreparer) {
  const services = yield* getContext<object>('services');
  const preparers = preparersOf.get(services) ?? [];
  if (!preparers.includes(preparer)) preparers.push(preparer);
  preparersOf.set(services, preparers);
}

/** The batch with what every preparer of this store adds to it, read from `state`. */
export function* prepareStreamBatch(batch: StreamBatch, state: RootState) {
  const services = yield* getContext<object>('services');
  return (preparersOf.get(services) ?? []).reduce((prepared, preparer) => preparer(prepared, state), batch);
}

/** A burst of streamed events, delivered as one dispatch so the page renders once. */
export const streamingEventsReceived = createAction<StreamBatch>('streaming/eventsReceived');
/** `reconnected` is true when an earlier connection had dropped (timelines then have a gap). */
export const streamingConnected = createAction<{ reconnected: boolean }>('streaming/connected');
export const streamingDisconnected = createAction('streaming/disconnected');
