import { defineMessages, useIntl } from 'react-intl';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { composeBoxOnScreen } from '../ui/composeBox';
import { useLocation } from 'wouter';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { Hosts } from './Hosts';
import { useAppDispatch, useAppSelector } from '../store';
import { useFirstScreenEvents } from './firstScreen';
import { selectCurrentAccount } from '../features/auth/selectors';
import { selectLocalSettings } from '../features/settings/selectors';
import { modalOpened } from '../features/modals/slice';
import { mentionRequested } from '../domain/events';
import { accountPath } from '../features/statuses/paths';
import type { Layout } from './useLayout';
// What every layout shows from the start (timeline columns, Back) stays in the main bundle rather than
// in each layout's chunk; the notifications column is on the deck's first screen only (its chunk).
import './HomeOrPublic';
import './BackNavigation';

// Each layout is its own chunk, loaded with the layout the window has: a phone never loads the deck's
// columns and navigation, the deck never loads the phone's frame.
const layoutChunks: Record<Layout, () => Promise<ComponentType>> = {
  multi: () => import('./DeckLayout').then((m) => m.DeckLayout),
  single: () => import('./SingleColumnLayout').then((m) => m.SingleColumnLayout),
  mobile: () => import('./PhoneShell').then((m) => m.PhoneShell),
};
const loadedLayouts: Partial<Record<Layout, ComponentType>> = {};
const loadLayout = (layout: Layout) =>
  layoutChunks[layout]().then((component) => (loadedLayouts[layout] = component));
const lazyLayout = (layout: Layout) =>
  lazy(() => loadLayout(layout).then((component) => ({ default: component })));
const lazyLayouts: Record<Layout, ComponentType> = {
  multi: lazyLayout('multi'),
  single: lazyLayout('single'),
  mobile: lazyLayout('mobile'),
};

/**
 * Loads a layout's chunk before its first render, while the session reads the local database: that
 * render then draws the layout at once, rather than a loading indicator and the layout a task later.
 * A chunk that fails to load here is asked for again by the render.
 */
export function preloadLayout(layout: Layout) {
  void loadLayout(layout).catch(() => undefined);
}

/**
 * The keyboard shortcuts: their code loads with the first key pressed outside a text field (so it
 * costs nothing to a start-up), then handles that key and listens on the document.
 */
function useShortcuts() {
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentAccount);
  const latest = useRef({ navigate, me });
  useEffect(() => {
    latest.current = { navigate, me };
  }, [navigate, me]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onFirstKey = (event: KeyboardEvent) => {
      document.removeEventListener('keydown', onFirstKey);
      void import('./keyboard/shortcuts').then(({ installShortcuts }) => {
        if (cancelled) return;
        const shortcuts = installShortcuts({
          navigate: (path) => latest.current.navigate(path),
          profilePath: () => (latest.current.me ? accountPath(latest.current.me.acct) : undefined),
          openHelp: () => dispatch(modalOpened({ modalType: 'KEYBOARD_SHORTCUTS' })),
          mention: (acct) => {
            dispatch(mentionRequested({ acct }));
            // With no compose box on screen (the single column, a phone) it opens the compose page.
            if (!composeBoxOnScreen()) latest.current.navigate('/publish');
          },
        });
        stop = shortcuts.stop;
        shortcuts.handle(event);
      });
    };
    document.addEventListener('keydown', onFirstKey);
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onFirstKey);
      stop?.();
    };
  }, [dispatch]);
}

const messages = defineMessages({
  titleBar: { id: 'title_bar.app_name', defaultMessage: 'Fedideck' },
});

/**
 * The title bar of the installed app on a desktop whose window controls overlay the page (the
 * manifest's `display_override`): drawn only then (`layout.css`), the window is dragged by it.
 */
function TitleBar() {
  const intl = useIntl();
  return (
    <div className="title-bar" aria-hidden="true">
      <img className="title-bar__icon" src="/icons/icon-192.png" alt="" width={16} height={16} />
      <span className="title-bar__name">{intl.formatMessage(messages.titleBar)}</span>
    </div>
  );
}

/** The appearance preferences that act on the whole document: theme and motion. */
function useDocumentAppearance(theme: string, reduceMotion: boolean) {
  // Before the browser paints, so a chosen theme never flashes the system's.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
    root.toggleAttribute('data-reduce-motion', reduceMotion);
  }, [theme, reduceMotion]);
}

export function App({ layout }: { layout: Layout }) {
  useShortcuts();
  useFirstScreenEvents();
  const { theme, reduce_motion: reduceMotion, stretch } = useAppSelector(selectLocalSettings);
  useDocumentAppearance(theme, reduceMotion);
  // Chosen once: the router remounts the app when the layout changes, and one component type for the
  // life of a mount keeps the layout's state (a loaded layout is drawn directly, else through lazy).
  const [Layout] = useState(() => loadedLayouts[layout] ?? lazyLayouts[layout]);
  return (
    <div className={`app layout-${layout}${stretch ? ' stretch' : ''}`}>
      <TitleBar />
      <Suspense fallback={<LoadingIndicator />}>
        <Layout />
      </Suspense>
      <Hosts />
    </div>
  );
}
