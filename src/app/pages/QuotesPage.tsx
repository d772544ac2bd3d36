import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import { StatusContainer } from '../../features/statuses/components/StatusContainer';
import { statusesIntents } from '../../features/statuses/intents';
import { selectQuoteList } from '../../features/statuses/quotes';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { LoadMore } from '../../ui/LoadMore';

const messages = defineMessages({
  title: { id: 'column.quotes', defaultMessage: 'Quotes' },
  empty: { id: 'empty_column.quotes', defaultMessage: 'No one has quoted this post yet.' },
  failed: { id: 'quotes.unavailable', defaultMessage: 'The quotes of this post could not be loaded.' },
});

/** /@{acct}/{statusId}/quotes: the posts quoting one of the user's posts, a page at a time. */
export function QuotesPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const statusId = useParams<{ statusId: string }>().statusId ?? '';
  const list = useAppSelector((state) => selectQuoteList(state, statusId));

  useEffect(() => {
    if (statusId) dispatch(statusesIntents.quotesRequested({ statusId }));
  }, [dispatch, statusId]);

  return (
    <Column title={intl.formatMessage(messages.title)}>
      {list?.items.map((id) => (
        <StatusContainer key={id} id={id} filterContext="public" />
      ))}
      {list?.isLoading && <LoadingIndicator />}
      {list?.loaded && list.items.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      {list?.failed && !list.loaded && (
        <p className="timeline__empty">{intl.formatMessage(messages.failed)}</p>
      )}
      {list?.next && (
        <LoadMore
          disabled={list.isLoading}
          onClick={() => dispatch(statusesIntents.quotesRequested({ statusId, more: true }))}
        />
      )}
    </Column>
  );
}
