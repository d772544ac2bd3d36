import { revealNewColumn } from '../../../ui/revealColumn';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { listsFetchRequested } from '../../lists/public';
import { normalizeTag } from '../../../domain/timelineKey';
import { selectColumns } from '../selectors';
import { settingChanged } from '../slice';
import { addColumn } from './deckColumns';

const messages = defineMessages({
  title: { id: 'column_picker.title', defaultMessage: 'Add a column' },
  kind: { id: 'column_picker.kind', defaultMessage: 'Column type' },
  HOME: { id: 'column_picker.home', defaultMessage: 'Home' },
  NOTIFICATIONS: { id: 'column_picker.notifications', defaultMessage: 'Notifications' },
  COMPOSE: { id: 'column_picker.compose', defaultMessage: 'Compose' },
  local: { id: 'column_picker.local', defaultMessage: 'Local timeline' },
  remote: { id: 'column_picker.remote', defaultMessage: 'Remote timeline' },
  federated: { id: 'column_picker.federated', defaultMessage: 'Federated timeline' },
  HASHTAG: { id: 'column_picker.hashtag', defaultMessage: 'Hashtag' },
  LIST: { id: 'column_picker.list', defaultMessage: 'List' },
  DIRECT: { id: 'column_picker.direct', defaultMessage: 'Private mentions' },
  tag: { id: 'column_picker.tag', defaultMessage: 'Hashtag name' },
  chooseList: { id: 'column_picker.choose_list', defaultMessage: 'Which list' },
  noLists: { id: 'column_picker.no_lists', defaultMessage: 'You have no lists yet.' },
  add: { id: 'column_picker.add', defaultMessage: 'Add' },
  cancel: { id: 'column_picker.cancel', defaultMessage: 'Cancel' },
  badTag: { id: 'column_picker.bad_tag', defaultMessage: 'Enter a hashtag of letters, digits or "_".' },
});

const CHOICES = [
  'HOME',
  'NOTIFICATIONS',
  'COMPOSE',
  'local',
  'federated',
  'remote',
  'HASHTAG',
  'LIST',
  'DIRECT',
] as const;
type Choice = (typeof CHOICES)[number];

/** The setting a choice adds: public scopes are one PUBLIC kind with a `scope` parameter. */
function columnFor(choice: Choice, tag: string, list: { id: string; title: string } | undefined) {
  switch (choice) {
    case 'local':
    case 'remote':
    case 'federated':
      return { id: 'PUBLIC', params: { scope: choice, onlyMedia: false } };
    case 'HASHTAG':
      return tag ? { id: 'HASHTAG', params: { tag, any: [], all: [], none: [], local: false } } : null;
    case 'LIST':
      return list ? { id: 'LIST', params: { id: list.id, title: list.title } } : null;
    default:
      return { id: choice };
  }
}

/** Adds a deck column of a chosen kind with its parameter; loaded on demand. */
export function AddColumnPicker({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const columns = useAppSelector(selectColumns);
  const lists = useAppSelector((state) => state.lists);
  const [choice, setChoice] = useState<Choice>('HASHTAG');
  const [tagInput, setTagInput] = useState('');
  const [listId, setListId] = useState('');
  const [error, setError] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (choice === 'LIST' && !lists.loaded && !lists.isLoading) dispatch(listsFetchRequested());
  }, [choice, dispatch, lists.loaded, lists.isLoading]);

  const list = lists.items.find((l) => l.id === listId) ?? lists.items[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const column = columnFor(choice, normalizeTag(tagInput), list);
    if (!column) {
      setError(choice === 'HASHTAG');
      return;
    }
    const next = addColumn(columns, column.id, column.params);
    dispatch(settingChanged({ path: ['columns'], value: next }));
    onDone();
    // The column just added is scrolled into view and focused, as the deck draws it at its end.
    revealNewColumn(next[next.length - 1].uuid);
  };

  return (
    <form className="column-picker" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId} className="column-picker__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <label className="column-settings__field">
        {intl.formatMessage(messages.kind)}
        <select value={choice} onChange={(e) => setChoice(e.target.value as Choice)}>
          {CHOICES.map((c) => (
            <option key={c} value={c}>
              {intl.formatMessage(messages[c])}
            </option>
          ))}
        </select>
      </label>
      {choice === 'HASHTAG' && (
        <label className="column-settings__field">
          {intl.formatMessage(messages.tag)}
          <input
            type="text"
            value={tagInput}
            aria-invalid={error}
            onChange={(e) => {
              setTagInput(e.target.value);
              setError(false);
            }}
          />
        </label>
      )}
      {error && <p role="alert">{intl.formatMessage(messages.badTag)}</p>}
      {choice === 'LIST' &&
        (lists.loaded && lists.items.length === 0 ? (
          <p>{intl.formatMessage(messages.noLists)}</p>
        ) : (
          <label className="column-settings__field">
            {intl.formatMessage(messages.chooseList)}
            <select value={list?.id ?? ''} onChange={(e) => setListId(e.target.value)}>
              {lists.items.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title}
                </option>
              ))}
            </select>
          </label>
        ))}
      <div className="column-settings__deck">
        <Button type="submit" disabled={choice === 'LIST' && !list}>
          {intl.formatMessage(messages.add)}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </form>
  );
}
