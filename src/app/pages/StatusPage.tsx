import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import { contextRequested, selectThreadContext } from '../../features/contexts/slice';
import { StatusContainer } from '../../features/statuses/components/StatusContainer';
import { selectStatusRecord } from '../../features/statuses/selectors';
import { fetchRequested } from '../../features/statuses/slice';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const messages = defineMessages({
  title: { id: 'column.thread', defaultMessage: 'Post' },
});

/** /@{acct}/{statusId}: the post with its thread, shown plainly. */
export function StatusPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const statusId = useParams<{ statusId: string }>().statusId ?? '';
  const loaded = useAppSelector((state) => !!selectStatusRecord(state, statusId));
  const { ancestors, descendants } = useAppSelector((state) => selectThreadContext(state, statusId));

  useEffect(() => {
    if (!statusId) return;
    dispatch(fetchRequested({ statusId }));
    dispatch(contextRequested({ statusId }));
  }, [dispatch, statusId]);

  return (
    <Column title={intl.formatMessage(messages.title)}>
      {ancestors.map((id) => (
        <StatusContainer key={id} id={id} />
      ))}
      {loaded ? (
        <div className="thread__focus">
          <StatusContainer id={statusId} />
        </div>
      ) : (
        <LoadingIndicator />
      )}
      {descendants.map((id) => (
        <StatusContainer key={id} id={id} />
      ))}
    </Column>
  );
}
