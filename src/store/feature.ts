import type {
  Action,
  Reducer,
  Slice,
  SliceCaseReducers,
  SliceSelectors,
  UnknownAction,
} from '@reduxjs/toolkit';
import { reducers, rootReducer, type LazyState } from './rootReducer';

/**
 * What a lazily loaded feature declares, and all a feature may import of the registry
 * (`lazyFeatures.ts` is the store's own).
 */

/** An action creator of an intent: `createAction`'s, matched by its type. */
export type IntentCreator = ((...args: never[]) => Action) & {
  readonly type: string;
  match: (action: unknown) => boolean;
};

/** A feature's intents: one object of `createAction`s (its `intents.ts`), always in the first load. */
export type Intents = Readonly<Record<string, IntentCreator>>;

/** A handler of one intent: a saga given the action. */
export type IntentHandler<A extends Action> = (action: A) => Generator;

/**
 * A handler for each of a feature's intents, keyed as the intents are: the compiler refuses a
 * missing one, and the registry routes each intent to its handler by the action's type.
 */
export type IntentHandlers<I extends Intents> = {
  readonly [K in keyof I]: IntentHandler<ReturnType<I[K]>>;
};

export type TakeMode = 'every' | 'latest' | 'leading';

/** What a lazily loaded feature's module gives the registry. */
export interface FeatureModule<I extends Intents> {
  handlers: IntentHandlers<I>;
  /**
   * How each of its intents runs: each action as it comes (`every`, the default), a new one ending the
   * one of the same intent still running (`latest`), or none while one of the same intent runs
   * (`leading`: a second click sends nothing), one mode for all its intents or one per intent; or all
   * of them one at a time, in the order they came, none dropped (`queue`).
   */
  takes?: TakeMode | 'queue' | { readonly [K in keyof I]?: TakeMode };
  /** Watchers of its own besides the intents (live updates, timers), started with the module. */
  saga?: () => Generator;
}

/**
 * Injects a slice that code loaded later uses into the root reducer, as its module loads (RTK's
 * `injectInto`, once: the same reducer serves every store). The slice's file declares its key in
 * `LazyState`; its injected selectors read the slice's initial state until its first action.
 */
export function injectLazySlice<
  Path extends keyof LazyState,
  State extends LazyState[Path],
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, Path, Selectors>) {
  return slice.injectInto(rootReducer);
}

type StartingState = { [K in keyof typeof reducers]: ReturnType<(typeof reducers)[K]> };

/** A reducer run after a starting slice's own, on the same state: the slice keeps its key and shape. */
export type SlicePart<K extends keyof StartingState> = (
  state: StartingState[K],
  action: UnknownAction,
) => StartingState[K];

// Each key's list holds that key's parts (TS cannot correlate a map's key with its value's type).
const partsOf = new Map<keyof StartingState, unknown[]>();

/**
 * Adds reducer logic loaded later to a slice the store starts with: the one extension point of each
 * such slice. The module that declares the part's actions calls it as it loads, so no action of the
 * part can be dispatched before its reducer runs; parts add up (none replaces another) and adding
 * the same part again changes nothing.
 */
export function extendStartingSlice<K extends keyof StartingState>(reducerPath: K, part: SlicePart<K>) {
  const parts = (partsOf.get(reducerPath) ?? []) as SlicePart<K>[];
  if (parts.includes(part)) return;
  parts.push(part);
  if (partsOf.has(reducerPath)) return;
  partsOf.set(reducerPath, parts);
  // TS cannot correlate a generic key with its reducer: the key's own reducer, typed by its state.
  const own = reducers[reducerPath] as unknown as Reducer<StartingState[K]>;
  const reducer: Reducer<StartingState[K]> = (state, action) =>
    parts.reduce((next, run) => run(next, action), own(state, action));
  // The pair is checked by this function's signature; TS cannot correlate a generic key with its reducer.
  rootReducer.inject({ reducerPath, reducer } as Parameters<typeof rootReducer.inject>[0], {
    overrideExisting: true,
  });
}
