import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { selectSignedIn } from '../features/auth/selectors';
import { ownOriginIsInstanceHere } from '../store/ownOriginFlag';
import { selectUnreadNotificationGroups } from '../features/notifications/selectors';
import { notificationsExpandRequested, selectNotifications } from '../features/notifications/slice';
import { useAppDispatch, useAppSelector } from '../store';
import { signInIntents } from '../features/auth/intents';
import { useFirstPostsPainted } from '../ui/firstPaint';
import { PopoverLoading } from '../ui/PopoverLoading';
import { Icon, type IconName } from '../ui/Icon';
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
  icon,
  badge,
}: {
  href: string;
  active: boolean;
  label: string;
  icon: IconName;
  badge?: string;
}) {
  return (
    <Link href={href} className="tab-bar__tab" aria-current={active ? 'page' : undefined}>
      <Icon id={icon} size={24} />
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
          <Icon id="publish" size={24} />
        </Link>
      )}
      <nav className="tab-bar" aria-label={intl.formatMessage(messages.tabs)}>
        <TabLink
          href="/"
          icon="home"
          label={intl.formatMessage(messages.home)}
          active={location === '/' || location === '/home'}
        />
        <TabLink
          href="/search"
          icon="search"
          label={intl.formatMessage(messages.search)}
          active={location === '/search'}
        />
        {signedIn ? (
          <TabLink
            href="/notifications"
            icon="notifications"
            label={intl.formatMessage(messages.notifications)}
            active={location === '/notifications'}
            badge={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : undefined}
          />
        ) : instanceHere ? (
          // Signs in on this server; the menu has the other servers.
          <button
            type="button"
            className="tab-bar__tab"
            onClick={() => dispatch(signInIntents.requested({}))}
          >
            <Icon id="sign-in" size={24} />
            <span className="tab-bar__label">{intl.formatMessage(messages.signIn)}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="tab-bar__tab"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon id="menu" size={24} />
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
