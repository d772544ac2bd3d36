import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { selectAccountById } from '../../accounts/public';
import { listManagementIntents } from '../intents';
import { selectListManagement } from '../slice';
import { AccountRow } from './AccountRow';
import { addToListMessages, listMessages as messages } from './messages';

/** The pause after typing before the followed accounts are searched, as Mastodon's search waits. */
const SEARCH_DEBOUNCE_MS = 200;

function MemberButton({ listId, accountId, member }: { listId: string; accountId: string; member: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const name = useAppSelector((state) => selectAccountById(state, accountId)?.acct ?? '');
  return (
    <Button
      variant={member ? 'secondary' : 'primary'}
      aria-label={intl.formatMessage(member ? addToListMessages.remove : addToListMessages.add, { name })}
      onClick={() =>
        dispatch(listManagementIntents.memberChangeRequested({ listId, accountId, add: !member }))
      }
    >
      {intl.formatMessage(member ? messages.remove : messages.add)}
    </Button>
  );
}

/** A list's members, with a search among the followed accounts to add more. */
export function ListMembers({ listId }: { listId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { members, search } = useAppSelector(selectListManagement);
  const current = members[listId];
  const [query, setQuery] = useState('');
  const searchId = useId();
  const headingId = useId();

  useEffect(() => {
    dispatch(listManagementIntents.membersFetchRequested({ id: listId }));
  }, [dispatch, listId]);

  useEffect(() => {
    const timer = setTimeout(
      () => dispatch(listManagementIntents.followedSearchRequested({ q: query })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [dispatch, query]);

  const memberIds = new Set(current?.ids ?? []);
  const searching = query.trim() !== '';
  const results = search.q === query.trim() ? search.ids : [];

  return (
    <section className="list-editor__members" aria-labelledby={headingId}>
      <h3 id={headingId} className="list-editor__heading">
        {intl.formatMessage(messages.members)}
      </h3>
      <label htmlFor={searchId} className="list-editor__label">
        {intl.formatMessage(messages.findUsers)}
      </label>
      <input
        id={searchId}
        type="search"
        className="list-editor__input"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {searching ? (
        <ul className="account-list" aria-label={intl.formatMessage(messages.searchLabel)}>
          {results.map((id) => (
            <AccountRow key={id} id={id}>
              <MemberButton listId={listId} accountId={id} member={memberIds.has(id)} />
            </AccountRow>
          ))}
          {search.q === query.trim() && results.length === 0 && (
            <li className="timeline__empty">{intl.formatMessage(messages.noResults)}</li>
          )}
        </ul>
      ) : (
        <>
          {current?.isLoading && !current.loaded && <LoadingIndicator />}
          {current?.loaded && current.ids.length === 0 && (
            <p className="timeline__empty">{intl.formatMessage(messages.noMembers)}</p>
          )}
          <ul className="account-list" aria-labelledby={headingId}>
            {(current?.ids ?? []).map((id) => (
              <AccountRow key={id} id={id}>
                <MemberButton listId={listId} accountId={id} member />
              </AccountRow>
            ))}
          </ul>
          {current?.loaded && current.next && (
            <LoadMore
              disabled={current.isLoading}
              onClick={() =>
                dispatch(listManagementIntents.membersFetchRequested({ id: listId, expand: true }))
              }
            />
          )}
        </>
      )}
    </section>
  );
}
