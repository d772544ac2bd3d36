import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { runSaga, stdChannel, type MulticastChannel, type Task } from 'redux-saga';
import { createApiClient } from '../api/client';
import { interactionGuard } from './interactionGuard';
import { rootReducer } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { StartFeatureSaga } from './lazyFeatures';
import type { AppServices } from './services';
import type { RootState } from './types';

export interface CreateAppStoreOptions {
  preloadedState?: Partial<RootState>;
  /** The account's database is opened before the store is made (`openAccountDb`, `openMemoryDb`). */
  services: Partial<AppServices> & Pick<AppServices, 'db'>;
  /** Runs the root saga (default true); tests of one saga pass false and run their own. */
  runSaga?: boolean;
  /** Extra middleware after the app's own (e.g. an action log in tests or devtools). */
  middleware?: Middleware[];
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

export function defaultServices(overrides: Partial<AppServices> & Pick<AppServices, 'db'>): AppServices {
  const origin = overrides.origin ?? (typeof location !== 'undefined' ? location.origin : 'http://localhost');
  const account = overrides.account ?? null;
  return {
    origin,
    account,
    api:
      overrides.api ??
      createApiClient({ baseUrl: account?.baseUrl ?? origin, getToken: () => account?.token ?? null }),
    db: overrides.db,
    stored: overrides.stored,
    localStorage:
      overrides.localStorage ?? (typeof localStorage !== 'undefined' ? localStorage : memoryStorage()),
    sessionStorage:
      overrides.sessionStorage ?? (typeof sessionStorage !== 'undefined' ? sessionStorage : memoryStorage()),
    navigate: overrides.navigate ?? ((url) => window.location.assign(url)),
    WebSocket: overrides.WebSocket ?? globalThis.WebSocket,
    switchSession: overrides.switchSession ?? (() => window.location.reload()),
    tabs: overrides.tabs,
  };
}

export function createAppStore(options: CreateAppStoreOptions) {
  const services = defaultServices(options.services);
  // A lazily loaded feature's saga runs on a channel of its own, fed every action after the reducers
  // saw it, and first the intents that loaded it: those reach it alone (other sagas had them already).
  const featureChannels = new Set<MulticastChannel<Action>>();
  const forwardToFeatures: Middleware = () => (next) => (action) => {
    const result = next(action);
    for (const channel of featureChannels) channel.put(action as Action);
    return result;
  };
  const startFeatureSaga: StartFeatureSaga = (saga, replay) => {
    const channel = stdChannel<Action>();
    featureChannels.add(channel);
    const task = runSaga(
      {
        channel,
        dispatch: (action: Action) => store.dispatch(action),
        getState: () => store.getState(),
        context: { services, startFeatureSaga },
      },
      saga,
    );
    for (const action of replay) channel.put(action);
    void task.toPromise().finally(() => featureChannels.delete(channel));
    return task;
  };
  const sagaMiddleware = createSagaMiddleware({ context: { services, startFeatureSaga } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Files the user picked ride in the upload intents, and a failure in its report (never in the
        // state); the rest as RTK's default.
        serializableCheck: {
          ignoredActionPaths: [
            'meta.arg',
            'meta.baseQueryMeta',
            'payload.files',
            'payload.file',
            'payload.error',
          ],
        },
      }).concat(interactionGuard, sagaMiddleware, forwardToFeatures, ...(options.middleware ?? [])),
  });
  const sagaTask: Task | null = options.runSaga === false ? null : sagaMiddleware.run(rootSaga);
  return { store, sagaTask, services, runSaga: sagaMiddleware.run.bind(sagaMiddleware) };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
