import { Router } from 'wouter';
import { useAppSelector } from '../store';
import { selectLayoutSetting } from '../features/settings/selectors';
import { OAuthCallback } from '../features/auth/components/OAuthCallback';
import { OAUTH_CALLBACK_PATH } from '../constants';
import { App } from './App';
import { DECK_PREFIX, pathForLayout, resolveLayout, useIsMobileWidth } from './useLayout';

/**
 * In the multi-column layout every path carries the /deck prefix. The router's
 * base does that for every link and navigation. When the layout changes (a resize, a setting),
 * the URL is rewritten to the new layout's form before the router, keyed by layout, reads it: an
 * idempotent replaceState, so rendering twice changes nothing.
 */
export function AppRouter() {
  const mobile = useIsMobileWidth();
  const setting = useAppSelector(selectLayoutSetting);
  const layout = resolveLayout(setting, mobile);
  const { pathname, search, hash } = window.location;

  if (pathname === OAUTH_CALLBACK_PATH) return <OAuthCallback />;
  const wanted = pathForLayout(pathname, layout);
  if (wanted !== pathname) window.history.replaceState(window.history.state, '', `${wanted}${search}${hash}`);
  return (
    <Router key={layout} base={layout === 'multi' ? DECK_PREFIX : ''}>
      <App layout={layout} />
    </Router>
  );
}
