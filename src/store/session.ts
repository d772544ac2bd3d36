/**
 * One session = one store for the active account (or a signed-out visitor), built from that account's
 * IndexedDB. Switching accounts rebuilds the session; the shell re-renders its Provider on change.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { createApiClient } from '../api/client';
import { openAccountDb, openMemoryDb } from '../db/open';
import type { HydrationPayload } from '../db/actions';
import { readKept } from '../db/hydrate';
import { composeSessionOf } from '../db/composeSession';
import { tabsChannel } from '../domain/tabs';
import { activeAccount, loadRegistry, summarize } from '../features/auth/savedAccounts';
import { initialAuthState } from '../features/auth/slice';
import { readLocalSettings } from '../features/settings/sagas';
import { makeInitialSettings } from '../features/settings/slice';
import { composeDefaultsOf, makeInitialCompose } from '../features/compose/slice';
import { loadFilterResults } from '../features/statuses/public';
import { createAppStore, type AppStore } from './createAppStore';
import type { AppServices } from './services';

export interface Session {
  store: AppStore;
  sagaTask: Task | null;
  services: AppServices;
  close(): void;
}

export type SessionOptions = Partial<Omit<AppServices, 'api' | 'db' | 'account' | 'switchSession'>>;

export interface SessionManager {
  current(): Session | null;
  /** Builds the session of the active saved account (or a signed-out one). */
  start(): Promise<Session>;
  /**
   * Builds the session of the saved account `accountKey` (null: signed out; unknown or absent: the
   * active one), as a switch in this tab does; `announce` is dispatched to its store once it runs.
   */
  restart(announce?: UnknownAction, accountKey?: string | null): Promise<Session>;
  /** Stops the current session's work and closes its database; its store stays on screen until the next. */
  suspend(): void;
  subscribe(listener: (session: Session) => void): () => void;
}

/**
 * The kept posts with the kept filter list applied (its code loads only when there is something to
 * apply), so the first render hides and warns as the list says, offline too.
 */
async function keptWithFilters(kept: HydrationPayload | null) {
  const filters = kept?.filters;
  if (!kept || !filters) return kept;
  const carried = kept.entities.statuses.some((s) => Array.isArray(s.filtered) && s.filtered.length > 0);
  if (filters.length === 0 && !carried) return kept;
  try {
    return (await loadFilterResults()).withKeptFilters(kept);
  } catch {
    // The code could not load: the results each post carried apply until the list arrives.
    return kept;
  }
}

export function createSessionManager(options: SessionOptions = {}): SessionManager {
  const storage = options.localStorage ?? localStorage;
  let session: Session | null = null;
  // The first start in flight: a second call waits for it rather than building another session.
  let starting: Promise<Session> | null = null;
  const listeners = new Set<(session: Session) => void>();
  // Sessions are built one after another: one asked for while another is being built replaces it.
  let building: Promise<unknown> = Promise.resolve();

  async function build(accountKey?: string | null): Promise<Session> {
    const chosen =
      accountKey === null ? null : loadRegistry(storage).accounts.find((a) => a.key === accountKey);
    const account = chosen === undefined ? activeAccount(storage) : chosen;
    const origin = options.origin ?? location.origin;
    const db = account ? await openAccountDb(account.key) : await openMemoryDb('signed-out');
    // What the last session left is read before the store is made: the first render then draws the
    // kept posts with the shell, and no render of an empty shell delays the read's answers.
    // This tab's compose session names its own draft; a new tab starts one of its own.
    const composeSession = composeSessionOf(db.name, options.sessionStorage ?? globalThis.sessionStorage);
    const stored = account ? await keptWithFilters(await readKept(db, composeSession)) : undefined;
    // A visitor on a bare static host (no instance here): nothing may call this origin.
    const standalone = account
      ? null
      : await (await import(/* webpackChunkName: "visitor" */ './ownOrigin')).default(origin, storage);
    const api = createApiClient({
      baseUrl: account?.baseUrl ?? origin,
      getToken: () => account?.token ?? null,
    });
    const settings = makeInitialSettings(readLocalSettings(storage));
    const { store, sagaTask, services } = createAppStore({
      services: {
        ...options,
        localStorage: storage,
        origin,
        account,
        api,
        db,
        stored,
        switchSession: (announce) => void restart(announce),
        tabs: options.tabs === undefined ? tabsChannel() : options.tabs,
        ...standalone,
      },
      preloadedState: {
        auth: {
          ...initialAuthState,
          signedIn: !!account,
          accountId: account?.accountId ?? null,
          accountKey: account?.key ?? null,
          savedAccounts: summarize(loadRegistry(storage).accounts),
        },
        settings,
        compose: makeInitialCompose(composeDefaultsOf(settings.local), composeSession),
      },
    });
    return {
      store,
      sagaTask,
      services,
      close: () => {
        sagaTask?.cancel();
        db.close();
      },
    };
  }

  function restart(announce?: UnknownAction, accountKey?: string | null): Promise<Session> {
    session?.close();
    const next = building.then(async () => {
      // A session an earlier call built meanwhile gives way to this one.
      session?.close();
      const built = await build(accountKey);
      session = built;
      if (announce) built.store.dispatch(announce);
      listeners.forEach((listener) => listener(built));
      return built;
    });
    building = next.catch(() => undefined);
    return next;
  }

  return {
    current: () => session,
    start: () => (session ? Promise.resolve(session) : (starting ??= restart())),
    restart,
    suspend: () => session?.close(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
