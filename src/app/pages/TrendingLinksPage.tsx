import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import { selectTrendingLinks, trendingLinksRequested } from '../../features/trends/slice';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const messages = defineMessages({
  title: { id: 'explore.trending_links', defaultMessage: 'News' },
  empty: { id: 'explore.no_links', defaultMessage: 'Nothing is trending right now.' },
});

/** /links: trending links, each leading to the posts about it (/links?url=…, v1/timelines/link). */
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
            <Link href={`/links?url=${encodeURIComponent(link.url)}`}>{link.title}</Link>
            {link.providerName && <span className="link-list__meta"> · {link.providerName}</span>}
          </li>
        ))}
      </ul>
    </Column>
  );
}
