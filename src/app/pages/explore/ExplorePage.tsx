import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { selectSignedIn } from '../../../features/auth/selectors';
import { FollowSuggestions } from '../../../features/explore/components/FollowSuggestions';
import { TrendingTags } from '../../../features/explore/components/TrendingTags';
import { useAppSelector } from '../../../store';
import { Column } from '../../../ui/Column';
import { NotAvailableOnServer } from '../../../ui/NotAvailableOnServer';
import { selectCapability } from '../../../features/capabilities/public';
import { StatusList } from '../../../features/statusLists';
import { NewsList } from './NewsList';

const messages = defineMessages({
  title: { id: 'explore.title', defaultMessage: 'Explore' },
  tabs: { id: 'explore.tabs', defaultMessage: 'Explore sections' },
  posts: { id: 'explore.trending_statuses', defaultMessage: 'Posts' },
  tags: { id: 'explore.trending_tags', defaultMessage: 'Hashtags' },
  links: { id: 'explore.trending_links', defaultMessage: 'News' },
  suggestions: { id: 'explore.suggested_follows', defaultMessage: 'For you' },
  empty: {
    id: 'empty_column.explore_statuses',
    defaultMessage: 'Nothing is trending right now. Check back later!',
  },
});

export type ExploreTab = 'posts' | 'tags' | 'links' | 'suggestions';

const TAB_PATHS: Record<ExploreTab, string> = {
  posts: '/explore',
  tags: '/explore/tags',
  links: '/explore/links',
  suggestions: '/explore/suggestions',
};

/** Which tab an address names; "For you" is for signed-in users only. */
export function tabOf(location: string, signedIn: boolean): ExploreTab {
  const found = (Object.keys(TAB_PATHS) as ExploreTab[]).find((tab) => TAB_PATHS[tab] === location);
  if (!found || (found === 'suggestions' && !signedIn)) return 'posts';
  return found;
}

/** /explore: what is trending (posts, hashtags, news) and, signed in, accounts to follow. */
export function ExplorePage() {
  const intl = useIntl();
  const [location] = useLocation();
  const signedIn = useAppSelector(selectSignedIn);
  const current = tabOf(location, signedIn);
  const noTrends = useAppSelector((state) => selectCapability(state, 'trends') === 'no');
  const tabs: ExploreTab[] = signedIn
    ? ['posts', 'tags', 'links', 'suggestions']
    : ['posts', 'tags', 'links'];

  return (
    <Column title={intl.formatMessage(messages.title)} icon="explore" className="explore">
      <nav className="explore__tabs" aria-label={intl.formatMessage(messages.tabs)}>
        {tabs.map((tab) => (
          <Link
            key={tab}
            href={TAB_PATHS[tab]}
            className="explore__tab"
            aria-current={tab === current ? 'page' : undefined}
          >
            {intl.formatMessage(messages[tab])}
          </Link>
        ))}
      </nav>
      {current !== 'suggestions' && noTrends && <NotAvailableOnServer />}
      {current === 'posts' && !noTrends && (
        <StatusList list="trending" empty={intl.formatMessage(messages.empty)} />
      )}
      {current === 'tags' && !noTrends && <TrendingTags />}
      {current === 'links' && !noTrends && <NewsList />}
      {current === 'suggestions' && <FollowSuggestions />}
    </Column>
  );
}
