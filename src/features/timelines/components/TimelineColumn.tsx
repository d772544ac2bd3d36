import { Fragment, useCallback, useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store';
import { Column } from '../../../ui/Column';
import type { IconName } from '../../../ui/Icon';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { Button } from '../../../ui/Button';
import { LoadMore } from '../../../ui/LoadMore';
import { StatusContainer } from '../../statuses/components/StatusContainer';
import { filterContextFor } from '../../filters/filterState';
import { selectVisibleTimelineItems } from '../../filters/selectors';
import { selectTimeline } from '../selectors';
import { expandRequested, pendingLoaded, timelineMounted, timelineUnmounted, topChanged } from '../slice';

const messages = defineMessages({
  empty: { id: 'timeline.empty', defaultMessage: 'Nothing here yet.' },
  loadFailed: { id: 'timeline.load_failed', defaultMessage: 'This timeline could not be loaded.' },
  retry: { id: 'timeline.retry', defaultMessage: 'Try again' },
});

/** Scrolled within this many pixels of the top counts as "at the top" (SPEC.md 4, timelines). */
const TOP_SLACK_PX = 8;

export interface TimelineColumnProps {
  timelineId: string;
  title: string;
  icon?: IconName;
}

/** One timeline as a column: first load on mount, load more, gaps, pending posts, top tracking. */
export function TimelineColumn({ timelineId, title, icon }: TimelineColumnProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const timeline = useAppSelector((state) => selectTimeline(state, timelineId));
  const bodyRef = useRef<HTMLDivElement>(null);
  const atTop = useRef(true);

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
      if (top !== atTop.current) {
        atTop.current = top;
        dispatch(topChanged({ timelineId, top }));
      }
    };
    body.addEventListener('scroll', onScroll, { passive: true });
    return () => body.removeEventListener('scroll', onScroll);
  }, [dispatch, timelineId]);

  const items = useAppSelector((state) => selectVisibleTimelineItems(state, timelineId));
  const filterContext = filterContextFor(timelineId);
  const lastId = [...items].reverse().find((item): item is string => item !== null);
  const loadOlder = useCallback(() => {
    if (lastId) dispatch(expandRequested({ timelineId, maxId: lastId }));
  }, [dispatch, lastId, timelineId]);
  const showPending = useCallback(() => {
    dispatch(pendingLoaded({ timelineId }));
    bodyRef.current?.scrollTo({ top: 0 });
  }, [dispatch, timelineId]);
  const scrollToTop = useCallback(() => bodyRef.current?.scrollTo({ top: 0 }), []);

  return (
    <Column
      title={title}
      icon={icon}
      unreadCount={timeline.unread}
      pendingCount={timeline.pendingItems.length}
      onShowPending={showPending}
      onTitleClick={scrollToTop}
      bodyRef={bodyRef}
    >
      <div className="timeline">
        {items.map((item, index) => {
          if (item !== null) return <StatusContainer key={item} id={item} filterContext={filterContext} />;
          const before = items
            .slice(0, index)
            .reverse()
            .find((i): i is string => i !== null);
          return (
            <Fragment key={`gap-${before ?? 'top'}-${index}`}>
              <LoadMore
                onClick={() =>
                  dispatch(expandRequested(before ? { timelineId, maxId: before } : { timelineId }))
                }
                disabled={timeline.isLoading}
              />
            </Fragment>
          );
        })}
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
          <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
        )}
        {!timeline.isLoading && timeline.hasMore && items.length > 0 && (
          <LoadMore onClick={loadOlder} disabled={timeline.isLoading} />
        )}
      </div>
    </Column>
  );
}
