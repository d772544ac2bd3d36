import { lazy, useEffect, useMemo, useRef } from 'react';
import type { CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import type { RootState } from '../../store';
import { contextsIntents } from '../../features/contexts/intents';
import { selectThreadContext } from '../../features/contexts/slice';
import { StatusContainer } from '../../features/statuses/components/StatusContainer';
import { DetailedStatusMeta } from '../../features/statuses/components/DetailedStatusMeta';
import { selectStatusRecord } from '../../features/statuses/selectors';
import { fetchRequested } from '../../features/statuses/slice';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const AccountPage = lazy(() => import('./AccountPage').then((m) => ({ default: m.AccountPage })));

const messages = defineMessages({
  title: { id: 'column.thread', defaultMessage: 'Post' },
});

/** Replies deeper than this are drawn at this depth, so a long chain stays readable on a phone. */
const MAX_INDENT = 4;

/** How deep each reply sits under the post: its parent's depth plus one (the post is 0). */
export function replyDepths(
  statusId: string,
  descendants: readonly string[],
  parentOf: (id: string) => string | null | undefined,
): Map<string, number> {
  const depths = new Map<string, number>([[statusId, 0]]);
  for (const id of descendants) depths.set(id, (depths.get(parentOf(id) ?? '') ?? 0) + 1);
  depths.delete(statusId);
  return depths;
}

/**
 * /@{acct}/{statusId}: the post larger, with its details, between its ancestors (a thread line) and
 * its replies (indented by depth); the page opens on the post itself.
 */
export function StatusPage() {
  const route = useParams<{ statusId: string }>().statusId;
  // `/@{acct}/followers` and `/following` have a post's shape: they are the profile's lists.
  return route === 'followers' || route === 'following' ? <AccountPage /> : <ThreadPage />;
}

function ThreadPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const statusId = useParams<{ statusId: string }>().statusId ?? '';
  const loaded = useAppSelector((state) => !!selectStatusRecord(state, statusId));
  const { ancestors, descendants } = useAppSelector((state) => selectThreadContext(state, statusId));
  const entities = useAppSelector((state: RootState) => state.statuses.entities);
  const depths = useMemo(
    () => replyDepths(statusId, descendants, (id) => entities[id]?.in_reply_to_id),
    [statusId, descendants, entities],
  );
  const focusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (statusId) dispatch(fetchRequested({ statusId }));
  }, [dispatch, statusId]);
  useEffect(() => {
    if (statusId) dispatch(contextsIntents.fetchRequested({ statusId }));
  }, [dispatch, statusId]);

  // The post, not the first ancestor, is what the page opens on; again once its ancestors arrive above it.
  useEffect(() => {
    const post = focusRef.current;
    if (!post) return;
    post.scrollIntoView({ block: 'start' });
    if (!post.contains(document.activeElement)) post.focus({ preventScroll: true });
  }, [loaded, statusId, ancestors.length]);

  return (
    <Column title={intl.formatMessage(messages.title)}>
      {ancestors.map((id) => (
        <div key={id} className="thread__ancestor">
          <StatusContainer id={id} filterContext="thread" />
        </div>
      ))}
      {loaded ? (
        <div className="thread__focus detailed-status" ref={focusRef} tabIndex={-1}>
          {/* The post the user opened: a hide filter only warns about it. */}
          <StatusContainer id={statusId} filterContext="thread" warnInsteadOfHide />
          <DetailedStatusMeta statusId={statusId} />
        </div>
      ) : (
        <LoadingIndicator />
      )}
      {descendants.map((id) => (
        <div
          key={id}
          className="thread__reply"
          style={{ '--depth': Math.min(depths.get(id) ?? 1, MAX_INDENT) } as CSSProperties}
          data-depth={depths.get(id) ?? 1}
        >
          <StatusContainer id={id} filterContext="thread" />
        </div>
      ))}
    </Column>
  );
}
