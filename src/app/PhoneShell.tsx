import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { selectSignedIn } from '../features/auth/selectors';
import { ownOriginIsInstanceHere } from '../store/ownOriginFlag';
import { selectUnreadNotificationGroups } from '../features/notifications/selectors';
import { notificationsExpandRequested, selectNotifications } from '../features/notifications/slice';
import { useAppDispatch, useAppSelector } from '../store';
import { signInRequested } from '../features/auth/slice';
import { useFirstPostsPainted } from '../ui/firstPaint';
import { PopoverLoading } from '../ui/PopoverLoading';
import { Icon, PathIcon } from '../ui/Icon';
import { RoutesWithBack } from './Routes';

// The menu's code loads when it is first opened.
const PhoneMenu = lazy(() => import('./PhoneMenu').then((m) => ({ default: m.PhoneMenu })));

const messages = defineMessages({
  tabs: { id: 'tabs_bar.label', defaultMessage: 'Tabs' },
  home: { id: 'tabs_bar.home', defaultMessage: 'Home' },
  search: { id: 'tabs_bar.search', defaultMessage: 'Search' },
  notifications: { id: 'tabs_bar.notifications', defaultMessage: 'Notifications' },
  menu: { id: 'tabs_bar.menu', defaultMessage: 'Menu' },
  signIn: { id: 'sign_in_banner.sign_in', defaultMessage: 'Sign in' },
  publish: { id: 'tabs_bar.publish', defaultMessage: 'New post' },
});

// The tab bar's own icons, kept out of the shared icon table that every layout loads.
const HOME = 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z';
const SEARCH =
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z';
const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z';
const MENU = 'M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z';
const SIGN_IN =
  'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5-5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8v14z';

/** How far a scroll must go, in px, before the tab bar hides or comes back (not on every jitter). */
const SCROLL_SLACK = 8;

/** Whether an element scrolls vertically by more than the tab bar would give back. */
const scrollsDown = (element: HTMLElement): boolean => element.scrollHeight - element.clientHeight > 56;

/**
 * Hidden only while the user scrolls a view down; back as soon as they scroll up or reach the top, when
 * the view cannot scroll (a post, the composer) and whenever the route changes. Listens in the capture
 * phase: the scrolling element is a column's body somewhere inside. Text fields scrolling inside a view
 * (the composer's) do not count.
 */
function useHiddenWhileScrollingDown(container: HTMLElement | null, route: string): boolean {
  const [hiddenOn, setHiddenOn] = useState<{ route: string; scroller: HTMLElement } | null>(null);
  const routeRef = useRef(route);
  useEffect(() => {
    routeRef.current = route;
  }, [route]);
  useEffect(() => {
    if (!container) return undefined;
    const last = new WeakMap<EventTarget, number>();
    const onScroll = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target instanceof HTMLTextAreaElement) return;
      const top = target.scrollTop;
      const previous = last.get(target) ?? 0;
      if (Math.abs(top - previous) < SCROLL_SLACK && top > 0) return;
      last.set(target, top);
      const down = top > previous && top > 56 && scrollsDown(target);
      setHiddenOn(down ? { route: routeRef.current, scroller: target } : null);
    };
    container.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => container.removeEventListener('scroll', onScroll, { capture: true });
  }, [container]);
  // Hidden for the view that scrolled, while it is on screen and still scrolls: a new route, or a view
  // whose list shrank, brings the bar back.
  return (
    hiddenOn !== null &&
    hiddenOn.route === route &&
    hiddenOn.scroller.isConnected &&
    scrollsDown(hiddenOn.scroller)
  );
}

function TabLink({
  href,
  active,
  label,
  path,
  badge,
}: {
  href: string;
  active: boolean;
  label: string;
  path: string;
  badge?: string;
}) {
  return (
    <Link href={href} className="tab-bar__tab" aria-current={active ? 'page' : undefined}>
      <PathIcon path={path} name={label.toLowerCase()} size={24} />
      <span className="tab-bar__label">{label}</span>
      {badge && <span className="count-badge tab-bar__badge">{badge}</span>}
    </Link>
  );
}

/**
 * The phone's frame: the view's column fills the screen with its header as the top bar (Back, title,
 * actions); a tab bar at the bottom (Home, Search, Notifications with the unread count, Menu) that
 * slides away while scrolling down; a "New post" button above it.
 */
/** Where no post comes (an empty Home, the notifications page), the count waits no longer than this. */

export function PhoneShell() {
  const intl = useIntl();
  const [location] = useLocation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const instanceHere = ownOriginIsInstanceHere();
  const unread = useAppSelector(selectUnreadNotificationGroups);
  const notificationsLoaded = useAppSelector((state) => selectNotifications(state).loaded);
  // The tab's count needs the notifications before their view is opened (the deck has their column);
  // their loader is a chunk of its own, asked for once the first posts are drawn.
  const painted = useFirstPostsPainted();
  useEffect(() => {
    if (painted && signedIn && !notificationsLoaded) dispatch(notificationsExpandRequested());
  }, [painted, signedIn, notificationsLoaded, dispatch]);
  const [main, setMain] = useState<HTMLElement | null>(null);
  const hidden = useHiddenWhileScrollingDown(main, location);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const composing = location === '/publish' || location === '/statuses/new';

  return (
    <div className={hidden ? 'phone phone--scrolled' : 'phone'}>
      <main className="phone__main" ref={setMain}>
        <RoutesWithBack />
      </main>
      {signedIn && !composing && (
        <Link href="/publish" className="phone__compose" aria-label={intl.formatMessage(messages.publish)}>
          <Icon id="edit" size={24} />
        </Link>
      )}
      <nav className="tab-bar" aria-label={intl.formatMessage(messages.tabs)}>
        <TabLink
          href="/"
          path={HOME}
          label={intl.formatMessage(messages.home)}
          active={location === '/' || location === '/home'}
        />
        <TabLink
          href="/search"
          path={SEARCH}
          label={intl.formatMessage(messages.search)}
          active={location === '/search'}
        />
        {signedIn ? (
          <TabLink
            href="/notifications"
            path={BELL}
            label={intl.formatMessage(messages.notifications)}
            active={location === '/notifications'}
            badge={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : undefined}
          />
        ) : instanceHere ? (
          // Signs in on this server; the menu has the other servers.
          <button type="button" className="tab-bar__tab" onClick={() => dispatch(signInRequested({}))}>
            <PathIcon path={SIGN_IN} name="sign-in" size={24} />
            <span className="tab-bar__label">{intl.formatMessage(messages.signIn)}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="tab-bar__tab"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <PathIcon path={MENU} name="menu" size={24} />
          <span className="tab-bar__label">{intl.formatMessage(messages.menu)}</span>
        </button>
      </nav>
      {menuOpen && (
        <Suspense fallback={<PopoverLoading anchor={null} />}>
          <PhoneMenu onClose={closeMenu} />
        </Suspense>
      )}
    </div>
  );
}
