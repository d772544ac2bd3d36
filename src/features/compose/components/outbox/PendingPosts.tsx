import { defineMessages, useIntl } from 'react-intl';
import { useAppSelector } from '../../../../store/hooks';
import { outboxMessages, refusedMessages } from './text';

const messages = defineMessages({
  label: { id: 'compose.outbox.pending', defaultMessage: 'Posts waiting to be sent' },
});

/** The posts of the outbox at the top of Home, as the user will see them once sent. */
export function PendingPosts() {
  const intl = useIntl();
  const items = useAppSelector((state) => state.compose.outbox) ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="pending-posts" aria-label={intl.formatMessage(messages.label)}>
      {items.map((item) => (
        <li key={item.key} className="pending-post">
          <span
            className={
              item.state === 'failed'
                ? 'pending-post__state pending-post__state--failed'
                : 'pending-post__state'
            }
          >
            {item.state === 'failed'
              ? intl.formatMessage(refusedMessages.refused, { error: item.lastError ?? '' })
              : intl.formatMessage(outboxMessages.waiting)}
          </span>
          <p className="pending-post__text">
            {(item.spoilerText || item.text).trim() || intl.formatMessage(outboxMessages.noText)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default PendingPosts;
