import { lazy, Suspense } from 'react';
import { Redirect, Router } from 'wouter';
import { usePathname } from 'wouter/use-browser-location';
import { useAppSelector } from '../store/hooks';
import { selectLayoutSetting } from '../features/settings/selectors';
import { DECK_PREFIX, OAUTH_CALLBACK_PATH } from '../constants';
import { App, preloadLayout } from './App';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import {
  isMobileWidth,
  isTouchOnly,
  pathForLayout,
  resolveLayout,
  useIsMobileWidth,
  useIsTouchOnly,
} from './useLayout';
import { readLocalSettings } from '../features/settings/sagas';
import { makeInitialSettings } from '../features/settings/slice';

// The sign-in callback page is opened once per sign-in: its code loads there only.
const OAuthCallback = lazy(() =>
  import('../features/auth/components/OAuthCallback').then((m) => ({ default: m.OAuthCallback })),
);

/**
 * Loads the chunk of the layout this window will have (by the device's own setting, as the session's
 * store starts with it) while the session reads the local database. Not on the sign-in callback page.
 */
export function preloadFirstLayout(storage: Storage) {
  if (window.location.pathname === OAUTH_CALLBACK_PATH) return;
  const { layout } = makeInitialSettings(readLocalSettings(storage)).local;
  preloadLayout(resolveLayout(layout, isMobileWidth(), isTouchOnly()));
}

/**
 * In the multi-column layout every path carries the /deck prefix. The router's base does that for
 * every link and navigation. When the layout changes (a resize, a setting), the address is first
 * replaced by the new layout's form (a router redirect, in place in the history), and the router,
 * keyed by layout, reads it once it is right.
 */
export function AppRouter() {
  const mobile = useIsMobileWidth();
  const touchOnly = useIsTouchOnly();
  const setting = useAppSelector(selectLayoutSetting);
  const layout = resolveLayout(setting, mobile, touchOnly);
  const pathname = usePathname();

  if (pathname === OAUTH_CALLBACK_PATH)
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <OAuthCallback />
      </Suspense>
    );
  const wanted = pathForLayout(pathname, layout);
  if (wanted !== pathname) {
    const { search, hash } = window.location;
    return <Redirect to={`${wanted}${search}${hash}`} replace state={window.history.state as unknown} />;
  }
  return (
    <Router key={layout} base={layout === 'multi' ? DECK_PREFIX : ''}>
      <App layout={layout} />
    </Router>
  );
}
