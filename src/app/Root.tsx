import { lazy, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import type { Session, SessionManager } from '../store';
import { I18nProvider } from './i18n';
import type { ApplyUpdate } from './serviceWorkerRegistration';
import { OAUTH_CALLBACK_PATH, SERVICE_WORKER_DELAY_MS } from '../constants';
import { AppRouter } from './AppRouter';

// Shown only once a new version waits: it loads then, as the worker's registration does after the load.
const UpdateBanner = lazy(() =>
  import(/* webpackChunkName: "sw-update" */ '../ui/UpdateBanner').then((m) => ({ default: m.UpdateBanner })),
);

/**
 * The top of the app: one store per session (the active account, or a signed-out visitor). Signing
 * in, switching accounts and signing out rebuild the session; the Provider is keyed by it so every
 * component starts over with the new store.
 */
export function Root({ sessions }: { sessions: SessionManager }) {
  const [session, setSession] = useState<Session | null>(sessions.current());
  const [applyUpdate, setApplyUpdate] = useState<ApplyUpdate | null>(null);

  useEffect(() => {
    let starting = true;
    const unsubscribe = sessions.subscribe((next) => {
      // A finished OAuth sign-in switches the session: leave the callback page for the home page.
      // The first session is the one the callback page itself runs in.
      if (!starting && window.location.pathname === OAUTH_CALLBACK_PATH)
        window.history.replaceState(null, '', '/');
      setSession(next);
    });
    void sessions.start().then((first) => {
      starting = false;
      setSession(first);
    });
    return unsubscribe;
  }, [sessions]);

  useEffect(() => {
    // The worker, its registration's code and workbox-window wait a moment after the page has loaded,
    // so that none competes with the first paint of the timeline, which on a cold start waits for the
    // network.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const register = () => {
      timer = setTimeout(
        () =>
          void import(/* webpackChunkName: "sw-update" */ './serviceWorkerRegistration').then((m) =>
            m.registerServiceWorker({ onUpdateReady: (apply) => setApplyUpdate(() => apply) }),
          ),
        SERVICE_WORKER_DELAY_MS,
      );
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  if (!session) return null;
  return (
    <Provider store={session.store} key={session.services.account?.key ?? 'signed-out'}>
      <I18nProvider>
        <AppRouter />
        {applyUpdate && (
          <Suspense fallback={null}>
            <UpdateBanner onReload={applyUpdate} />
          </Suspense>
        )}
      </I18nProvider>
    </Provider>
  );
}
