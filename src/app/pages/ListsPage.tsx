import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import { listsFetchRequested } from '../../features/lists/slice';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const messages = defineMessages({
  title: { id: 'column.lists', defaultMessage: 'Lists' },
  empty: { id: 'lists.empty', defaultMessage: 'You have no lists yet.' },
});

/** /lists: the user's lists, each leading to its timeline (/lists/:id). */
export function ListsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, loaded, isLoading } = useAppSelector((state) => state.lists);

  useEffect(() => {
    dispatch(listsFetchRequested());
  }, [dispatch]);

  return (
    <Column title={intl.formatMessage(messages.title)}>
      {isLoading && !loaded && <LoadingIndicator />}
      {loaded && items.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      <ul className="link-list">
        {items.map((list) => (
          <li key={list.id}>
            <Link href={`/lists/${encodeURIComponent(list.id)}`}>{list.title}</Link>
          </li>
        ))}
      </ul>
    </Column>
  );
}
