import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import { selectTrendingLinks, trendingLinksRequested } from '../../features/trends/slice';
import { Card } from '../../features/statuses/components/Card';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const messages = defineMessages({
  title: { id: 'explore.trending_links', defaultMessage: 'News' },
  empty: { id: 'explore.no_links', defaultMessage: 'Nothing is trending right now.' },
  posts: { id: 'explore.link_posts', defaultMessage: 'Posts about this link' },
});

/** /links: trending links as link cards, each leading to the posts about it (/links?url=…, v1/timelines/link). */
export function TrendingLinksPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { links, linksLoaded } = useAppSelector(selectTrendingLinks);

  useEffect(() => {
    dispatch(trendingLinksRequested());
  }, [dispatch]);

  return (
    <Column title={intl.formatMessage(messages.title)}>
      {!linksLoaded && <LoadingIndicator />}
      {linksLoaded && links.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.url}>
            <Card card={link.card} />
            <Link href={`/links?url=${encodeURIComponent(link.url)}`} className="link-list__posts">
              {intl.formatMessage(messages.posts)}
            </Link>
          </li>
        ))}
      </ul>
    </Column>
  );
}
