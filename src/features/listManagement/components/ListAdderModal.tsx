import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { selectAccountById } from '../../accounts/public';
import type { ModalComponentProps } from '../../modals/public';
import { listManagementIntents } from '../intents';
import { selectListManagement } from '../slice';
import { listsFetchRequested } from '../../lists/public';
import { addToListMessages, listMessages as messages } from './messages';

function ListChoices({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lists = useAppSelector((state) => state.lists);
  const memberOf = useAppSelector(selectListManagement).listsOf[accountId];
  const [title, setTitle] = useState('');
  const newTitleId = useId();

  useEffect(() => {
    dispatch(listsFetchRequested());
    dispatch(listManagementIntents.accountListsFetchRequested({ accountId }));
  }, [dispatch, accountId]);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    dispatch(
      listManagementIntents.createRequested({
        title: trimmed,
        replies_policy: 'list',
        exclusive: false,
        addAccountId: accountId,
      }),
    );
    setTitle('');
  };

  if (!lists.loaded || !memberOf) return <LoadingIndicator />;
  return (
    <>
      {lists.items.length === 0 && <p className="modal__text">{intl.formatMessage(messages.empty)}</p>}
      <ul className="list-adder__lists">
        {lists.items.map((list) => (
          <li key={list.id}>
            <label className="modal__choice">
              <input
                type="checkbox"
                checked={memberOf.includes(list.id)}
                onChange={(event) =>
                  dispatch(
                    listManagementIntents.memberChangeRequested({
                      listId: list.id,
                      accountId,
                      add: event.target.checked,
                    }),
                  )
                }
              />
              {list.title}
            </label>
          </li>
        ))}
      </ul>
      <form className="list-adder__new" onSubmit={create}>
        <label htmlFor={newTitleId}>{intl.formatMessage(messages.adderNew)}</label>
        <input
          id={newTitleId}
          type="text"
          value={title}
          maxLength={256}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit" disabled={!title.trim()}>
          {intl.formatMessage(messages.create)}
        </Button>
      </form>
    </>
  );
}

/** "Add to lists" (LIST_ADDER, props `{ accountId }`): a checkbox per list, and a new list in place. */
export function ListAdderModal({ accountId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const id = typeof accountId === 'string' ? accountId : '';
  const account = useAppSelector((state) => selectAccountById(state, id));
  const name = account ? `@${account.acct}` : '';
  return (
    <div className="modal list-adder">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(addToListMessages.adderTitle, { name })}
      </h2>
      {id ? <ListChoices accountId={id} /> : <LoadingIndicator />}
      <div className="modal__actions">
        <Button onClick={onClose}>{intl.formatMessage(messages.done)}</Button>
      </div>
    </div>
  );
}
