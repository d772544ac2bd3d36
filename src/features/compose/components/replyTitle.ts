import { defineMessages, useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';

const messages = defineMessages<{ replyTo: { acct: string } }>({
  replyTo: { id: 'compose.reply_title', defaultMessage: 'Reply to {acct}' },
});

/** "Reply to @acct" while the box answers a post; `otherwise` for a new post. */
export function useComposeTitle(otherwise: string): string {
  const intl = useIntl();
  const acct = useAppSelector((state) => {
    const parent = state.compose.in_reply_to ? state.statuses.entities[state.compose.in_reply_to] : undefined;
    return parent ? state.accounts.entities[parent.account]?.acct : undefined;
  });
  return acct ? intl.formatMessage(messages.replyTo, { acct: `@${acct}` }) : otherwise;
}
