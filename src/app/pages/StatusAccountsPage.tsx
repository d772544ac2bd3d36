import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { AccountList } from '../../features/accountLists';
import { type AccountListKind } from '../../features/accountLists/public';
import { Column } from '../../ui/Column';

const messages = defineMessages({
  reblogged_by: { id: 'column.reblogged_by', defaultMessage: 'Boosted by' },
  favourited_by: { id: 'column.favourited_by', defaultMessage: 'Favorited by' },
  rebloggedEmpty: {
    id: 'status.reblogs.empty',
    defaultMessage: 'No one has boosted this post yet. When someone does, they will show up here.',
  },
  favouritedEmpty: {
    id: 'empty_column.favourites',
    defaultMessage: 'No one has favorited this post yet. When someone does, they will show up here.',
  },
});

/** /@{acct}/{statusId}/reblogs and /favourites: who boosted or favourited the post. */
export function StatusAccountsPage({
  list,
}: {
  list: Extract<AccountListKind, 'reblogged_by' | 'favourited_by'>;
}) {
  const intl = useIntl();
  const statusId = useParams<{ statusId: string }>().statusId ?? '';
  const empty = intl.formatMessage(
    list === 'reblogged_by' ? messages.rebloggedEmpty : messages.favouritedEmpty,
  );
  return (
    <Column title={intl.formatMessage(messages[list])} icon={list === 'reblogged_by' ? 'boost' : 'star'}>
      <AccountList list={`${list}:${statusId}`} empty={empty} />
    </Column>
  );
}
