import { defineMessages } from 'react-intl';
import type { OutboxItem } from '../../slice';

export const refusedMessages = defineMessages<{ refused: { error: string } }>({
  refused: { id: 'compose.outbox.refused', defaultMessage: 'Your post could not be sent: {error}' },
});

export const outboxMessages = defineMessages({
  waiting: { id: 'compose.outbox.waiting', defaultMessage: 'Waiting to be sent' },
  noText: { id: 'compose.outbox.no_text', defaultMessage: 'Post with attachments' },
});

/** What names a waiting post: its content warning, else the first line of its text. */
export const firstLineOf = (item: OutboxItem) => (item.spoilerText || item.text).split('\n')[0].trim();
