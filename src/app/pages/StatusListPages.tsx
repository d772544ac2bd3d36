import { defineMessages, useIntl } from 'react-intl';
import { useLazyReducer } from '../../store/lazyReducers';
import { StatusList, statusListsReducer, type StatusListKey } from '../../features/statusLists';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const messages = defineMessages({
  bookmarks: { id: 'column.bookmarks', defaultMessage: 'Bookmarks' },
  favourites: { id: 'column.favourites', defaultMessage: 'Favorites' },
  bookmarksEmpty: {
    id: 'empty_column.bookmarked_statuses',
    defaultMessage: "You don't have any bookmarked posts yet. When you bookmark one, it will show up here.",
  },
  favouritesEmpty: {
    id: 'empty_column.favourited_statuses',
    defaultMessage: "You don't have any favorite posts yet. When you favorite one, it will show up here.",
  },
});

/** A list of posts, once the lists' slice has joined the store. */
export function LazyStatusList(props: { list: StatusListKey; empty?: string; prepend?: string }) {
  const ready = useLazyReducer('statusLists', statusListsReducer);
  return ready ? <StatusList {...props} /> : <LoadingIndicator />;
}

/** /bookmarks and /favourites: the user's own lists of posts, most recently added first. */
export function StatusListPage({ list }: { list: 'bookmarks' | 'favourites' }) {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages[list])} icon={list === 'bookmarks' ? 'bookmarks' : 'star'}>
      <LazyStatusList
        list={list}
        empty={intl.formatMessage(list === 'bookmarks' ? messages.bookmarksEmpty : messages.favouritesEmpty)}
      />
    </Column>
  );
}
