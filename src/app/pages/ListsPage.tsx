import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import { selectCapability } from '../../features/capabilities/public';
import { listsFetchRequested } from '../../features/lists/slice';
import { modalOpened } from '../../features/modals/public';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { NotAvailableOnServer } from '../../ui/NotAvailableOnServer';

const messages = defineMessages({
  title: { id: 'column.lists', defaultMessage: 'Lists' },
  empty: { id: 'lists.empty', defaultMessage: 'You have no lists yet.' },
  newList: { id: 'lists.new_list', defaultMessage: 'New list' },
});
const rowMessages = defineMessages<{ edit: { title: string }; remove: { title: string } }>({
  edit: { id: 'lists.edit_named', defaultMessage: 'Edit list {title}' },
  remove: { id: 'lists.delete_named', defaultMessage: 'Delete list {title}' },
});
const actionMessages = defineMessages({
  edit: { id: 'lists.edit', defaultMessage: 'Edit list' },
  remove: { id: 'lists.delete', defaultMessage: 'Delete list' },
});

/** /lists: the user's lists, each leading to its timeline (/lists/:id), its editor, or its deletion. */
export function ListsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, loaded, isLoading } = useAppSelector((state) => state.lists);
  const unsupported = useAppSelector((state) => selectCapability(state, 'lists') === 'no');

  useEffect(() => {
    dispatch(listsFetchRequested());
  }, [dispatch]);

  if (unsupported)
    return (
      <Column title={intl.formatMessage(messages.title)}>
        <NotAvailableOnServer />
      </Column>
    );
  return (
    <Column title={intl.formatMessage(messages.title)}>
      <div className="lists-page__top">
        <Link href="/lists/new" className="button button--primary">
          {intl.formatMessage(messages.newList)}
        </Link>
      </div>
      {isLoading && !loaded && <LoadingIndicator />}
      {loaded && items.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      <ul className="link-list lists-page__list">
        {items.map((list) => {
          const path = `/lists/${encodeURIComponent(list.id)}`;
          return (
            <li key={list.id} className="lists-page__row">
              <Link href={path} className="lists-page__title">
                {list.title}
              </Link>
              <Link
                href={`${path}/edit`}
                className="button button--secondary"
                aria-label={intl.formatMessage(rowMessages.edit, { title: list.title })}
              >
                {intl.formatMessage(actionMessages.edit)}
              </Link>
              <button
                type="button"
                className="button button--secondary button--danger"
                aria-label={intl.formatMessage(rowMessages.remove, { title: list.title })}
                onClick={() =>
                  dispatch(modalOpened({ modalType: 'CONFIRM_DELETE_LIST', modalProps: { listId: list.id } }))
                }
              >
                {intl.formatMessage(actionMessages.remove)}
              </button>
            </li>
          );
        })}
      </ul>
    </Column>
  );
}
