import { lazy, Suspense, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams, useSearch } from 'wouter';
import { hashtagKey, keyOf, normalizeTag } from '../../domain/timelineKey';
import { HashtagHeader } from '../../features/tags';
import { TimelineColumn } from '../../features/timelines/components/TimelineColumn';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { listsFetchRequested } from '../../features/lists/public';
import { publicTitle } from '../columnKinds';
import { ListToolbar } from './ListToolbar';
import { NotFound } from './NotFound';

const ListEditor = lazy(() =>
  import(
    /* webpackChunkName: "list-management" */ '../../features/listManagement/components/ListEditor'
  ).then((m) => ({
    default: m.ListEditor,
  })),
);
const TrendingLinksPage = lazy(() =>
  import('./TrendingLinksPage').then((m) => ({ default: m.TrendingLinksPage })),
);

const messages = defineMessages({
  link: { id: 'column.link', defaultMessage: 'Posts about this link' },
  list: { id: 'column.list', defaultMessage: 'List' },
});

const tagMessages = defineMessages<{ tag: { tag: string } }>({
  tag: { id: 'column.hashtag', defaultMessage: '#{tag}' },
});

// The pages that show one timeline: a hashtag, a list, the posts about a link, a public timeline.

export function HashtagPage() {
  const intl = useIntl();
  const raw = useParams<{ tag: string }>().tag ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape in the address: the raw text is still a usable tag after normalising.
  }
  const tag = normalizeTag(decoded);
  if (!tag) return <NotFound />;
  return (
    <TimelineColumn
      timelineId={keyOf(hashtagKey({ tag }))}
      title={intl.formatMessage(tagMessages.tag, { tag })}
      top={
        <Suspense fallback={null}>
          <HashtagHeader name={tag} />
        </Suspense>
      }
    />
  );
}

/** /lists/:id, the list's posts; /lists/:id/edit and /lists/new, its editor. */
export function ListPage() {
  const { id = '', edit } = useParams<{ id: string; edit?: string }>();
  if (id === 'new' && !edit) return <ListEditor />;
  if (edit === 'edit') return <ListEditor key={id} id={id} />;
  if (edit) return <NotFound />;
  return <ListTimeline id={id} />;
}

function ListTimeline({ id }: { id: string }) {
  const intl = useIntl();
  const known = useAppSelector((state) => state.lists.items.find((list) => list.id === id));
  const listsLoaded = useAppSelector((state) => state.lists.loaded);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!listsLoaded) dispatch(listsFetchRequested());
  }, [dispatch, listsLoaded]);
  const title = known?.title ?? intl.formatMessage(messages.list);
  return (
    <TimelineColumn
      timelineId={keyOf({ kind: 'list', id })}
      title={title}
      top={<ListToolbar id={id} title={title} />}
    />
  );
}

/** /links: trending links; /links?url=…: the posts about one. */
export function LinkPage() {
  const intl = useIntl();
  const url = new URLSearchParams(useSearch()).get('url');
  if (url === null) return <TrendingLinksPage />;
  if (!/^https?:\/\//.test(url)) return <NotFound />;
  return (
    <TimelineColumn timelineId={keyOf({ kind: 'link', url })} title={intl.formatMessage(messages.link)} />
  );
}

export function PublicPage({ scope }: { scope: 'local' | 'remote' | 'federated' }) {
  const intl = useIntl();
  return (
    <TimelineColumn
      timelineId={keyOf({ kind: 'public', scope, onlyMedia: false })}
      title={publicTitle(intl, scope)}
      icon={scope === 'local' ? 'local' : 'globe'}
    />
  );
}
