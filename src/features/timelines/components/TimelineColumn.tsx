import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { TimelineItem } from '../../../db/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { Icon, type IconName } from '../../../ui/Icon';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { useFirstPostsPainted, useReportNothingToShow } from '../../../ui/firstPaint';
import { filterContextFor } from '../../filters/public';
import type { RootState } from '../../../store/types';
import { StatusContainer } from '../../statuses';
import { selectOwnBoostsOnTop } from '../../statuses/public';
import { selectCurrentAccountId } from '../../auth/public';
import { selectTimeline, suggestionsInsertIndex } from '../selectors';
import { expandRequested, pendingLoaded, timelineMounted, timelineUnmounted, topChanged } from '../slice';
import { makeSelectColumnItems } from './columnItems';
import { TimelineRows, useVirtualRowsAfterFirstPaint } from './TimelineRows';
import { HOME_TIMELINE } from '../../../domain/timelineKey';

const HomeSuggestions = lazy(() => import('../../explore').then((m) => ({ default: m.HomeSuggestions })));

const messages = defineMessages({
  empty: { id: 'timeline.empty', defaultMessage: 'Nothing here yet.' },
  emptyHome: {
    id: 'empty_column.home',
    defaultMessage: 'Your home timeline is empty! Follow more people to fill it up.',
  },
  emptyLocal: {
    id: 'empty_column.community',
    defaultMessage: 'The local timeline is empty. Write something publicly to get the ball rolling!',
  },
  emptyPublic: {
    id: 'empty_column.public',
    defaultMessage:
      'There is nothing here! Write something publicly, or follow people from other servers to fill it up.',
  },
  emptyHashtag: { id: 'empty_column.hashtag', defaultMessage: 'There is nothing in this hashtag yet.' },
  emptyList: {
    id: 'empty_column.list',
    defaultMessage: 'There is nothing in this list yet. When its members post, their posts appear here.',
  },
  loadFailed: { id: 'timeline.load_failed', defaultMessage: 'This timeline could not be loaded.' },
  retry: { id: 'timeline.retry', defaultMessage: 'Try again' },
  stoppedReading: { id: 'timeline.read_marker', defaultMessage: 'You stopped reading here' },
  jump: { id: 'timeline.jump_to_newest', defaultMessage: 'Jump to newest' },
});

/** What an empty timeline says: what would fill it, by the kind of timeline. */
function emptyMessageOf(timelineId: string) {
  if (timelineId === HOME_TIMELINE) return messages.emptyHome;
  if (timelineId.startsWith('public:local')) return messages.emptyLocal;
  if (timelineId === 'public' || timelineId.startsWith('public:')) return messages.emptyPublic;
  if (timelineId.startsWith('hashtag:')) return messages.emptyHashtag;
  if (timelineId.startsWith('list:')) return messages.emptyList;
  return messages.empty;
}

/** Scrolled within this many pixels of the top counts as "at the top". */
const TOP_SLACK_PX = 8;

export interface TimelineColumnProps {
  timelineId: string;
  title: string;
  icon?: IconName;
  /** Home's "Show boosts" off (a view setting: nothing is fetched again). */
  hideReblogs?: boolean;
  /** Home's "Show replies" off. */
  hideReplies?: boolean;
  /**
   * Home: a divider above the post the read marker points at. The marker is chosen by the caller (the
   * markers feature sits above the timelines), as a selector of the id.
   */
  readMarkerSelector?: (state: RootState) => string | null;
  /** Shown above the posts, not scrolled with them (Home's posts waiting to be sent). */
  top?: ReactNode;
  /** Buttons of the column's header (Home's announcements). */
  actions?: ReactNode;
}

/** One timeline as a column: first load on mount, load more, gaps, pending posts, top tracking. */
export function TimelineColumn({
  timelineId,
  title,
  icon,
  hideReblogs = false,
  hideReplies = false,
  readMarkerSelector,
  top,
  actions,
}: TimelineColumnProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const timeline = useAppSelector((state) => selectTimeline(state, timelineId));
  const marker = useAppSelector((state) => (readMarkerSelector ? readMarkerSelector(state) : null));
  const selectItems = useMemo(() => makeSelectColumnItems(), []);
  const items = useAppSelector((state) => selectItems(state, timelineId, hideReblogs, hideReplies));
  const ownBoostsOnTop = useAppSelector((state) =>
    selectOwnBoostsOnTop(state, items, selectCurrentAccountId(state)),
  );
  // Home's "Who to follow" is an aside: its chunk waits until the first posts are on screen.
  const painted = useFirstPostsPainted();
  const suggestionsAt = useAppSelector((state) =>
    painted && timelineId === HOME_TIMELINE && state.auth.signedIn
      ? suggestionsInsertIndex(items, state.statuses.entities, Date.now())
      : null,
  );
  const bodyRef = useRef<HTMLDivElement | null>(null);
  // The virtual list needs the element itself: refs of an ancestor are set after its children mount.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const bodyCallback = useCallback((element: HTMLDivElement | null) => {
    bodyRef.current = element;
    setBody(element);
  }, []);
  const atTop = useRef(true);
  const [awayFromTop, setAwayFromTop] = useState(false);
  const VirtualRows = useVirtualRowsAfterFirstPaint(items.length > 0);
  // The first load ended with nothing to show (empty, or offline with nothing saved): the first
  // screen is drawn all the same, and what waited for posts loads.
  const [loadStarted, setLoadStarted] = useState(timeline.isLoading);
  if (timeline.isLoading && !loadStarted) setLoadStarted(true);
  useReportNothingToShow(items.length === 0 && !timeline.isLoading && (timeline.loaded || loadStarted));

  // Open columns are counted: the shared socket subscribes to their streams while any is mounted.
  useEffect(() => {
    dispatch(timelineMounted({ timelineId }));
    return () => {
      dispatch(timelineUnmounted({ timelineId }));
    };
  }, [dispatch, timelineId]);

  useEffect(() => {
    // Items hydrated from IndexedDB are refreshed from the server; an empty timeline is loaded.
    if (!timeline.loaded && !timeline.isLoading) dispatch(expandRequested({ timelineId }));
    // Only on mount and when the timeline changes: reloading is the saga's business afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, timelineId]);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const onScroll = () => {
      const top = body.scrollTop <= TOP_SLACK_PX;
      setAwayFromTop(!top);
      if (top !== atTop.current) {
        atTop.current = top;
        dispatch(topChanged({ timelineId, top }));
      }
    };
    onScroll();
    body.addEventListener('scroll', onScroll, { passive: true });
    return () => body.removeEventListener('scroll', onScroll);
  }, [dispatch, timelineId]);

  const filterContext = filterContextFor(timelineId);
  const lastId = useMemo(() => [...items].reverse().find((item): item is string => item !== null), [items]);
  const loadOlder = useCallback(() => {
    if (lastId) dispatch(expandRequested({ timelineId, maxId: lastId }));
  }, [dispatch, lastId, timelineId]);
  const canLoadOlder = !timeline.isLoading && timeline.hasMore && timeline.loaded;
  const onEndReached = useCallback(() => {
    if (canLoadOlder) loadOlder();
  }, [canLoadOlder, loadOlder]);
  const showPending = useCallback(() => {
    dispatch(pendingLoaded({ timelineId }));
    bodyRef.current?.scrollTo({ top: 0 });
  }, [dispatch, timelineId]);
  const scrollToTop = useCallback(() => bodyRef.current?.scrollTo({ top: 0 }), []);

  const renderItem = useCallback(
    (item: TimelineItem, index: number) => {
      if (item !== null) {
        return (
          <>
            {index === suggestionsAt && (
              <Suspense fallback={null}>
                <HomeSuggestions />
              </Suspense>
            )}
            {item === marker && index > 0 && (
              <div className="timeline__read-marker" role="separator">
                {intl.formatMessage(messages.stoppedReading)}
              </div>
            )}
            <StatusContainer id={item} filterContext={filterContext} />
          </>
        );
      }
      const before = items
        .slice(0, index)
        .reverse()
        .find((i): i is string => i !== null);
      return (
        <LoadMore
          onClick={() => dispatch(expandRequested(before ? { timelineId, maxId: before } : { timelineId }))}
          disabled={timeline.isLoading}
        />
      );
    },
    [dispatch, filterContext, intl, items, marker, suggestionsAt, timeline.isLoading, timelineId],
  );

  const banner = (
    <>
      {top}
      {/* New posts have one indicator, the header's "N new posts": no second button while it shows. It
          hangs just under the header, never over a post's action row beside the phone's New post button. */}
      {awayFromTop && timeline.pendingItems.length === 0 && (
        <div className="column__jump-anchor">
          <button type="button" className="column__jump" onClick={scrollToTop}>
            <Icon id="arrow-up" size={16} />
            {intl.formatMessage(messages.jump)}
          </button>
        </div>
      )}
    </>
  );

  return (
    <Column
      title={title}
      icon={icon}
      pendingCount={timeline.pendingItems.length}
      onShowPending={showPending}
      onTitleClick={scrollToTop}
      actions={actions}
      bodyRef={bodyCallback}
      banner={banner}
    >
      <div className="timeline">
        <TimelineRows
          timelineId={timelineId}
          items={items}
          scrollElement={body}
          renderItem={renderItem}
          onEndReached={onEndReached}
          ownBoostsOnTop={ownBoostsOnTop}
          VirtualRows={VirtualRows}
        />
        {timeline.isLoading && <LoadingIndicator />}
        {!timeline.isLoading && !timeline.loaded && items.length === 0 && (
          <div className="timeline__empty">
            <p>{intl.formatMessage(messages.loadFailed)}</p>
            <Button variant="secondary" onClick={() => dispatch(expandRequested({ timelineId }))}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        )}
        {!timeline.isLoading && timeline.loaded && items.length === 0 && (
          <p className="timeline__empty">{intl.formatMessage(emptyMessageOf(timelineId))}</p>
        )}
        {!timeline.isLoading && timeline.hasMore && items.length > 0 && (
          <LoadMore onClick={loadOlder} disabled={timeline.isLoading} />
        )}
      </div>
    </Column>
  );
}
