import type { Reducer } from '@reduxjs/toolkit';
import { useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { sliceInjected } from '../domain/events';
import type { LazyState } from './lazyState';
import { rootReducer } from './rootReducer';

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
