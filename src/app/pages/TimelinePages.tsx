import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams, useSearch } from 'wouter';
import { hashtagKey, keyOf, normalizeTag } from '../../domain/timelineKey';
import { HashtagHeader } from '../../features/tags';
import { TimelineColumn } from '../../features/timelines/components/TimelineColumn';
import { useAppSelector } from '../../store/hooks';
import { publicTitle } from '../columnKinds';
import { NotFound } from './NotFound';

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

export function ListPage() {
  const intl = useIntl();
  const id = useParams<{ id: string }>().id ?? '';
  const known = useAppSelector((state) => state.lists.items.find((list) => list.id === id));
  return (
    <TimelineColumn
      timelineId={keyOf({ kind: 'list', id })}
      title={known?.title ?? intl.formatMessage(messages.list)}
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
      icon="globe"
    />
  );
}
