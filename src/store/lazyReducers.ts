import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { useLayoutEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { reducers } from './rootReducer';

const added = new WeakMap<object, Record<string, Reducer>>();

/**
 * Adds a slice that only a view loaded later uses to a store, once: its code stays out of the
 * first-load bundle, and until then it has nothing to keep (the view loads its data when it opens).
 */
export function addReducer(
  store: { getState(): unknown; replaceReducer(reducer: Reducer): void },
  key: string,
  reducer: Reducer,
) {
  const state = store.getState() as Record<string, unknown>;
  if (key in state) return;
  const lazy = { ...added.get(store), [key]: reducer };
  added.set(store, lazy);
  store.replaceReducer(combineReducers({ ...reducers, ...lazy }) as Reducer);
}

/** Whether the view's slice is in the store yet: it is added before the view first renders its content. */
export function useLazyReducer(key: string, reducer: Reducer): boolean {
  const store = useStore();
  const [ready, setReady] = useState(() => key in (store.getState() as Record<string, unknown>));
  useLayoutEffect(() => {
    addReducer(store, key, reducer);
    setReady(true);
  }, [store, key, reducer]);
  return ready;
}
