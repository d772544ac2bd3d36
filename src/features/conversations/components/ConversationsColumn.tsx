import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { NotAvailableOnServer } from '../../../ui/NotAvailableOnServer';
import { selectCapability } from '../../capabilities/public';
import { timelineMounted, timelineUnmounted } from '../../timelines/public';
import { conversationsIntents } from '../intents';
import { selectConversations } from '../slice';
import { ConversationRow } from './ConversationRow';

const messages = defineMessages({
  title: { id: 'column.direct', defaultMessage: 'Private mentions' },
  empty: {
    id: 'empty_column.direct',
    defaultMessage:
      "You don't have any private mentions yet. When you send or receive one, it will show up here.",
  },
});

/** The direct stream is the one the `direct` timeline key subscribes to over the shared socket. */
const DIRECT_STREAM_TIMELINE = 'direct';

function ConversationsList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, loaded, isLoading, next } = useAppSelector(selectConversations);

  useEffect(() => {
    dispatch(conversationsIntents.liveRequested());
    dispatch(conversationsIntents.fetchRequested());
    dispatch(timelineMounted({ timelineId: DIRECT_STREAM_TIMELINE }));
    return () => {
      dispatch(timelineUnmounted({ timelineId: DIRECT_STREAM_TIMELINE }));
    };
  }, [dispatch]);

  return (
    <div aria-busy={isLoading} className="conversations">
      {isLoading && items.length === 0 && <LoadingIndicator />}
      {loaded && items.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      {items.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} />
      ))}
      {loaded && next && (
        <LoadMore
          disabled={isLoading}
          onClick={() => dispatch(conversationsIntents.fetchRequested({ expand: true }))}
        />
      )}
    </div>
  );
}

/** /conversations and the deck's DIRECT column: the user's conversations, live from the direct stream. */
export function ConversationsColumn() {
  const intl = useIntl();
  const unsupported = useAppSelector((state) => selectCapability(state, 'conversations') === 'no');
  return (
    <Column title={intl.formatMessage(messages.title)} icon="at">
      {unsupported ? <NotAvailableOnServer /> : <ConversationsList />}
    </Column>
  );
}

export default ConversationsColumn;
