import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { sliceInjected } from '../domain/events';
import type { LazyState } from './lazyState';
import { reducers, rootReducer } from './rootReducer';

interface StoreLike {
  getState(): unknown;
  dispatch(action: ReturnType<typeof sliceInjected>): unknown;
}

const hasSlice = (store: StoreLike, key: keyof LazyState) =>
  Object.prototype.hasOwnProperty.call(store.getState(), key);

/**
 * Injects a slice that only a view or feature loaded later uses into the root reducer (RTK's `inject`,
 * once; the same reducer serves every store), then gives the store its initial state: its code stays
 * out of the first-load bundle, and until then it has nothing to keep.
 */
export function injectSlice<K extends keyof LazyState>(
  store: StoreLike,
  key: K,
  reducer: Reducer<LazyState[K]>,
) {
  // The pair is checked by this function's signature; TS cannot correlate a generic key with its reducer.
  rootReducer.inject({ reducerPath: key, reducer } as Parameters<typeof rootReducer.inject>[0]);
  if (!hasSlice(store, key)) store.dispatch(sliceInjected({ key }));
}

/** Whether the view's slice is in the store yet: it is injected before the view first renders its content. */
export function useLazyReducer<K extends keyof LazyState>(key: K, reducer: Reducer<LazyState[K]>): boolean {
  const store = useStore();
  const [ready, setReady] = useState(() => hasSlice(store, key));
  useLayoutEffect(() => {
    injectSlice(store, key, reducer);
    setReady(true);
  }, [store, key, reducer]);
  return ready;
}

type StartingState = { [K in keyof typeof reducers]: ReturnType<(typeof reducers)[K]> };

/**
 * Reducer logic loaded later for a slice the store starts with (`sliceExtension`), run after the
 * slice's own reducer on the same state: the slice keeps its key and its shape.
 */
export type SliceExtension = { [K in keyof StartingState]: ExtensionOf<K> }[keyof StartingState];

interface ExtensionOf<K extends keyof StartingState> {
  readonly reducerPath: K;
  readonly reducer: Reducer<StartingState[K]>;
}

/**
 * A slice's extension: the slice's own reducer, then `part`. A slice has one, which gathers the parts
 * loaded later (installing another would take its place). Declaring it installs nothing: the registry
 * does, with a feature's slices, and other code before its first dispatch of its actions (`extendSlice`).
 */
export function sliceExtension<K extends keyof StartingState>(
  reducerPath: K,
  part: (state: StartingState[K], action: UnknownAction) => StartingState[K],
): ExtensionOf<K> {
  // TS cannot correlate a generic key with its reducer: the key's own reducer, typed by its state.
  const own = reducers[reducerPath] as unknown as Reducer<StartingState[K]>;
  return { reducerPath, reducer: (state, action) => part(own(state, action), action) };
}

/**
 * Installs a slice's extension into the root reducer (RTK's `inject`, in place of the slice's own
 * reducer; the same reducer serves every store). Installing it again changes nothing.
 */
export function extendSlice(extension: SliceExtension) {
  // The pair is checked by `SliceExtension`; TS cannot correlate a union's key with its reducer here.
  rootReducer.inject(extension as Parameters<typeof rootReducer.inject>[0], { overrideExisting: true });
}

/** Installs a slice's extension before the view's content is drawn, so none of its actions comes first. */
export function useSliceExtension(extension: SliceExtension) {
  useLayoutEffect(() => extendSlice(extension), [extension]);
}
