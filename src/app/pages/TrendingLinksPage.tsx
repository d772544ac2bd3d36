import { defineMessages, useIntl } from 'react-intl';
import { Column } from '../../ui/Column';
import { NewsList } from './explore/NewsList';

const messages = defineMessages({
  title: { id: 'explore.trending_links', defaultMessage: 'News' },
});

/** /links: trending links as cards, each leading to the posts about it (/links?url=…, v1/timelines/link). */
export function TrendingLinksPage() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.title)}>
      <NewsList />
    </Column>
  );
}
