import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { RepliesPolicy } from '../../../api/endpoints/lists';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { listsFetchRequested } from '../../lists/public';
import { modalOpened } from '../../modals/public';
import { listManagementIntents } from '../intents';
import { selectListManagement } from '../slice';
import { ListMembers } from './ListMembers';
import { listMessages as messages } from './messages';

const POLICIES: RepliesPolicy[] = ['followed', 'list', 'none'];

interface Fields {
  title: string;
  replies_policy: RepliesPolicy;
  exclusive: boolean;
}

function ListForm({ id, initial }: { id?: string; initial: Fields }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const { details, lastCreatedId } = useAppSelector(selectListManagement);
  const known = id ? details[id] : undefined;
  const [fields, setFields] = useState<Fields>(initial);
  const createdBefore = useRef(lastCreatedId);
  const titleId = useId();
  const hintId = useId();

  // A new list goes on to its members.
  useEffect(() => {
    if (!id && lastCreatedId && lastCreatedId !== createdBefore.current)
      navigate(`/lists/${encodeURIComponent(lastCreatedId)}/edit`, { replace: true });
  }, [id, lastCreatedId, navigate]);

  const changed =
    !known ||
    known.title !== fields.title.trim() ||
    known.replies_policy !== fields.replies_policy ||
    known.exclusive !== fields.exclusive;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = fields.title.trim();
    if (!title) return;
    if (id) dispatch(listManagementIntents.updateRequested({ id, ...fields, title }));
    else dispatch(listManagementIntents.createRequested({ ...fields, title }));
  };
  const set = (change: Partial<Fields>) => setFields({ ...fields, ...change });

  return (
    <form className="list-editor__form" onSubmit={submit}>
      <label htmlFor={titleId} className="list-editor__label">
        {intl.formatMessage(messages.listName)}
      </label>
      <input
        id={titleId}
        type="text"
        className="list-editor__input"
        value={fields.title}
        required
        maxLength={256}
        onChange={(event) => set({ title: event.target.value })}
      />
      <label className="list-editor__label">
        {intl.formatMessage(messages.repliesPolicy)}
        <select
          className="list-editor__input"
          value={fields.replies_policy}
          onChange={(event) => set({ replies_policy: event.target.value as RepliesPolicy })}
        >
          {POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {intl.formatMessage(messages[policy])}
            </option>
          ))}
        </select>
      </label>
      <label className="list-editor__check">
        <input
          type="checkbox"
          checked={fields.exclusive}
          aria-describedby={hintId}
          onChange={(event) => set({ exclusive: event.target.checked })}
        />
        {intl.formatMessage(messages.exclusive)}
      </label>
      <p id={hintId} className="list-editor__hint">
        {intl.formatMessage(messages.exclusiveHint)}
      </p>
      <div className="list-editor__actions">
        {id && (
          <Button
            variant="secondary"
            className="button--danger"
            onClick={() =>
              dispatch(modalOpened({ modalType: 'CONFIRM_DELETE_LIST', modalProps: { listId: id } }))
            }
          >
            {intl.formatMessage(messages.deleteList)}
          </Button>
        )}
        <Button type="submit" disabled={!fields.title.trim() || !changed}>
          {intl.formatMessage(id ? messages.save : messages.createList)}
        </Button>
      </div>
    </form>
  );
}

const NEW_LIST: Fields = { title: '', replies_policy: 'list', exclusive: false };

/** The form once the list's settings are known (at once for a new one). */
function ListSettings({ id }: { id?: string }) {
  const dispatch = useAppDispatch();
  const known = useAppSelector((state) => (id ? selectListManagement(state).details[id] : undefined));
  useEffect(() => {
    if (id) dispatch(listManagementIntents.detailsRequested({ id }));
  }, [dispatch, id]);
  if (id && !known) return <LoadingIndicator />;
  return <ListForm id={id} initial={known ? { ...known } : NEW_LIST} />;
}

/** /lists/new and /lists/:id/edit: a list's name and settings, then its members. */
export function ListEditor({ id }: { id?: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { items, loaded } = useAppSelector((state) => state.lists);
  const dispatch = useAppDispatch();
  const present = !id || items.some((list) => list.id === id);
  const wasPresent = useRef(present);
  useEffect(() => {
    if (!loaded) dispatch(listsFetchRequested());
  }, [dispatch, loaded]);
  // Deleted from here (or elsewhere): back to the lists.
  useEffect(() => {
    if (id && loaded && wasPresent.current && !present) navigate('/lists', { replace: true });
    wasPresent.current = present;
  }, [id, loaded, present, navigate]);

  return (
    <Column title={intl.formatMessage(id ? messages.editList : messages.newList)}>
      {loaded && !present ? (
        <p className="timeline__empty">{intl.formatMessage(messages.notFound)}</p>
      ) : (
        <div className="list-editor">
          <ListSettings id={id} />
          {id && <ListMembers listId={id} />}
        </div>
      )}
    </Column>
  );
}
