import { defineMessages, useIntl } from 'react-intl';
import { StatusList } from '../../features/statusLists';
import { Column } from '../../ui/Column';

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

/** /bookmarks and /favourites: the user's own lists of posts, most recently added first. */
export function StatusListPage({ list }: { list: 'bookmarks' | 'favourites' }) {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages[list])} icon={list === 'bookmarks' ? 'bookmarks' : 'star'}>
      <StatusList
        list={list}
        empty={intl.formatMessage(list === 'bookmarks' ? messages.bookmarksEmpty : messages.favouritesEmpty)}
      />
    </Column>
  );
}
