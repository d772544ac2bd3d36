import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { addColumn, removeColumn } from '../../features/settings/components/deckColumns';
import { selectColumns } from '../../features/settings/selectors';
import { settingChanged } from '../../features/settings/public';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

const messages = defineMessages({
  edit: { id: 'lists.edit', defaultMessage: 'Edit list' },
  pin: { id: 'column_header.pin', defaultMessage: 'Pin to deck' },
  unpin: { id: 'column_header.unpin_from_deck', defaultMessage: 'Unpin from deck' },
});

/**
 * Above a list's posts: its editor, and the list as a deck column of its own (or no longer), offered
 * where there is a deck: not on a phone.
 */
export function ListToolbar({ id, title }: { id: string; title: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const columns = useAppSelector(selectColumns);
  const pinned = columns.find((column) => column.id === 'LIST' && column.params?.id === id);
  const toggle = () =>
    dispatch(
      settingChanged({
        path: ['columns'],
        value: pinned ? removeColumn(columns, pinned.uuid) : addColumn(columns, 'LIST', { id, title }),
      }),
    );
  return (
    <div className="list-toolbar">
      <Link href={`/lists/${encodeURIComponent(id)}/edit`} className="button button--secondary">
        {intl.formatMessage(messages.edit)}
      </Link>
      <button type="button" className="button button--secondary list-toolbar__pin" onClick={toggle}>
        {intl.formatMessage(pinned ? messages.unpin : messages.pin)}
      </button>
    </div>
  );
}
